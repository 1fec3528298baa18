import CCairo
import CPango
import Testing
import InkGeometry
@testable import InkRender

/// The interface's text is Pango's: a CJK and an Arabic string drawn by the app's painter are
/// pixel for pixel what pangocairo itself draws for them (font fallback, shaping, right to
/// left), and not what Cairo's simple text API made of them (boxes; letters unjoined, left to right).
@Suite struct PangoTextRenderingTests {
    static let cjk = "笔记本 手書きメモ"
    static let arabic = "ملاحظات المحاضرة"

    /// A white 320x60 image with `draw` done on it; its pixels.
    static func pixels(_ draw: (OpaquePointer) -> Void) -> [UInt32] {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 320, 60)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        draw(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let data = cairo_image_surface_get_data(surface)!.withMemoryRebound(to: UInt32.self, capacity: stride * 60) { $0 }
        var out: [UInt32] = []
        for y in 0..<60 { for x in 0..<320 { out.append(data[y * stride + x] & 0xffffff) } }
        return out
    }

    /// pangocairo's own rendering: a layout of the text in DejaVu Sans at `size` px, its
    /// baseline at (10, 40).
    static func pango(_ text: String, size: Double) -> [UInt32] {
        pixels { cr in
            let layout = pango_cairo_create_layout(cr)!
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            let font = pango_font_description_from_string("DejaVu Sans")!
            defer { pango_font_description_free(font) }
            pango_font_description_set_absolute_size(font, size * Double(PANGO_SCALE))
            pango_layout_set_font_description(layout, font)
            pango_layout_set_text(layout, text, -1)
            cairo_set_source_rgb(cr, 0, 0, 0)
            cairo_move_to(cr, 10, 40 - Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE))
            pango_cairo_show_layout(cr, layout)
        }
    }

    /// Cairo's simple ("toy") text API, as the app drew before.
    static func toy(_ text: String, size: Double) -> [UInt32] {
        pixels { cr in
            cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
            cairo_set_font_size(cr, size)
            cairo_set_source_rgb(cr, 0, 0, 0)
            cairo_move_to(cr, 10, 40)
            cairo_show_text(cr, text)
        }
    }

    static func painter(_ text: String, size: Double) -> [UInt32] {
        pixels { cr in TextPainter.draw(text, x: 10, y: 40, size: size, color: 0x000000, on: cr) }
    }

    static func differing(_ a: [UInt32], _ b: [UInt32]) -> Int { zip(a, b).filter { $0 != $1 }.count }
    static func inked(_ a: [UInt32]) -> Int { a.filter { $0 != 0xffffff }.count }

    @Test(arguments: [cjk, arabic])
    func thePainterDrawsWhatPangoDraws(text: String) {
        let painted = Self.painter(text, size: 18), pango = Self.pango(text, size: 18)
        #expect(Self.inked(painted) > 200, "the text is drawn")
        #expect(Self.differing(painted, pango) == 0, "the same pixels as pangocairo's")
    }

    @Test func cjkIsDrawnWithAFallbackFontNotAsBoxes() {
        let painted = Self.painter(Self.cjk, size: 18), toy = Self.toy(Self.cjk, size: 18)
        #expect(Self.differing(painted, toy) > 300, "not the toy API's missing-glyph boxes")
    }

    @Test func arabicIsShapedRightToLeft() {
        let painted = Self.painter(Self.arabic, size: 18)
        let toy = Self.toy(Self.arabic, size: 18)
        #expect(Self.differing(painted, toy) > 300, "not the toy API's unjoined letters")
        // The first word (ملاحظات) is at the right end: reading right to left, so its letters
        // are drawn on the right; laid out left to right the same word would start at the left.
        let width = TextLayouts.shared.withMeasuredLayout(TextLayoutKey(text: Self.arabic, size: 18, bold: false)) { TextLayoutMetrics($0).width }
        let first = TextLayouts.shared.withMeasuredLayout(TextLayoutKey(text: "ملاحظات", size: 18, bold: false)) { TextLayoutMetrics($0).width }
        let alone = Self.painter("ملاحظات", size: 18)
        // The word alone, moved to where the right end of the whole line is, covers the same pixels.
        let moved = Self.pixels { cr in TextPainter.draw("ملاحظات", x: 10 + width - first, y: 40, size: 18, color: 0, on: cr) }
        let overlap = zip(moved, painted).filter { $0 != 0xffffff && $0 == $1 }.count
        #expect(Self.inked(alone) > 100)
        #expect(Double(overlap) > 0.8 * Double(Self.inked(moved)), "the first word ends the line on the right")
        // Joined: the word is narrower than its letters drawn one by one (isolated forms).
        let isolated = "ملاحظات".map { String($0) }.map { letter in
            TextLayouts.shared.withMeasuredLayout(TextLayoutKey(text: letter, size: 18, bold: false)) { TextLayoutMetrics($0).width }
        }.reduce(0, +)
        #expect(first < isolated - 4, "letters joined")
    }

    @Test func aLongFileNameIsShortenedInTheMiddle() {
        let name = "2026-11-30 会議のメモ 最終版の下書き.inkstone"
        let measure = PangoTextMeasure.shared
        let full = measure.width(name, .init(size: 13))
        let painted = Self.pixels { cr in
            let used = TextPainter.draw(name, in: Rect(x: 0, y: 0, width: full / 2, height: 60), size: 13, color: 0,
                                        padding: 0, overflow: .truncateMiddle, on: cr)
            #expect(used.width <= full / 2 + 1 && used.width > full / 2 - 40, "\(used) \(full / 2)")
        }
        // Ink at both ends of the box: the start and the end of the name are kept.
        let columns = (0..<320).map { x in (0..<60).contains { painted[$0 * 320 + x] != 0xffffff } }
        #expect(columns[0..<8].contains(true) && columns[Int(full / 2) - 10..<Int(full / 2)].contains(true))
        #expect(!columns[Int(full / 2) + 2..<320].contains(true), "nothing past the box")
    }
}
