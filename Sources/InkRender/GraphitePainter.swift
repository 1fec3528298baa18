import CCairo
import InkDocument
import InkGeometry

/// Paints a pencil stroke: each outline piece as opaque as its pressure and tilt make the
/// graphite (`Graphite.opacity`), into a group where a piece replaces what the pieces before
/// it left (so the stroke's own overlaps never darken, and its darkness follows the pen
/// smoothly), then through the paper's grain (`GraphiteGrain`) onto the page. Pieces are
/// painted in ascending order whatever the clip, so a repaint gives the same pixels.
enum GraphitePainter {
    static func fill(_ points: [StrokePoint], pieces: [Int], color: InkColor, outline: OutlineOptions, on cr: OpaquePointer) {
        guard let first = points.first else { return }
        cairo_save(cr)
        cairo_push_group(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        func piece(_ a: StrokePoint, _ b: StrokePoint) {
            cairo_new_path(cr)
            addPolygon(cr, outlinePiece(a, b, options: outline))
            let opacity = Graphite.opacity(pressure: (a.pressure + b.pressure) / 2, tilt: (a.tilt + b.tilt) / 2)
            cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * opacity)
            cairo_fill(cr)
        }
        if points.count == 1 {
            piece(first, first)
        } else {
            for i in pieces { piece(points[i], points[i + 1]) }
        }
        cairo_pop_group_to_source(cr)
        if let grain = GraphiteGrain.shared.pattern {
            cairo_mask(cr, grain)
        } else {
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }
}
