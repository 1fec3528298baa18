import CCairo
import CPango
import Testing
import InkGeometry
@testable import InkRender

/// Issue 18: an emoji in a name is drawn in colour, from the colour emoji font Pango falls back
/// to (fonts-noto-color-emoji, in packaging/debian-deps.sh), as pangocairo draws it, and not
/// as a missing-glyph box or a black outline (the text's colour is black here: any coloured
/// pixel comes from the emoji's own colours).
@Suite struct EmojiRenderingTests {
    static let name = "🎨 sketch.inkstone"

    /// Pixels whose channels differ by more than 60: coloured, not grey or black.
    static func coloured(_ pixels: [UInt32]) -> Int {
        pixels.filter { p in
            let r = Int(p >> 16 & 0xff), g = Int(p >> 8 & 0xff), b = Int(p & 0xff)
            return max(r, g, b) - min(r, g, b) > 60
        }.count
    }

    @Test func anEmojiInANameIsDrawnInColourAsPangoDrawsIt() {
        let painted = PangoTextRenderingTests.painter(Self.name, size: 18)
        let pango = PangoTextRenderingTests.pango(Self.name, size: 18)
        #expect(PangoTextRenderingTests.differing(painted, pango) == 0, "the same pixels as pangocairo's")
        #expect(Self.coloured(painted) > 100, "the palette emoji is in colour: \(Self.coloured(painted)) coloured pixels")
        // The emoji alone: coloured, where a box or a monochrome glyph would be black and grey.
        let alone = PangoTextRenderingTests.painter("🎨", size: 18)
        #expect(Self.coloured(alone) > 100 && Double(Self.coloured(alone)) > 0.4 * Double(PangoTextRenderingTests.inked(alone)),
                "mostly coloured: \(Self.coloured(alone)) of \(PangoTextRenderingTests.inked(alone)) inked pixels")
        // The rest of the name stays black text.
        let text = PangoTextRenderingTests.painter("sketch.inkstone", size: 18)
        #expect(Self.coloured(text) == 0)
    }
}
