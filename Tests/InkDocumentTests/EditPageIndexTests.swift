/// Edit.index(ofPage:): where a page stands once an edit is applied, checked against
/// Document.apply for every page of a four-page document and every insert, remove and move.
import Testing
import InkDocument
import InkGeometry

@Suite struct EditPageIndexTests {
    /// Four pages told apart by their sizes.
    static let document = Document(pages: (1...4).map { Page(blankSize: Size(Double(100 * $0), 100)) })

    static func edits() -> [Edit] {
        var all: [Edit] = []
        for at in 0...4 { all.append(Edit(page: at, change: .insertPage(Page(blankSize: Size(7, 7))))) }
        for at in 0..<4 { all.append(Edit(page: at, change: .removePage(document.pages[at]))) }
        for from in 0..<4 { for to in 0..<4 where to != from { all.append(Edit(page: from, change: .movePage(to: to))) } }
        all.append(Edit(page: 1, change: .add([])))
        return all
    }

    @Test(arguments: edits())
    func eachPageIsFoundWhereTheEditPutsIt(edit: Edit) {
        var after = Self.document
        after.apply(edit)
        for index in Self.document.pages.indices {
            let size = Self.document.pages[index].blankSize
            if let moved = edit.index(ofPage: index) {
                #expect(after.pages[moved].blankSize == size, "\(edit.change) at \(edit.page): page \(index) → \(moved)")
            } else {
                #expect(!after.pages.contains { $0.blankSize == size }, "page \(index) removed")
            }
        }
    }
}
