import InkDocument

/// The draft of the text box being edited, journaled as it is typed (`Effect.recordDraft`)
/// but coalesced: the keeper holds the newest, folded into the one before it when both change
/// the same box, and queues it before the next committed change or at the flush (half a second
/// after the first draft), so a burst of typing is one small record and a kill -9 half a
/// second after the last key loses nothing.
extension DocumentKeeper {
    /// Keeps a draft for the next flush (or the next committed change).
    func recordDraft(_ draft: Edit) {
        changed = true
        if let pending = pendingDraft, let folded = Self.fold(pending, draft) {
            pendingDraft = folded
        } else {
            queueDraft()
            pendingDraft = draft
        }
        if writer != nil, flushDeadline == nil { flushDeadline = clock.now.addingTimeInterval(0.5) }
    }

    /// Queues the draft kept, if any, in the journal (before what follows it).
    func queueDraft() {
        guard let draft = pendingDraft else { return }
        pendingDraft = nil
        writer?.append(draft)
    }

    /// `a` then `b` as one text edit, when both change the same box of the same page.
    static func fold(_ a: Edit, _ b: Edit) -> Edit? {
        guard a.page == b.page, case .text(let first) = a.change, case .text(let second) = b.change,
              let id = (first.after ?? first.before)?.id, (second.before ?? second.after)?.id == id,
              first.inkAdded.isEmpty, first.inkRemoved.isEmpty, second.inkAdded.isEmpty, second.inkRemoved.isEmpty else { return nil }
        return Edit(page: a.page, change: .text(TextChange(before: first.before, after: second.after)))
    }
}
