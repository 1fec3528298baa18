/// With a pen attached, the toolbar and the status bar show the pen's tool from the start
/// (`Editor.penAttached`), until a device is used; after that the device in use leads, as before.
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport

@Suite struct EditorPenAttachedTests {
    /// Remembered from the day before: the pen on the highlighter, the mouse on the lasso.
    static func restarted() -> Editor {
        var editor = Editor.fresh()
        var state = RememberedState()
        state.devices[DeviceKind.pen.rawValue] = RememberedTools(tool: "highlighter", previousTool: "pen", colors: [:], customColors: [:], widths: [:])
        state.devices[DeviceKind.mouse.rawValue] = RememberedTools(tool: "lasso", previousTool: "pen", colors: [:], customColors: [:], widths: [:])
        _ = editor.restore(state)
        return editor
    }

    @Test func thePensToolIsShownFromTheStart() {
        var editor = Self.restarted()
        #expect(editor.modeIndicator.tool == .lasso, "the premise: the mouse's tool shows")
        _ = editor.penAttached()
        #expect(editor.modeIndicator.tool == .highlighter)
        #expect(editor.shownToolState.tool == .highlighter, "the toolbar's too")
    }

    @Test func aDeviceUsedAlreadyKeepsTheLead() {
        var editor = Self.restarted()
        _ = editor.hover(Point(400, 300), Devices.mouse)
        _ = editor.press(Point(400, 300))
        _ = editor.release(Point(400, 300))
        _ = editor.penAttached()
        #expect(editor.modeIndicator.tool == .lasso, "the mouse was used: it stays in use")
    }
}
