/// Placed images under the lasso (issue 17): a loop or a rectangle selects an image mostly
/// inside it, Ctrl+A selects them; a drag moves them with the selected strokes, a corner scales
/// them (uniformly; Shift: freely), Delete takes them away, each one undo step.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport

@Suite struct EditorImageSelectionTests {
    /// A 100x60 image centred at window (300, 250), a line under it at window height 400,
    /// nothing selected, the lasso in the mouse's hand.
    static func imageAndLine() -> Editor {
        var editor = Editor.fresh()
        editor.line(y: 400, from: 250, to: 350)
        _ = editor.placeImage(bytes: pngHeader(width: 100, height: 60), at: Point(300, 250), for: .mouse)
        _ = editor.handle(KeyChord(.escape))
        editor.selection = nil
        _ = editor.run(.selectTool(.lasso))
        return editor
    }

    func frame(_ editor: Editor) -> Rect { editor.toWindow(editor.document.pages[0].images[0].frame, page: 0) }

    @Test func aRectangleHoldingMostOfAnImageSelectsItOneHoldingLessDoesNot() {
        var editor = Self.imageAndLine()
        editor.stroke([Point(240, 210), Point(300, 250), Point(330, 290)])   // 90 of 100 across: most of it
        #expect(editor.selection?.images == [editor.document.pages[0].images[0].id])
        #expect(editor.selection?.ids.isEmpty == true)
        editor.selection = nil
        editor.stroke([Point(240, 210), Point(260, 250), Point(280, 290)])   // 30 of 100 across
        #expect(editor.selection == nil)
    }

    @Test func ctrlASelectsTheImagesToo() {
        var editor = Self.imageAndLine()
        _ = editor.handle(KeyChord(.character("a"), .control))
        #expect(editor.selection?.images.count == 1 && editor.selection?.ids.count == 1)
    }

    @Test func aDragMovesTheImageAndTheStrokesAsOneUndoStep() throws {
        var editor = Self.imageAndLine()
        _ = editor.handle(KeyChord(.character("a"), .control))
        let before = editor.document, steps = editor.history.undoStack.count
        let start = frame(editor)
        editor.stroke([Point(300, 250), Point(320, 260), Point(340, 270), Point(350, 280)])
        let moved = frame(editor)
        #expect(abs(moved.minX - start.minX - 50) < 1e-6 && abs(moved.minY - start.minY - 30) < 1e-6)
        #expect(moved.width == start.width)
        #expect(editor.document.pages[0].strokes[0].points[0].position.y.rounded() == 430)
        #expect(editor.history.undoStack.count == steps + 1)
        _ = editor.run(.undo)
        #expect(editor.document == before)
    }

    @Test func aCornerScalesTheImageUniformlyAndShiftFreely() throws {
        var editor = Self.imageAndLine()
        editor.stroke([Point(240, 210), Point(300, 250), Point(360, 290)])
        let handles = try #require(editor.selectionHandles)
        let start = frame(editor)
        let corner = handles.corners[2]
        editor.stroke([corner, corner + Point(50, 30)])
        let scaled = frame(editor)
        #expect(abs(scaled.width / start.width - 1.5) < 0.01 && abs(scaled.height / start.height - 1.5) < 0.01)
        #expect(abs(scaled.minX - start.minX) < 0.5 && abs(scaled.minY - start.minY) < 0.5, "the opposite corner stays")

        let free = try #require(editor.selectionHandles).corners[2]
        let wide = frame(editor)
        var press = PointerEvents.press(free)
        press.modifiers = .shift
        _ = editor.handle(press)
        _ = editor.drag(free + Point(wide.width, 0))
        _ = editor.release(free + Point(wide.width, 0))
        let stretched = frame(editor)
        #expect(abs(stretched.width / wide.width - 2) < 0.05 && abs(stretched.height - wide.height) < 0.5)
    }

    @Test func deleteTakesTheImageAndTheStrokesAwayInOneStep() {
        var editor = Self.imageAndLine()
        _ = editor.handle(KeyChord(.character("a"), .control))
        _ = editor.handle(KeyChord(.delete))
        #expect(editor.document.pages[0].images.isEmpty && editor.strokeCount == 0)
        #expect(editor.document.images.count == 1, "no page shows the bytes, but an undo may bring back a page that does")
        _ = editor.run(.undo)
        #expect(editor.document.pages[0].images.count == 1 && editor.strokeCount == 1)
        #expect(editor.document.images.count == 1)
    }
}
