/// Which device the toolbar follows: a pen coming near (motion without buttons) takes over
/// without a click and shows its brush preview; another pointer moving takes over again and
/// the preview goes; pads and unknown devices never take over.
import Testing
import InkGeometry
import InkInput
import InkInterface

@Suite struct EditorActiveDeviceTests {
    @Test func theMouseIsActiveAtFirst() {
        #expect(Editor.fresh().activeKind == .mouse)
    }

    @Test func aHoveringPenBecomesActive() {
        var editor = Editor.fresh()
        _ = editor.run(.selectColor(3), for: .mouse)
        let damage = editor.hover(Point(300, 300), Devices.pen)
        #expect(editor.activeKind == .pen)
        #expect(editor.shownToolState == editor.toolState(for: .pen))
        // The toolbar shows a different colour now, so it is redrawn.
        #expect(damage.window.covers(editor.toolbar.frame))
        #expect(editor.strokeCount == 0)
        #expect(editor.activeStroke == nil)
    }

    @Test func aHoveringPenShowsItsFootprint() throws {
        var editor = Editor.fresh()
        let damage = editor.hover(Point(300, 300), Devices.pen)
        let preview = try #require(editor.hoverPreview)
        #expect(preview.center == Point(300, 300))
        #expect(preview.diameter == PressureSpan.outline(width: 6).width(atPressure: editor.preferences.pressureCurve(0.5)))
        #expect(damage.window.covers(preview.bounds))
        // Same tool state as the mouse: the toolbar need not be repainted.
        #expect(!damage.window.covers(editor.toolbar.frame))
    }

    /// The eraser end taken away (the pen turned back to write) hands the toolbar and the keys
    /// to the tip: before, H pressed then made the eraser end a highlighter, and its next
    /// erasing laid yellow ink.
    @Test func theEraserEndLeavingHandsTheToolbarAndKeysToTheTip() {
        var editor = Editor.fresh()
        _ = editor.hover(Point(300, 300), Devices.eraser)
        #expect(editor.activeKind == .eraser)
        _ = editor.handle(InputEvent(action: .proximityOut, device: Devices.eraser, position: Point(300, 300), time: 100))
        #expect(editor.activeKind == .pen)
        _ = editor.handle(KeyChord(.character("h")))
        #expect(editor.toolState(for: .pen).tool == .highlighter)
        #expect(editor.toolState(for: .eraser).tool == .eraser, "the eraser end still erases")
    }

    @Test func aHoveringEraserEndShowsTheEraser() {
        var editor = Editor.fresh()
        _ = editor.hover(Point(300, 300), Devices.eraser)
        #expect(editor.activeKind == .eraser)
        #expect(editor.shownToolState.tool == .eraser)
    }

    @Test func aMovingMouseTakesOverAndThePreviewGoes() {
        var editor = Editor.fresh()
        _ = editor.run(.selectColor(2), for: .mouse)
        _ = editor.hover(Point(300, 300), Devices.pen)
        #expect(editor.activeKind == .pen)
        #expect(editor.hoverPreview != nil)
        let damage = editor.hover(Point(310, 300), Devices.mouse)
        #expect(editor.activeKind == .mouse)
        #expect(editor.hoverPreview == nil)
        #expect(damage.window.contains(Point(300, 300)))
    }

    @Test func padsAndUnknownDevicesNeverBecomeActive() {
        var editor = Editor.fresh()
        for device in [DeviceRef(id: 30, kind: .pad), DeviceRef(id: 31, kind: .other)] {
            _ = editor.hover(Point(300, 300), device)
            _ = editor.press(Point(20, 20), device)
            _ = editor.release(Point(20, 20), device)
        }
        #expect(editor.activeKind == .mouse)
    }
}
