/// The toolbar from the editor's side: a press on the bar never draws, and a colour or width
/// clicked by one device kind changes only that kind's tool state (G5).
import Testing
import InkGeometry
import InkInput
import InkInterface

@Suite struct EditorToolbarTests {
    @Test func aPressOnTheToolbarNeverDraws() throws {
        var editor = Editor.fresh()
        let pen = try #require(editor.toolbar.frame(of: .tool(.pen)))
        for start in [pen.center, Point(2, 300), Point(28, 690)] {
            _ = editor.press(start)
            #expect(editor.activeStroke == nil)
            _ = editor.drag(Point(300, 300))
            _ = editor.drag(Point(400, 320))
            _ = editor.release(Point(400, 320))
        }
        #expect(editor.strokeCount == 0)
        #expect(editor.history.undoStack.isEmpty)
    }

    @Test func aPressHighlightsTheControlUntilRelease() throws {
        var editor = Editor.fresh()
        let f = try #require(editor.toolbar.frame(of: .color(3)))
        let damage = editor.press(f.center)
        #expect(editor.pressedItem == .color(3))
        #expect(damage.window.covers(f))
        _ = editor.release(f.center)
        #expect(editor.pressedItem == nil)
    }

    @Test func releasingOffTheControlDoesNothing() throws {
        var editor = Editor.fresh()
        let f = try #require(editor.toolbar.frame(of: .color(3)))
        _ = editor.press(f.center)
        _ = editor.release(Point(400, 400))
        #expect(editor.toolState(for: .mouse).colorIndex == 0)
    }

    @Test func aColourClickChangesOnlyThatDeviceKind() throws {
        var editor = Editor.fresh()
        let damage = editor.click(.color(2), Devices.mouse)
        #expect(damage.window.covers(editor.toolbar.frame))
        #expect(editor.toolState(for: .mouse).colorIndex == 2)
        #expect(editor.toolState(for: .pen).colorIndex == 0)

        _ = editor.click(.color(4), Devices.pen)
        #expect(editor.toolState(for: .pen).colorIndex == 4)
        #expect(editor.toolState(for: .mouse).colorIndex == 2)

        editor.line(y: 200, Devices.mouse)
        editor.line(y: 300, Devices.pen, pressure: 0.5)
        let strokes = editor.document.pages[0].strokes
        try #require(strokes.count == 2)
        #expect(strokes[0].color == editor.palette.colors[2].color)
        #expect(strokes[1].color == editor.palette.colors[4].color)
    }

    @Test func aWidthClickChangesOnlyThatDeviceKind() throws {
        var editor = Editor.fresh()
        _ = editor.click(.width(2), Devices.pen)
        #expect(editor.toolState(for: .pen).widthIndex(in: editor.palette) == 2)
        #expect(editor.toolState(for: .mouse).widthIndex(in: editor.palette) == 1)
        editor.line(y: 300, Devices.pen, pressure: 0.5)
        let stroke = try #require(editor.document.pages[0].strokes.first)
        #expect(stroke.outline == PressureSpan.outline(width: 16))
    }

    @Test func theEraserToolIsPerDeviceKind() {
        var editor = Editor.fresh()
        _ = editor.click(.tool(.eraser), Devices.mouse)
        #expect(editor.toolState(for: .mouse).tool == .eraser)
        #expect(editor.toolState(for: .pen).tool == .pen)
        // Picking a colour goes back to the pen.
        _ = editor.click(.color(1), Devices.mouse)
        #expect(editor.toolState(for: .mouse).tool == .pen)
    }

    @Test func keysPickToolsForTheDeviceInUse() {
        var editor = Editor.fresh()
        _ = editor.hover(Point(300, 300), Devices.pen)
        _ = editor.handle(KeyChord(.character("e")))
        #expect(editor.toolState(for: .pen).tool == .eraser)
        #expect(editor.toolState(for: .mouse).tool == .pen)
        _ = editor.handle(KeyChord(.character("p")))
        #expect(editor.toolState(for: .pen).tool == .pen)
    }
}
