import Foundation
import Testing

/// Undo and redo end to end: keys and toolbar buttons, strokes and erasures.
@Suite struct HistoryTests {
    @Test func ctrlZRemovesAndCtrlShiftZAndCtrlYBringBack() throws {
        let s = try AppSession()
        s.client.drag(s.window, through: DrawingTests.line(300, 300, 600, 300))
        s.expectPixels("the stroke") { $0.isDark(450, 300) }
        s.client.key("z", with: ["Control_L"])
        s.expectPixels("the stroke gone after Ctrl+Z") { $0.pixel(450, 300) == paperWhite }
        s.client.key("z", with: ["Control_L", "Shift_L"])
        s.expectPixels("the stroke back after Ctrl+Shift+Z") { $0.isDark(450, 300) }
        s.client.key("z", with: ["Control_L"])
        s.expectPixels("the stroke gone again") { $0.pixel(450, 300) == paperWhite }
        s.client.key("y", with: ["Control_L"])
        s.expectPixels("the stroke back after Ctrl+Y") { $0.isDark(450, 300) }
    }

    @Test func theEraserToolErasesWholeStrokesAndUndoRestoresThem() throws {
        let s = try AppSession()
        s.client.drag(s.window, through: DrawingTests.line(300, 200, 300, 500))
        s.client.drag(s.window, through: DrawingTests.line(500, 200, 500, 500))
        s.expectPixels("two strokes") { $0.isDark(300, 350) && $0.isDark(500, 350) }
        let eraser = try #require(ToolbarGeometry.frame(of: .tool(.eraser)))
        s.client.click(s.window, eraser.center.x, eraser.center.y)
        // Cross only the first stroke, near its middle.
        s.client.drag(s.window, through: DrawingTests.line(250, 350, 350, 350, steps: 10))
        s.expectPixels("the whole first stroke erased, the second kept") {
            $0.pixel(300, 210) == paperWhite && $0.pixel(300, 490) == paperWhite && $0.isDark(500, 350)
        }
        let undo = try #require(ToolbarGeometry.frame(of: .undo))
        s.client.click(s.window, undo.center.x, undo.center.y)
        s.expectPixels("the erased stroke back after the Undo button") { $0.isDark(300, 210) && $0.isDark(300, 490) }
        let redo = try #require(ToolbarGeometry.frame(of: .redo))
        s.client.click(s.window, redo.center.x, redo.center.y)
        s.expectPixels("erased again after the Redo button") { $0.pixel(300, 350) == paperWhite && $0.isDark(500, 350) }
    }
}
