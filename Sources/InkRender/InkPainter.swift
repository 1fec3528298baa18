import CCairo
import InkDocument
import InkGeometry
import InkInterface

/// Fills stroke outlines with Cairo. All pieces of a stroke go into one path filled with the
/// non-zero rule, so overlapping pieces are painted once.
public enum InkPainter {
    /// Paints the pieces of a centre line whose bounds meet `clip` (page coordinates).
    public static func paint(_ points: [StrokePoint], color: InkColor, outline: OutlineOptions,
                             on cr: OpaquePointer, within clip: Rect) {
        guard let first = points.first else { return }
        cairo_new_path(cr)
        if points.count == 1 {
            addPolygon(cr, outlinePiece(first, first, options: outline))
        } else {
            for i in 1..<points.count {
                let a = points[i - 1], b = points[i]
                guard outlinePieceBounds(a, b, options: outline).intersects(clip) else { continue }
                addPolygon(cr, outlinePiece(a, b, options: outline))
            }
        }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_fill(cr)
    }

    /// Paints the part of a stroke in progress that meets `clip`, with the same path as
    /// `paint(_:color:outline:on:within:)` draws for its points, found through the stroke's
    /// piece index instead of a walk over every piece. Adds the work done to `work`.
    public static func paint(_ stroke: ActiveStroke, on cr: OpaquePointer, within clip: Rect, work: inout Int) {
        let points = stroke.points, outline = stroke.outline
        guard let first = points.first else { return }
        cairo_new_path(cr)
        if points.count == 1 {
            addPolygon(cr, outlinePiece(first, first, options: outline))
        } else {
            for i in stroke.pieces(meeting: clip, work: &work) {
                addPolygon(cr, outlinePiece(points[i], points[i + 1], options: outline))
            }
        }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_set_source_rgba(cr, stroke.color.red, stroke.color.green, stroke.color.blue, stroke.color.alpha)
        cairo_fill(cr)
    }

    /// Paints a finished stroke.
    public static func paint(_ stroke: Stroke, on cr: OpaquePointer, within clip: Rect) {
        guard stroke.bounds.intersects(clip) else { return }
        paint(stroke.points, color: stroke.color, outline: stroke.outline, on: cr, within: clip)
    }

    /// Paints every stroke of a page that meets `clip`, bottom to top.
    public static func paint(_ page: Page, on cr: OpaquePointer, within clip: Rect) {
        for stroke in page.strokes { paint(stroke, on: cr, within: clip) }
    }
}
