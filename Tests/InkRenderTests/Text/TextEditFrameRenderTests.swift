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

    /// At interface scale 1.5 the 1 px dashed frame fell between device pixels: two rows of
    /// lighter dashes along each side. It lies on one row of device pixels, at full strength.
    @Test(arguments: [1.0, 1.5, 2.0])
    func theFrameIsOneDevicePixelWide(scale: Double) throws {
        var editor = Editor(windowSize: Size(400, 300))
        editor.textMeasure = PangoTextMeasure.shared
        let mouse = DeviceFixtures.mouse
        let renderer = try #require(FrameRenderer(width: Int(400 * scale), height: Int(300 * scale), scale: scale))
        _ = renderer.render(editor.scene, damage: Damage(window: editor.windowFrame), fullInk: true)
        for o in [editor.handle(KeyChord(.character("t"))),
                  editor.handle(InputEvent(action: .press(.primary), device: mouse, position: Point(150.3, 100.7))),
                  editor.handle(InputEvent(action: .release(.primary), device: mouse, position: Point(150.3, 100.7), buttons: .primary))] {
            _ = renderer.render(editor.scene, damage: o.damage)
        }
        let outline = try #require(editor.scene.textEdit?.outline)
        // The top side, in device pixels, between the grips: the rows holding dashes.
        let top = Int((outline.minY * scale).rounded(.down))
        let xs = Int((outline.minX + 40) * scale)..<Int((outline.maxX - 40) * scale)
        var rows: [Int: (count: Int, strong: Int)] = [:]
        for y in top - 2...top + 2 {
            for x in xs {
                let p = renderer.frame.pixel(x: x, y: y)
                guard Int(p & 0xff) > Int((p >> 16) & 0xff) + 40 else { continue }   // blue over white
                let strong = channelDistance(p, 0xffffff) > 150 ? 1 : 0
                rows[y] = (rows[y, default: (0, 0)].count + 1, rows[y, default: (0, 0)].strong + strong)
            }
        }
        #expect(rows.count == 1, "dashes on rows \(rows.keys.sorted()) at scale \(scale)")
        // Full strength but for a dash's ends (cut at fractional places along the side).
        if let row = rows.values.first { #expect(row.count > 10 && row.strong * 5 >= row.count * 2, "dashes at full strength: \(row)") }
    }
}
