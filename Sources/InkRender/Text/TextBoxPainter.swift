import CCairo
internal import CPango
import InkDocument
import InkGeometry

/// Draws text boxes with Pango (pangocairo): measured layout, wrapping at the box's width,
/// font fallback through fontconfig (CJK, Arabic), bidirectional text. On a PDF surface
/// pangocairo writes real text (fonts embedded, `pdftotext` finds it). Metrics are not hinted,
/// so a box wraps the same at every zoom, in a PNG and in a PDF.
enum TextBoxPainter {
    /// The default family (fontconfig's sans-serif).
    static let defaultFamily = "Sans"

    /// Runs `body` with the box's layout made for `cr` (whose units are page units), then frees it.
    static func withLayout<R>(_ box: TextBox, on cr: OpaquePointer, _ body: (OpaquePointer) -> R) -> R? {
        guard let layout = pango_cairo_create_layout(cr) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        if let options = cairo_font_options_create() {
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
            cairo_font_options_destroy(options)
            pango_layout_context_changed(layout)
        }
        let font = pango_font_description_new()
        pango_font_description_set_family(font, box.font ?? defaultFamily)
        pango_font_description_set_absolute_size(font, box.fontSize * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        pango_layout_set_width(layout, Int32(Swift.max(1, Swift.min(box.width, 1e6)) * Double(PANGO_SCALE)))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_text(layout, box.text, -1)
        return body(layout)
    }

    /// Draws a box's text at its place; `cr`'s units are the page's.
    static func paint(_ box: TextBox, on cr: OpaquePointer) {
        guard !box.text.isEmpty else { return }
        cairo_save(cr)
        cairo_set_source_rgba(cr, box.color.red, box.color.green, box.color.blue, box.color.alpha)
        cairo_move_to(cr, box.origin.x, box.origin.y)
        _ = withLayout(box, on: cr) { pango_cairo_show_layout(cr, $0) }
        cairo_restore(cr)
    }

    /// Draws a page's boxes, bottom to top, but the one being edited (`except`, drawn as its draft).
    static func paint(_ texts: [TextBox], except: UInt64? = nil, on cr: OpaquePointer) {
        for box in texts where box.id != except { paint(box, on: cr) }
    }

    /// Where the caret at `caret` characters lies in the box, in page units (its top and height).
    /// With `endsLine` it stands at the trailing edge of the character before it, on that
    /// character's line (the end of a line wrapped there, not the start of the next).
    static func caret(_ box: TextBox, at caret: Int, endsLine: Bool = false, on cr: OpaquePointer) -> Rect? {
        let index = Int32(String(box.text.prefix(Swift.max(0, caret))).utf8.count)
        let before = endsLine && caret > 0 ? Int32(String(box.text.prefix(caret - 1)).utf8.count) : nil
        return withLayout(box, on: cr) { layout in
            var strong = PangoRectangle()
            let s = Double(PANGO_SCALE)
            if let before, before < index {
                var character = PangoRectangle()
                pango_layout_index_to_pos(layout, before, &character)
                return Rect(x: box.origin.x + Double(character.x + character.width) / s, y: box.origin.y + Double(character.y) / s,
                            width: 0, height: Double(character.height) / s)
            }
            pango_layout_get_cursor_pos(layout, index, &strong, nil)
            return Rect(x: box.origin.x + Double(strong.x) / s, y: box.origin.y + Double(strong.y) / s,
                        width: 0, height: Double(strong.height) / s)
        }
    }

    /// The measured size of the box's text, in page units.
    static func measuredSize(_ box: TextBox, on cr: OpaquePointer) -> Size {
        withLayout(box, on: cr) { layout in
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            return Size(Double(logical.width) / Double(PANGO_SCALE), Double(logical.height) / Double(PANGO_SCALE))
        } ?? Size(0, 0)
    }
}
