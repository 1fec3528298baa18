/// Resizing the window keeps the document, lays the toolbar out for the new size, and asks
/// for a full redraw; drawing afterwards lands where it should.
import Testing
import InkGeometry
import InkInput
import InkInterface

@Suite struct EditorResizeTests {
    @Test func resizeKeepsStrokesAndMovesTheLayout() throws {
        var editor = Editor.fresh()
        editor.line(y: 300)
        let strokes = editor.document.pages[0].strokes
        let newSize = Size(1000, 820)
        let damage = editor.resize(to: newSize).damage
        #expect(editor.document.pages[0].strokes == strokes)
        #expect(editor.history.undoStack.count == 1)
        #expect(editor.windowSize == newSize)
        #expect(editor.toolbar == ToolbarLayout(windowSize: newSize))
        #expect(editor.toolbar.frame == Rect(x: 0, y: 0, width: 56, height: 820))
        #expect(editor.canvasFrame == Rect(x: 56, y: 0, width: 944, height: 820 - ToolbarLayout.statusHeight))
        #expect(damage.window == Rect(x: 0, y: 0, width: 1000, height: 820))
    }

    @Test func drawingAfterAResizeUsesTheNewCanvas() throws {
        var editor = Editor.fresh()
        _ = editor.resize(to: Size(1200, 900))
        // Below the old window's bottom edge.
        editor.line(y: 850, from: 900, to: 1100)
        let stroke = try #require(editor.document.pages[0].strokes.first)
        #expect(stroke.points.first?.position == Point(900 - 56, 850))
    }

    @Test func shrinkingMovesTheCanvasEdgeIn() {
        var editor = Editor.fresh()
        _ = editor.resize(to: Size(400, 300))
        _ = editor.press(Point(500, 200))
        #expect(editor.activeStroke == nil)
        #expect(editor.canvasFrame.maxX == 400)
    }
}
