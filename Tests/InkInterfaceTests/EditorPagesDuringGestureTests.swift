/// Pages stay where they are while a gesture changes a page: Ctrl+B or Ctrl+Shift+B pressed
/// while the pen draws (the other hand on the keyboard) adds no page and says why, so the stroke
/// lands on the page it was drawn on, not on a page inserted before it; once the pen is lifted
/// the key adds the page.
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport

@Suite struct EditorPagesDuringGestureTests {
    @Test(arguments: [false, true])
    func aPageKeyWhileDrawingWaitsForTheLift(shift: Bool) throws {
        var editor = Editor(document: Document(pages: [Page(blankSize: Size(400, 300)), Page(blankSize: Size(400, 300))]),
                            windowSize: Size(800, 900))
        _ = editor.showStart()
        _ = editor.showPage(1)
        let a = EditorSelectionPagesTests.at(editor, 1, 100, 50)
        _ = editor.handle(PointerEvents.press(a))
        _ = editor.handle(PointerEvents.drag(a + Point(50, 0)))
        _ = editor.handle(KeyChord(.character("b"), shift ? [.control, .shift] : [.control]))
        #expect(editor.document.pages.count == 2, "no page while the pen is down")
        #expect(editor.notice != nil, "a notice says why")
        _ = editor.handle(PointerEvents.drag(a + Point(100, 0)))
        _ = editor.handle(PointerEvents.release(a + Point(100, 0)))
        #expect(editor.document.pages.map(\.strokes.count) == [0, 1], "the stroke is on the page it was drawn on")

        _ = editor.handle(KeyChord(.character("b"), shift ? [.control, .shift] : [.control]))
        #expect(editor.document.pages.count == 3, "after the lift the key adds the page")
        #expect(editor.notice == nil, "and the notice goes")
        #expect(editor.document.pages.map(\.strokes.count) == (shift ? [0, 0, 1] : [0, 1, 0]))
    }

    @Test func aPageKeyWhileTheLassoIsDrawnWaitsToo() throws {
        var editor = EditorSelectionPagesTests.twoPages()
        _ = editor.showPage(1)
        let a = EditorSelectionPagesTests.at(editor, 1, 50, 20)
        _ = editor.handle(PointerEvents.press(a))
        _ = editor.handle(PointerEvents.drag(a + Point(100, 30)))
        _ = editor.handle(KeyChord(.character("b"), [.control, .shift]))
        #expect(editor.document.pages.count == 2, "no page while the lasso is drawn")
        _ = editor.handle(PointerEvents.drag(EditorSelectionPagesTests.at(editor, 1, 350, 90)))
        _ = editor.handle(PointerEvents.release(EditorSelectionPagesTests.at(editor, 1, 350, 90)))
        #expect(editor.selection?.pages == [1], "the lasso selects on the page it was drawn on")
        #expect(editor.selection?.ids == Set(editor.document.pages[1].strokes.map(\.id)))
    }

    /// `EditorSelectionPagesTests.twoPages()` with the pen tool in the mouse's hand and a stroke
    /// begun on page 1 at page (100, 150): pressed there and dragged 40 px right. Returns the press.
    static func strokeBegunOnPageOne(_ editor: inout Editor) -> Point {
        _ = editor.run(.selectTool(.pen))
        let a = EditorSelectionPagesTests.at(editor, 1, 100, 150)
        _ = editor.handle(PointerEvents.press(a))
        _ = editor.handle(PointerEvents.drag(a + Point(40, 0)))
        return a
    }

    @Test func pagesDroppedWhileDrawingAreNotInserted() throws {
        var editor = EditorSelectionPagesTests.twoPages()
        let a = Self.strokeBegunOnPageOne(&editor)
        let dropped = Document(pages: [Page(blankSize: Size(400, 300))])
        _ = editor.insertPages(of: dropped, at: 0)
        #expect(editor.document.pages.count == 2, "no page inserted while the pen is down")
        #expect(editor.notice != nil)
        _ = editor.handle(PointerEvents.release(a + Point(80, 0)))
        #expect(editor.document.pages.map(\.strokes.count) == [1, 2], "the stroke is on its page")
    }
}

/// Undo and redo wait for a gesture that works on a page: Ctrl+Z while the lasso is drawn on a
/// page the undo would remove crashed the app (the lasso then named a page that was gone).
@Suite struct EditorUndoDuringGestureTests {
    @Test func anUndoWhileTheLassoIsDrawnWaitsForTheLift() throws {
        var editor = EditorSelectionPagesTests.twoPages()
        _ = editor.showPage(1)
        _ = editor.handle(KeyChord(.character("b"), [.control]))
        #expect(editor.document.pages.count == 3)
        let a = EditorSelectionPagesTests.at(editor, 2, 50, 20)
        _ = editor.handle(PointerEvents.press(a))
        _ = editor.handle(PointerEvents.drag(a + Point(100, 30)))
        _ = editor.handle(KeyChord(.character("z"), [.control]))
        #expect(editor.document.pages.count == 3, "no undo while the lasso is drawn")
        _ = editor.handle(PointerEvents.drag(a + Point(300, 200)))
        _ = editor.handle(PointerEvents.release(a + Point(300, 200)))
        _ = editor.handle(KeyChord(.character("z"), [.control]))
        #expect(editor.document.pages.count == 2, "after the lift the undo is made")
    }
}
