/// Undo and redo bring what they change into sight when it is out of it: a stroke on page 10
/// undone while page 5 is read scrolls to it, where before the change happened unseen (the
/// QA pass undid an eraser's work on another page, the view staying where it was).
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport
import Testing

@Suite struct EditorUndoInSightTests {
    static func book() -> Editor {
        var editor = Editor(document: Document(pages: (0..<8).map { _ in Page(blankSize: Size(400, 300)) }), windowSize: testWindow)
        _ = editor.showStart()
        return editor
    }

    /// Whether some of `area` (page `page`'s units) shows on the canvas.
    static func shows(_ e: Editor, _ area: Rect, page: Int) -> Bool { e.toWindow(area, page: page).intersects(e.canvasFrame) }

    @Test func undoAndRedoOfAStrokeOutOfSightBringItIntoSight() throws {
        var e = Self.book()
        _ = e.run(.goToPage(6))
        e.line(y: e.toWindow(Rect(x: 0, y: 150, width: 1, height: 1), page: 6).minY)
        let stroke = try #require(e.document.pages[6].strokes.first)
        _ = e.run(.goToPage(0))
        let hidden = Self.shows(e, stroke.bounds, page: 6)
        #expect(!hidden)
        _ = e.run(.undo)
        #expect(e.document.pages[6].strokes.isEmpty)
        let undoneShown = Self.shows(e, stroke.bounds, page: 6)
        #expect(undoneShown, "the undone stroke's place in sight")
        _ = e.run(.goToPage(0))
        _ = e.run(.redo)
        let redoneShown = Self.shows(e, stroke.bounds, page: 6)
        #expect(redoneShown, "the redone stroke in sight")
    }

    @Test func aChangeInSightLeavesTheViewAsItIs() {
        var e = Self.book()
        e.line(y: 200)
        let before = e.viewport
        _ = e.run(.undo)
        _ = e.run(.redo)
        let unmoved = e.viewport == before
        #expect(unmoved)
    }

    /// A page added out of sight and undone: the view goes to where it was.
    @Test func aPageStepOutOfSightIsBroughtIntoSight() {
        var e = Self.book()
        _ = e.run(.goToPage(7))
        _ = e.handle(KeyChord(.character("b"), .control))
        _ = e.run(.goToPage(0))
        _ = e.run(.undo)
        #expect(e.document.pages.count == 8)
        #expect(e.currentPage == 7)
    }
}
