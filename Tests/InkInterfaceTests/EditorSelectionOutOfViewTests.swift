/// The buttons beside a selection (Duplicate, Delete) show only while some of the selection is
/// in view: scrolled away, or pushed off by a page inserted before it, the selection keeps its
/// strokes (the keys still act on it, as in any editor) but no button next to an empty page
/// offers to delete ink that cannot be seen.
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport

@Suite struct EditorSelectionOutOfViewTests {
    /// Three tall pages in a small window, page 0's line selected.
    static func selectedOnFirstPage() throws -> Editor {
        let page = Page(blankSize: Size(500, 900))
        var editor = Editor(document: Document(pages: [page, page, page]), windowSize: Size(700, 500))
        _ = editor.showStart()
        let a = EditorSelectionPagesTests.at(editor, 0, 100, 150), b = EditorSelectionPagesTests.at(editor, 0, 300, 150)
        editor.line(y: a.y, from: a.x, to: b.x)
        _ = editor.run(.selectTool(.lasso))
        editor.stroke([EditorSelectionPagesTests.at(editor, 0, 50, 100), EditorSelectionPagesTests.at(editor, 0, 350, 200)])
        try #require(editor.selection?.ids.count == 1)
        return editor
    }

    @Test func scrolledAwayTheSelectionHasNoButtonsAndScrolledBackItHasThem() throws {
        var editor = try Self.selectedOnFirstPage()
        #expect(editor.selectionBar != nil)
        #expect(editor.scene.selection?.bar != nil)
        _ = editor.showPage(2)
        let frame = try #require(editor.selectionHandles?.frame)
        #expect(!frame.intersects(editor.canvasFrame), "the selection is out of view")
        #expect(editor.selectionBar == nil)
        #expect(editor.scene.selection?.bar == nil)
        _ = editor.showPage(0)
        let bar = try #require(editor.selectionBar)
        #expect(bar.bounds.intersects(editor.canvasFrame))
    }

    @Test func aPageInsertedBeforeItTakesTheButtonsAwayWithTheSelection() throws {
        var editor = try Self.selectedOnFirstPage()
        let line = try #require(editor.document.pages[0].strokes.first?.id)
        _ = editor.addBlankPage(after: false)
        #expect(editor.selection?.pages == [1] && editor.selection?.ids == [line])
        let frame = try #require(editor.selectionHandles?.frame)
        #expect(!frame.intersects(editor.canvasFrame), "the new page is shown, the selection below it")
        #expect(editor.selectionBar == nil)
        // The selection is still there: Delete (the key) removes the selected line, and only it.
        _ = editor.run(.deleteSelection)
        #expect(editor.document.pages.map { $0.strokes.map(\.id) } == [[], [], [], []])
    }

    /// A selection reaching into the view from above keeps its buttons, kept on screen.
    @Test func aSelectionPartlyInViewKeepsItsButtons() throws {
        var editor = try Self.selectedOnFirstPage()
        _ = editor.scroll(by: Point(0, -120))
        let frame = try #require(editor.selectionHandles?.frame)
        #expect(frame.intersects(editor.canvasFrame))
        let bar = try #require(editor.selectionBar)
        #expect(editor.canvasFrame.contains(bar.bounds.center))
    }
}
