import InkDocument
import InkGeometry

/// Pages inserted, removed or moved: what holds a page by its number follows it (the box being
/// edited, the selection), and while a gesture works on a page (a stroke being drawn, the
/// eraser, a lasso, a selection or a text box being dragged) the pages stay where they are: the
/// gesture's page number would then name another page, and its ink would land there.
extension Editor {
    /// What follows pages when `edits` (just applied, in order) insert, remove or move them:
    /// the box being edited and the selection keep their pages.
    mutating func followPages(_ edits: some Collection<Edit>) {
        guard edits.contains(where: \.movesPages) else { return }
        textEditingFollowsPages(edits)
        if let selection {
            let followed = selection.followingPages(edits)
            self.selection = followed.isEmpty ? nil : followed
        }
    }

    /// A notice when pages may not be inserted, removed or moved now (a gesture works on a
    /// page); nil when they may, and then that notice, if still up, goes (the page change that
    /// follows repaints the whole view).
    mutating func pagesHeldByTheGesture() -> Damage? {
        let text = tr("Pages not changed: lift the pen first.")
        guard session.holdsPage else {
            if notice?.text == text { notice = nil }
            return nil
        }
        return postNotice(text)
    }
}
