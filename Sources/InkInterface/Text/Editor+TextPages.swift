import InkDocument

/// The box being edited stays on its page when pages come, go or move around it (Ctrl+B,
/// Ctrl+Shift+B, a pasted or dropped page while a box is open): its page number follows its
/// page, so the text lands where it was typed.
extension Editor {
    /// Follows `edits` (just applied, in order) with the page number of the box being edited.
    mutating func textEditingFollowsPages(_ edits: some Sequence<Edit>) {
        guard var t = textEditing else { return }
        var page: Int? = t.page
        for edit in edits { page = page.flatMap { edit.index(ofPage: $0) } }
        guard page != t.page else { return }
        if let page {
            t.page = page
            textEditing = t
        } else {
            // Its page went (the paths that remove pages finish the box first): nothing to put it on.
            textEditing = nil
        }
    }
}
