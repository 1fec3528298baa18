/// Erasing: the eraser tool or a pen's eraser end removes whole strokes it touches as it goes;
/// the whole gesture is one undo step, and undo puts every stroke back in its old place.
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface

@Suite struct EditorEraserTests {
    /// Three horizontal lines at window heights 200, 300 and 400.
    func threeLines() -> Editor {
        var editor = Editor.fresh()
        for y in [200.0, 300, 400] { editor.line(y: y) }
        return editor
    }

    func ids(_ editor: Editor) -> [UInt64] {
        editor.document.pages[0].strokes.map(\.id.raw)
    }

    func heights(_ editor: Editor) -> [Double] {
        editor.document.pages[0].strokes.map { $0.points[0].position.y }
    }

    @Test func theEraserToolRemovesATouchedStrokeAtOnce() {
        var editor = threeLines()
        _ = editor.run(.selectTool(.eraser), for: .mouse)
        let damage = editor.press(Point(300, 301))
        #expect(heights(editor) == [200, 400])
        #expect(!damage.ink.isEmpty)
        #expect(damage.window.covers(editor.viewport.toWindow(damage.ink)))
        _ = editor.release(Point(300, 301))
        #expect(heights(editor) == [200, 400])
        #expect(editor.history.undoStack.count == 4)
    }

    @Test func aPressAwayFromInkErasesNothing() {
        var editor = threeLines()
        _ = editor.run(.selectTool(.eraser), for: .mouse)
        #expect(editor.press(Point(300, 250)).isEmpty)
        #expect(editor.release(Point(300, 250)).isEmpty)
        #expect(editor.strokeCount == 3)
        #expect(editor.history.undoStack.count == 3)
    }

    @Test func thePensEraserEndErasesWithoutChoosingATool() {
        var editor = threeLines()
        _ = editor.press(Point(300, 200), Devices.eraser, pressure: 0.5)
        _ = editor.release(Point(300, 200), Devices.eraser)
        #expect(heights(editor) == [300, 400])
        // The mouse still draws.
        #expect(editor.toolState(for: .mouse).tool == .pen)
    }

    @Test func aWholeGestureIsOneUndoStep() {
        var editor = threeLines()
        _ = editor.press(Point(300, 200), Devices.eraser)
        _ = editor.drag(Point(300, 250), Devices.eraser)
        _ = editor.drag(Point(300, 300), Devices.eraser)
        _ = editor.drag(Point(300, 400), Devices.eraser)
        _ = editor.release(Point(300, 400), Devices.eraser)
        #expect(editor.strokeCount == 0)
        #expect(editor.history.undoStack.count == 4)
        _ = editor.handle(KeyChord(.character("z"), .control))
        #expect(heights(editor) == [200, 300, 400])
    }

    @Test func undoRestoresTheOrderWhenStrokesGoInSeveralMoves() throws {
        // The middle line goes first, the top one later: undo must not swap them.
        var editor = threeLines()
        let before = editor.document.pages[0].strokes
        let order = ids(editor)
        _ = editor.press(Point(300, 300), Devices.eraser)
        #expect(heights(editor) == [200, 400])
        _ = editor.drag(Point(300, 350), Devices.eraser)
        _ = editor.drag(Point(300, 400), Devices.eraser)
        #expect(heights(editor) == [200])
        _ = editor.release(Point(300, 400), Devices.eraser)
        let undone = editor.handle(KeyChord(.character("z"), .control)).damage
        #expect(ids(editor) == order)
        #expect(editor.document.pages[0].strokes == before)
        #expect(undone.ink == before[1].bounds.union(before[2].bounds))
        // Redo removes them again, and a second undo restores the same order.
        _ = editor.handle(KeyChord(.character("y"), .control))
        #expect(heights(editor) == [200])
        _ = editor.handle(KeyChord(.character("z"), .control))
        #expect(ids(editor) == order)
        #expect(editor.document.pages[0].strokes == before)
    }

    @Test func erasingBottomThenTopRestoresInOrder() {
        var editor = threeLines()
        let before = editor.document.pages[0].strokes
        let order = ids(editor)
        _ = editor.press(Point(300, 200), Devices.eraser)
        _ = editor.drag(Point(600, 250), Devices.eraser)
        _ = editor.drag(Point(300, 400), Devices.eraser)
        _ = editor.drag(Point(300, 300), Devices.eraser)
        _ = editor.release(Point(300, 300), Devices.eraser)
        #expect(editor.strokeCount == 0)
        _ = editor.handle(KeyChord(.character("z"), .control))
        #expect(ids(editor) == order)
        #expect(editor.document.pages[0].strokes == before)
    }

    @Test func theEraserSweepsBetweenEvents() {
        // One long move crosses the middle line without an event on it.
        var editor = threeLines()
        _ = editor.press(Point(300, 250), Devices.eraser)
        _ = editor.drag(Point(300, 350), Devices.eraser)
        _ = editor.release(Point(300, 350), Devices.eraser)
        #expect(heights(editor) == [200, 400])
    }
}
