import CCairo
import InkGeometry
import InkInterface

/// Draws the pen's hover preview: a disc of the ink's colour and real size, the highlighter's
/// chisel as its rotated rectangle, or the eraser's
/// reach as a ring that shows on light and dark content alike (the area eraser's filled with a
/// translucent tint: the ink under it is what goes).
enum HoverPainter {
    static func paint(_ preview: HoverPreview, on cr: OpaquePointer) {
        let c = preview.center, r = preview.diameter / 2
        cairo_save(cr)
        cairo_new_path(cr)
        switch preview.style {
        case .disc:
            cairo_arc(cr, c.x, c.y, r, 0, 2 * .pi)
            cairo_set_source_rgba(cr, preview.color.red, preview.color.green, preview.color.blue, preview.color.alpha)
            cairo_fill(cr)
        case .chisel(let angle, let thickness):
            let corners = ChiselNib(length: preview.diameter, thickness: thickness).corners(at: StrokePoint(c, angle: angle))
            addPolygon(cr, corners)
            cairo_set_source_rgba(cr, preview.color.red, preview.color.green, preview.color.blue, preview.color.alpha)
            cairo_fill_preserve(cr)
            // A thin darker edge, so the nib's shape shows on a highlight of the same colour.
            cairo_set_line_width(cr, 1)
            cairo_set_source_rgba(cr, preview.color.red * 0.6, preview.color.green * 0.6, preview.color.blue * 0.6, 0.8)
            cairo_stroke(cr)
        case .ring, .footprint:
            if preview.style == .footprint {
                cairo_arc(cr, c.x, c.y, r, 0, 2 * .pi)
                cairo_set_source_rgba(cr, preview.color.red, preview.color.green, preview.color.blue, 0.3)
                cairo_fill(cr)
            }
            cairo_set_line_width(cr, 1.5)
            cairo_arc(cr, c.x, c.y, Swift.max(1, r - 0.75), 0, 2 * .pi)
            cairo_set_source_rgba(cr, preview.color.red, preview.color.green, preview.color.blue, 1)
            cairo_stroke(cr)
            cairo_set_line_width(cr, 1)
            cairo_arc(cr, c.x, c.y, Swift.max(0.5, r - 2), 0, 2 * .pi)
            cairo_set_source_rgba(cr, 1, 1, 1, 0.9)
            cairo_stroke(cr)
        }
        cairo_restore(cr)
    }
}
