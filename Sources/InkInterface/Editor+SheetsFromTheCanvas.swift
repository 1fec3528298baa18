import InkDocument
import InkGeometry

/// Ctrl+B (or Ctrl+Shift+B, the document ring's New page) on the endless canvas, which has no
/// pages to add one beside: a blank sketch becomes sheets of paper; a sketch with something on
/// it stays as it is, and the notice says where pages are had.
extension Editor {
    /// A canvas with nothing on it becomes two blank sheets of `paperSize`, the new one shown
    /// (the second, or the first for "before"), one undo step back to the canvas; otherwise a
    /// notice, and nothing changes.
    mutating func sheetsFromTheCanvas(after: Bool) -> Damage {
        guard document.pages.count == 1, let canvas = document.pages.first, canvas.size == nil,
              canvas.strokes.isEmpty, canvas.texts.isEmpty, canvas.images.isEmpty else {
            return postNotice(tr("No page added: a sketch on the endless canvas has no pages (Ctrl+N opens a new window, where Ctrl+B starts pages)."))
        }
        if let held = pagesHeldByTheGesture() { return held }
        let sheet = Page(blankSize: paperSize)
        // The sheets first, then the canvas after them: a document never has no page.
        let edits = [Edit(page: 0, change: .insertPage(sheet)), Edit(page: 1, change: .insertPage(sheet)),
                     Edit(page: 2, change: .removePage(canvas))]
        var damage = historyDamage((0, commit(step: edits)))
        viewIsHome = true
        relayout()
        damage.formUnion(wholeView)
        damage.formUnion(showPage(after ? 1 : 0))
        return damage
    }
}
