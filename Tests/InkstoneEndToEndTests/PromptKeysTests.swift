import Foundation
import InkGeometry
import InkInterface
import Testing

/// Issue 18: the prompt is answered from the keyboard. Ctrl+W with unsaved ink asks (Save,
/// Don't Save, Cancel): Tab twice rings Cancel and Enter gives it (the ink stays); asked again,
/// Shift+Tab twice rings Don't Save and Enter gives it (a blank page takes its place).
@Suite struct PromptKeysTests {
    /// Whether the focus ring (accent blue, just outside the button) runs down its left side.
    static func ringShows(_ s: Snapshot, around frame: Rect) -> Bool {
        (Int(frame.minX) - 6...Int(frame.minX) - 1).contains { x in
            let p = s.pixel(x, Int(frame.center.y))
            return abs(Int(p >> 16) - 0x2f) < 40 && abs(Int((p >> 8) & 0xff) - 0x6f) < 40 && abs(Int(p & 0xff) - 0xe4) < 40
        }
    }

    @Test func tabMovesBetweenTheAnswersAndEnterGivesTheRingedOne() throws {
        let s = try AppSession()
        s.client.drag(s.window, through: DrawingTests.line(300, 400, 500, 400))
        s.expectPixels("ink") { $0.isDark(400, 400) }
        let frames = DocumentKeysTests.closePrompt
        s.client.key("w", with: ["Control_L"])
        s.expectPixels("the question", DocumentKeysTests.promptShows)
        s.client.key("Tab")
        s.client.key("Tab")
        s.expectPixels("the ring on Cancel") { Self.ringShows($0, around: frames[2]) && !Self.ringShows($0, around: frames[1]) }
        s.screenshot("prompt-focus-cancel")
        s.client.key("Return")
        s.expectPixels("the question answered, the ink kept") { !DocumentKeysTests.promptShows($0) && $0.isDark(400, 400) }
        #expect(s.app.poll() == nil)
        s.client.key("w", with: ["Control_L"])
        s.expectPixels("asked again", DocumentKeysTests.promptShows)
        s.client.key("Tab", with: ["Shift_L"])
        s.client.key("Tab", with: ["Shift_L"])
        s.expectPixels("the ring on Don't Save") { Self.ringShows($0, around: frames[1]) }
        s.client.key("Return")
        s.expectPixels("a blank page") { !DocumentKeysTests.promptShows($0) && !$0.isDark(400, 400) }
        #expect(s.app.poll() == nil, "the window stays")
    }
}
