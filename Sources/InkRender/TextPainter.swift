import CCairo
import InkGeometry

/// Labels with Cairo's simple text API and the DejaVu fonts that come with Cairo (Latin text;
/// no bidi or font fallback, which the app's own labels do not need).
enum TextPainter {
    /// Draws `text` with its left end at `x` and its baseline at `y`; returns its width.
    @discardableResult
    static func draw(_ text: String, x: Double, y: Double, size: Double, bold: Bool = false, color: UInt32, on cr: OpaquePointer) -> Double {
        cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, size)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, text, &extents)
        setColor(cr, color)
        cairo_move_to(cr, x, y)
        cairo_show_text(cr, text)
        return extents.x_advance
    }

    /// The width `text` would take.
    static func width(_ text: String, size: Double, bold: Bool = false, on cr: OpaquePointer) -> Double {
        cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, size)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, text, &extents)
        return extents.x_advance
    }
}
