/// The dashed frame of the box being edited keeps clear of its text: a few pixels between the
/// line and the glyphs at the left, where every line starts, and at the right, where a long word
/// fills the line (the frame used to run along the text's own edges, touching its first letters).
import Testing
import InkGeometry
import InkInput
import InkInterface
import InkRender
import InkTestSupport

@Suite struct TextEditFrameRenderTests {
    static func isDark(_ p: UInt32) -> Bool { (p >> 16) & 0xff < 120 && (p >> 8) & 0xff < 120 && p & 0xff < 120 }
    /// The frame's dashes: the accent blue over white.
    static func isDash(_ p: UInt32) -> Bool { channelDistance(p, 0x2f6fe4) < 90 }

    @Test func theFrameKeepsClearOfTheText() throws {
        let h = RenderHarness(width: 640, height: 480)
        h.key(KeyChord(.character("t")))
        h.press(Point(200, 200)); h.release(Point(200, 200))
        for c in "Hello 東京 " + String(repeating: "W", count: 40) { h.key(KeyChord(.character(String(c).lowercased()), [], text: String(c))) }
        let view = try #require(h.editor.scene.textEdit)
        let rows = Int(view.frame.minY) + 4..<Int(view.frame.maxY) - 4
        // Away from the grips: the rows above the width handle's.
        let clearRows = rows.filter { Double($0) < view.widthGrip.minY - 2 || Double($0) > view.widthGrip.maxY + 2 }
        var inkLeft = Int.max, inkRight = Int.min, dashLeft = Int.max, dashRight = Int.min
        for y in clearRows {
            for x in Int(view.moveGrip.maxX) + 1..<Int(view.frame.maxX) + 12 {
                let p = h.pixel(x, y)
                if Self.isDark(p) { inkLeft = min(inkLeft, x); inkRight = max(inkRight, x) }
                if Self.isDash(p) { dashLeft = min(dashLeft, x); dashRight = max(dashRight, x) }
            }
        }
        #expect(inkLeft != Int.max && dashLeft != Int.max, "text and frame drawn")
        #expect(inkLeft - dashLeft >= 3, "the frame's left side at \(dashLeft), the text from \(inkLeft)")
        #expect(dashRight - inkRight >= 3, "the frame's right side at \(dashRight), the text to \(inkRight)")
    }
}
