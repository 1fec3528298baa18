/// Page edits (the page overview's): a page inserted, removed or moved to another place,
/// each undone by its inverse, and through `History` one undo step each.
import Testing
import InkDocument
import InkGeometry

@Suite struct PageEditTests {
    /// Four blank pages told apart by their one stroke (ids 1…4).
    static func fourPages() -> Document {
        Document(pages: (1...4).map { Page(strokes: [Fixtures.line(UInt64($0), y: 10)], blankSize: Size(width: 100, height: 140)) })
    }

    static func order(_ d: Document) -> [UInt64] { d.pages.map { $0.strokes.first?.id.raw ?? 0 } }

    @Test func aMoveTakesThePageOutAndPutsItAtItsNewIndex() {
        var doc = Self.fourPages()
        let touched = doc.apply(Edit(page: 0, change: .movePage(to: 2)))
        #expect(Self.order(doc) == [2, 3, 1, 4])
        #expect(touched == Document.everything)
        doc.apply(Edit(page: 3, change: .movePage(to: 0)))
        #expect(Self.order(doc) == [4, 2, 3, 1])
    }

    @Test func theInverseOfAMoveMovesItBack() {
        let edit = Edit(page: 1, change: .movePage(to: 3))
        #expect(edit.inverse == Edit(page: 3, change: .movePage(to: 1)))
        #expect(edit.inverse.inverse == edit)
        let original = Self.fourPages()
        var doc = original
        doc.apply(edit)
        #expect(Self.order(doc) == [1, 3, 4, 2])
        doc.apply(edit.inverse)
        #expect(doc == original)
    }

    @Test func aMoveOutOfRangeOrInPlaceChangesNothing() {
        let original = Self.fourPages()
        var doc = original
        #expect(doc.apply(Edit(page: 4, change: .movePage(to: 0))) == .empty)
        #expect(doc.apply(Edit(page: 0, change: .movePage(to: 4))) == .empty)
        #expect(doc.apply(Edit(page: -1, change: .movePage(to: 0))) == .empty)
        #expect(doc.apply(Edit(page: 2, change: .movePage(to: 2))) == .empty)
        #expect(doc == original)
    }

    @Test func insertDeleteAndMoveAreEachOneUndoStepAndRedoAgain() {
        let original = Self.fourPages()
        var doc = original
        var history = History()
        let blank = Page(blankSize: Size(width: 100, height: 140))
        history.perform(Edit(page: 1, change: .insertPage(blank)), on: &doc)
        #expect(Self.order(doc) == [1, 0, 2, 3, 4])
        history.perform(Edit(page: 3, change: .removePage(doc.pages[3])), on: &doc)
        #expect(Self.order(doc) == [1, 0, 2, 4])
        history.perform(Edit(page: 3, change: .movePage(to: 0)), on: &doc)
        let edited = doc
        #expect(Self.order(doc) == [4, 1, 0, 2])
        #expect(history.undo(&doc)?.page == 3, "an undo names the edit's page: the one the move took")
        #expect(Self.order(doc) == [1, 0, 2, 4])
        _ = history.undo(&doc)
        #expect(Self.order(doc) == [1, 0, 2, 3, 4])
        _ = history.undo(&doc)
        #expect(doc == original)
        for _ in 0..<3 { _ = history.redo(&doc) }
        #expect(doc == edited)
    }
}
