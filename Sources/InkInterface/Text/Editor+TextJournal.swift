import InkDocument

/// The box being edited reaches the crash-recovery journal as it is typed (the data-safety
/// rule: unsaved text survives a kill -9), not only when it is finished. Each change of the
/// draft hands the journal a `text` edit from the box as the journal last held it to the
/// draft (`Effect.recordDraft`): the box alone, never the document, and no undo step. The
/// journal keeps only the newest of a burst (`DocumentKeeper.recordDraft`) and writes it with
/// its next flush, within half a second; the finished box is then an ordinary edit (undo and
/// redo journaled as usual), which replaces the draft by the box's id.
extension Editor {
    /// Hands the draft to the journal when the journal holds something else (a caret move hands nothing).
    mutating func journalDraft() {
        guard var t = textEditing, t.draftOnPage != t.journaled else { return }
        outbox.drafts.append(Edit(page: t.page, change: .text(TextChange(before: t.journaled, after: t.draftOnPage))))
        t.journaled = t.draftOnPage
        textEditing = t
    }

    /// A box finished without a change to the page (emptied before it was placed, or typed back
    /// to what it was): the journal's draft goes back to what the page holds.
    mutating func journalDraftUndone(_ t: TextEditing) {
        guard t.journaled != t.original else { return }
        outbox.drafts.append(Edit(page: t.page, change: .text(TextChange(before: t.journaled, after: t.original))))
    }
}
