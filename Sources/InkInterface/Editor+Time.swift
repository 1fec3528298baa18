import InkInput

/// Time passing in the editor: the next moment something is due (the event loop's poll
/// timeout) and what happens then — deferred pen-button clicks and long presses, feedback and
/// notices expiring, tooltips showing, scrollbars fading, touch coasting, a resting pen's stroke becoming a shape, the chooser's search ending.
extension Editor {
    /// When `advance(to:)` next has something to do (server ms), or nil.
    /// Asked on every pass of the event loop: allocates nothing.
    public var nextDeadline: UInt64? {
        func sooner(_ a: UInt64?, _ b: UInt64?) -> UInt64? {
            guard let a else { return b }
            guard let b else { return a }
            return Swift.min(a, b)
        }
        let due = sooner(sooner(feedback?.until, notice?.until), sooner(sooner(buttons.nextDeadline, popupGraceDeadline), sooner(guidance.tooltipDue, sooner(sooner(scrollbarState.shownUntil, touches.coasting?.due), shapeDeadline))))
        return sooner(sooner(due, textEditing?.candidatesDue), typeAheadDeadline)
    }

    /// Keeps the editor's clock up with time that passed outside pointer events (a key, the
    /// event loop waking for a finished save or export): a notice posted then lasts its whole
    /// time. Before, the clock stood at the last pointer event, so after a while at the keyboard
    /// a "Not saved" notice was already out of time when posted and went at the next wake.
    /// Fires nothing (`advance(to:)` does).
    public mutating func observeTime(_ time: UInt64) {
        now = Swift.max(now, time)
    }

    /// Lets time pass: fires deferred clicks and long presses, expires the feedback note, closes
    /// the popups of a pen away for longer than their grace.
    public mutating func advance(to time: UInt64) -> Outcome {
        outcome(trackingOverlays { editor in
            editor.now = Swift.max(editor.now, time)
            var damage = editor.carryOut(editor.buttons.advance(to: time), anchor: editor.hover?.position ?? editor.buttonAnchor)
            damage.formUnion(editor.closePopupsOfAnAbsentPen(at: time))
            damage.formUnion(editor.showDueTooltip(at: time))
            damage.formUnion(editor.expireScrollbars(at: time))
            damage.formUnion(editor.coast(to: time))
            damage.formUnion(editor.recogniseRestingStroke(at: time))
            damage.formUnion(editor.showDueCandidates(at: time))
            damage.formUnion(editor.endTypeAhead(at: time))
            if let f = editor.feedbackFrame, let until = editor.feedback?.until, until <= time {
                editor.feedback = nil
                damage.region.add(f.insetBy(-2))
            }
            if let until = editor.notice?.until, until <= time { damage.formUnion(editor.noticeGoes()) }
            return damage
        })
    }
}
