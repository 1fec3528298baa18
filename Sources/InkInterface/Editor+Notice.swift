import InkGeometry

/// The notice at the top of the canvas (`Notice`): shown for its time, replaced by the next,
/// taken away early when what it reported has since worked (`Notice.Topic`).
extension Editor {
    /// Where the notice is, if one shows.
    public var noticeFrame: Rect? { notice.map { Notice.frame(canvas: canvasFrame, text: $0.text, measure: textMeasure) } }

    /// Shows a message at the top of the canvas.
    public mutating func showNotice(_ text: String) -> Outcome {
        outcome(postNotice(text))
    }

    /// A notice the next success of its kind takes away (`Notice.Topic`).
    public mutating func showNotice(_ text: String, about topic: Notice.Topic) -> Outcome {
        outcome(postNotice(text, about: topic))
    }

    /// Shows a message at the top of the canvas that stays until tapped (or replaced by the
    /// next notice): what must not go by unread, such as the file the window was started on
    /// (from the desktop, with no terminal to read) that could not be opened.
    public mutating func showNoticeUntilTapped(_ text: String) -> Outcome {
        outcome(postNotice(text, lasting: true))
    }

    mutating func postNotice(_ text: String, about topic: Notice.Topic? = nil, lasting: Bool = false) -> Damage {
        var damage = Damage.none
        if let f = noticeFrame { damage.region.add(f.insetBy(-6)) }
        // A notice that stays until tapped comes back after a passing one ("Saved" over "Not
        // opened: …" had taken it away unread); a new one that stays replaces it.
        if lasting {
            heldNotice = nil
        } else if let shown = notice, shown.until == nil, shown.text != standingNotice {
            heldNotice = shown
        }
        notice = Notice(text: text, until: lasting ? nil : now + Notice.duration, topic: topic)
        if let f = noticeFrame { damage.region.add(f.insetBy(-6)) }
        return damage
    }

    /// A copy or paste that did not happen, said by the platform (an empty clipboard, a type
    /// Inkstone cannot paste, a transfer that broke off): the next copy or paste that works
    /// takes the notice away.
    public mutating func showClipboardNotice(_ text: String) -> Outcome {
        outcome(postNotice(text, about: .clipboard))
    }

    /// Takes away a notice on `topic`, the thing it reported having now worked.
    mutating func withdrawNotice(about topic: Notice.Topic) -> Damage {
        guard notice?.topic == topic, noticeFrame != nil else { return .none }
        return noticeGoes()
    }

    /// The notice shown goes (its time is up, it was tapped or withdrawn): a notice held under
    /// it comes back, else the standing one, else none. What to repaint.
    mutating func noticeGoes() -> Damage {
        var damage = Damage.none
        if let f = noticeFrame { damage.region.add(f.insetBy(-6)) }
        notice = heldNotice ?? standingNotice.map { Notice(text: $0, until: nil) }
        heldNotice = nil
        if let f = noticeFrame { damage.region.add(f.insetBy(-6)) }
        return damage
    }
}
