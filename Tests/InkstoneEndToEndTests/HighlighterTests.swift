import Foundation
import Testing

/// The highlighter on the real binary: key H chooses it, it draws yellow by default, the pen's
/// line it crosses stays dark (highlights lie under the ink), and where one highlighter stroke
/// crosses itself the colour is the same as elsewhere along it.
@Suite struct HighlighterTests {
    static func isYellowish(_ p: UInt32) -> Bool {
        let r = (p >> 16) & 0xff, g = (p >> 8) & 0xff, b = p & 0xff
        return r > 230 && g > 210 && b < 200
    }

    @Test func keyHDrawsAYellowHighlightUnderThePensLineThatNeverDarkensOverItself() throws {
        let s = try AppSession()
        s.client.drag(s.window, through: DrawingTests.line(400, 200, 400, 560))          // the pen's line
        s.expectPixels("the pen's line") { $0.isDark(400, 300) }
        s.client.key("h")
        s.client.drag(s.window, through: DrawingTests.line(200, 300, 600, 300))          // across it
        // Right, up, left, then down through its first part at (450, 500).
        let loop = DrawingTests.line(200, 500, 600, 500) + DrawingTests.line(600, 500, 600, 440).dropFirst()
            + DrawingTests.line(600, 440, 450, 440).dropFirst() + DrawingTests.line(450, 440, 450, 600).dropFirst()
        s.client.drag(s.window, through: Array(loop))
        let shot = s.expectPixels("a yellow highlight along both strokes") { snap in
            Self.isYellowish(snap.pixel(300, 300)) && Self.isYellowish(snap.pixel(300, 500)) && Self.isYellowish(snap.pixel(450, 580))
        }
        let snap = try #require(shot)
        s.screenshot("highlighter")
        #expect(snap.isDark(400, 300), "the pen's line stays dark where the highlight crosses it: \(String(snap.pixel(400, 300), radix: 16))")
        #expect(snap.isDark(400, 500), "and under the self-crossing stroke: \(String(snap.pixel(400, 500), radix: 16))")
        #expect(close(snap.pixel(450, 500), snap.pixel(300, 500), tolerance: 3),
                "the crossing \(String(snap.pixel(450, 500), radix: 16)) is as light as the rest \(String(snap.pixel(300, 500), radix: 16))")
        let band = (270...330).filter { Self.isYellowish(snap.pixel(300, $0)) }.count
        #expect(band >= 18, "wide enough for a line of 150-dpi text at 100 %: \(band) px")
    }
}
