/// ToolSession: one gesture at a time. Drawing, erasing and panning exclude each other because
/// the Editor holds one session; a second device's press does not start another (issue 11, point 2).
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface

@Suite struct ToolSessionTests {
    @Test func aSessionForwardsToItsToolAndNamesItsDeviceAndPage() {
        var s = ToolSession.drawing(PenBehaviour(stroke: ActiveStroke(deviceID: 5, page: 1, color: InkColor(rgb: 0), outline: OutlineOptions(width: 4))))
        #expect(s.deviceID == 5 && s.page == 1 && s.editsPage && !s.isIdle)
        _ = s.handle(.down(ToolSample(window: .zero, page: Point(3, 4))), context: ToolContext())
        #expect(s.stroke?.points.count == 1)
        let pan = ToolSession.panning(PanBehaviour(deviceID: 6, at: .zero))
        #expect(pan.isPanning(6) && !pan.isPanning(5) && !pan.editsPage && pan.page == nil && pan.stroke == nil)
        var idle = ToolSession.idle
        guard case .nothing = idle.handle(.move(ToolSample(window: .zero, page: .zero)), context: ToolContext()) else { Issue.record("idle acted"); return }
        #expect(idle.deviceID == nil)
    }

    @Test func whileThePenDrawsTheMouseCanNeitherPanNorDraw() {
        var editor = Editor.fresh()
        _ = editor.press(Point(300, 300), Devices.pen, pressure: 0.5)
        _ = editor.drag(Point(320, 300), Devices.pen, pressure: 0.5)
        guard case .drawing = editor.session else { Issue.record("the pen does not draw"); return }
        // A middle-drag of the mouse: no pan while the pen draws.
        let scroll = editor.scroll
        _ = editor.handle(InputEvent(action: .press(.middle), device: Devices.mouse, position: Point(400, 400)))
        _ = editor.handle(InputEvent(action: .motion, device: Devices.mouse, position: Point(450, 450), buttons: .middle))
        #expect(editor.scroll == scroll)
        // A left press of the mouse does not start a second stroke.
        _ = editor.press(Point(500, 500))
        _ = editor.drag(Point(520, 520))
        #expect(editor.session.deviceID == Devices.pen.id)
        _ = editor.release(Point(340, 300), Devices.pen, pressure: 0.5)
        #expect(editor.session.isIdle)
        #expect(editor.strokeCount == 1)
    }

    @Test func whileTheMousePansThePenDoesNotDraw() {
        var editor = Editor.fresh()
        _ = editor.handle(InputEvent(action: .press(.middle), device: Devices.mouse, position: Point(400, 400)))
        #expect(editor.session.isPanning(Devices.mouse.id))
        _ = editor.press(Point(300, 300), Devices.pen, pressure: 0.5)
        _ = editor.drag(Point(320, 300), Devices.pen, pressure: 0.5)
        _ = editor.release(Point(320, 300), Devices.pen, pressure: 0.5)
        #expect(editor.strokeCount == 0)
        _ = editor.handle(InputEvent(action: .release(.middle), device: Devices.mouse, position: Point(400, 400)))
        #expect(editor.session.isIdle)
    }

    @Test func anEraserGestureIsOneSessionAndUndoWaitsForIt() {
        var editor = Editor.fresh()
        editor.line(y: 300)
        _ = editor.perform(.selectTool(.eraser), for: .pen)
        _ = editor.press(Point(300, 300), Devices.pen)
        guard case .erasing = editor.session else { Issue.record("the pen does not erase"); return }
        #expect(editor.strokeCount == 0)
        // Undo during the gesture would undo under the eraser's feet: it waits.
        _ = editor.perform(.undo)
        #expect(editor.strokeCount == 0)
        _ = editor.release(Point(300, 300), Devices.pen)
        #expect(editor.session.isIdle)
        _ = editor.perform(.undo)
        #expect(editor.strokeCount == 1)
    }
}
