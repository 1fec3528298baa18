import Testing
import InkGeometry
import InkInterface
import InkRender

/// The first-start hint's card, sized by the font's measure, ends just under its last line of
/// text (no empty band left by guessed widths), in a roomy window and at 400x300.
@Suite struct HintCardFitTests {
    @Test(arguments: [(1000, 720), (400, 300)])
    func theCardEndsUnderItsLastLine(width: Int, height: Int) throws {
        let h = RenderHarness(width: width, height: height)
        _ = h.editor.restore(RememberedState())
        h.show(Damage(window: h.editor.windowFrame))
        let hint = try #require(h.editor.scene.hint)
        let f = hint.frame.integral
        // The lowest row of the card with dark (text) pixels.
        var lowest = 0
        for y in Int(f.minY)..<Int(f.maxY) {
            for x in Int(f.minX) + 10..<Int(f.maxX) - 10 where (h.pixel(x, y) & 0xff) < 0x80 { lowest = y; break }
        }
        if f.height < Double(height) - 30 {
            #expect(f.maxY - Double(lowest) <= 14, "card \(f), last text row \(lowest)")
        }
        #expect(Double(lowest) < f.maxY - 4, "the text stays inside the card")
    }
}
