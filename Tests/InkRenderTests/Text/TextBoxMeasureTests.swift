/// A text box's size is Pango's, not an estimate (issue 18): `PangoTextMeasure` (the engine's
/// `TextMeasure`, as the app gives it to the editor) measures a box exactly as pangocairo lays
/// it out (wrapped lines, CJK, any font size), the box being edited is framed by it on screen,
/// an unbounded page's PNG is as large as it, and the caret's place and the offset under a
/// point are Pango's (`pango_layout_xy_to_index`).
import CCairo
import CPango
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface
@testable import InkRender
import InkTestSupport

@Suite struct TextBoxMeasureTests {
    /// pangocairo's own measure of a box: a layout of a plain image surface's context in the
    /// default sans-serif at the box's size, wrapped at its width (words, then characters),
    /// metrics unhinted; its logical extent in units.
    static func pangocairo(_ box: TextBox) -> (size: Size, lines: Int) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        let layout = pango_cairo_create_layout(cr)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let options = cairo_font_options_create()!
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
        cairo_font_options_destroy(options)
        pango_layout_context_changed(layout)
        let font = pango_font_description_from_string("Sans")!
        defer { pango_font_description_free(font) }
        pango_font_description_set_absolute_size(font, box.fontSize * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_layout_set_width(layout, Int32(box.width * Double(PANGO_SCALE)))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_text(layout, box.text, -1)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let s = Double(PANGO_SCALE)
        return (Size(Double(logical.width) / s, Double(logical.height) / s), Int(pango_layout_get_line_count(layout)))
    }

    static let boxes: [TextBox] = [
        TextBox(id: 1, origin: Point(0, 0), width: 120, text: "The quick brown fox jumps over the lazy dog", fontSize: 16),
        TextBox(id: 2, origin: Point(0, 0), width: 90, text: "手書きのメモを取る。笔记本电脑", fontSize: 24),
        TextBox(id: 3, origin: Point(0, 0), width: 300, text: "one\ntwo\n\nfour", fontSize: 12),
        TextBox(id: 4, origin: Point(0, 0), width: 200, text: "Größe 大きい", fontSize: 48),
        TextBox(id: 5, origin: Point(0, 0), width: 200, text: "", fontSize: 20),
    ]

    @Test(arguments: boxes)
    func aBoxMeasuresAsPangocairoLaysItOut(_ box: TextBox) {
        let measured = PangoTextMeasure.shared.boxSize(box)
        let pango = Self.pangocairo(box)
        #expect(abs(measured.height - pango.size.height) < 0.01, "\(box.text): \(measured) against pangocairo's \(pango.size)")
        #expect(abs(measured.width - pango.size.width) < 0.01)
        #expect(PangoTextMeasure.shared.boxFrame(box).height == measured.height, "the box is as tall as its text")
        if box.id <= 2 { #expect(pango.lines >= 3, "the text wraps into lines (\(pango.lines))") }
    }

    @Test func theCaretsPlaceAndTheOffsetUnderAPointAgree() {
        for box in Self.boxes where !box.text.isEmpty {
            for offset in 0...box.text.count {
                let f = PangoTextMeasure.shared.caretFrame(in: box, at: offset)
                #expect(f.height > 0)
                let back = PangoTextMeasure.shared.caretOffset(in: box, at: Point(f.minX + 0.2, f.center.y))
                // At a wrapped line's end the offset before the break and after it are one place.
                let text = Array(box.text)
                let atBreak = offset > 0 && offset < text.count && PangoTextMeasure.shared.caretFrame(in: box, at: offset - 1).minY < f.minY
                #expect(back == offset || atBreak, "\(box.text) offset \(offset): \(back)")
            }
        }
    }

    @Test func theLowerHalfOfALineIsStillThatLine() {
        let box = Self.boxes[0]
        let first = PangoTextMeasure.shared.caretFrame(in: box, at: 0)
        #expect(PangoTextMeasure.shared.caretOffset(in: box, at: Point(-5, first.maxY - 1)) == 0)
        #expect(PangoTextMeasure.shared.caretOffset(in: box, at: Point(1e4, 1e4)) == box.text.count, "past the end: the end")
    }

    @Test func anUnboundedPagesPNGFitsItsBoxExactly() throws {
        var document = Document()
        let box = TextBox(id: 1, origin: Point(500, 400), width: 150, text: "three lines of text to wrap here", fontSize: 20)
        document.pages[0].texts = [box]
        let s = try TemporaryFolder("text-fit")
        let out = try decodeFile(try DocumentExporter.exportPNG(document, to: s.url)[0])
        let measured = Self.pangocairo(box).size
        #expect(out.height == Int((400 + measured.height).rounded(.up)) - 400 + 64, "\(out.height) for \(measured.height) high text and two 32 margins")
        var lowest = 0
        for y in 0..<out.height { for x in 0..<out.width where channelDistance(out.pixel(x: x, y: y) & 0xffffff, 0x202020) < 100 { lowest = Swift.max(lowest, y) } }
        #expect(lowest < 32 + Int(measured.height.rounded(.up)), "the last line's ink lies in the box (row \(lowest))")
        #expect(lowest > 32 + Int(measured.height) - 20, "and the box ends with its last line (row \(lowest))")
    }

    @Test func theBoxBeingEditedIsFramedByItsMeasuredText() throws {
        let h = RenderHarness(width: 640, height: 640)
        h.key(KeyChord(.character("t")))
        h.press(Point(200, 200)); h.release(Point(200, 200))
        let words = "many words that wrap onto several lines of the box 多くの言葉 as typed here, and more words to make it long enough"
        for c in words { h.key(KeyChord(.character(String(c).lowercased()), [], text: String(c))) }
        let view = try #require(h.editor.scene.textEdit)
        let measured = PangoTextMeasure.shared.boxSize(view.box)
        #expect(measured.height > 64, "tall enough to pass the least writing height")
        #expect(abs(view.frame.height - measured.height * h.editor.viewport.scale) < 0.01, "\(view.frame) for \(measured)")
        var lowest = 0
        for y in Int(view.frame.minY)..<Int(view.frame.maxY) + 20 { for x in Int(view.frame.minX)..<Int(view.frame.maxX) where channelDistance(h.pixel(x, y), 0x202020) < 60 { lowest = y } }
        #expect(Double(lowest) < view.frame.maxY && Double(lowest) > view.frame.maxY - 20, "the last line at the frame's bottom (row \(lowest), frame \(view.frame))")
    }
}
