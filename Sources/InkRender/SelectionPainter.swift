import CCairo
import InkDocument
import InkGeometry
import InkInterface

/// Draws the lasso's marks: the selected strokes (and the edges of the selected images, turned
/// with them) under a translucent blue halo, the loop or
/// rectangle being drawn and the selection's frame dashed, the corner handles as white
/// squares and the rotate handle as a circle on a stalk (both edged in blue, pen-sized).
enum SelectionPainter {
    static let blue = (red: 0.16, green: 0.45, blue: 0.95)

    static func paint(_ view: Scene.SelectionView, on cr: OpaquePointer) {
        cairo_save(cr)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        for part in view.parts {
            for stroke in part.strokes { halo(stroke, part, cr) }
            for corners in part.images { halo(corners, part, cr) }
        }
        if view.loop.count > 1 {
            addPolygon(cr, view.loop)
            cairo_set_source_rgba(cr, blue.red, blue.green, blue.blue, 0.08)
            cairo_fill_preserve(cr)
            dashed(cr)
        }
        if let handles = view.handles { paint(handles, cr) }
        cairo_restore(cr)
        if let bar = view.bar { SelectionBarPainter.paint(bar, on: cr) }
    }

    private static func halo(_ stroke: Stroke, _ view: Scene.SelectionView.Part, _ cr: OpaquePointer) {
        guard let first = stroke.points.first else { return }
        cairo_new_path(cr)
        let p0 = first.position * view.scale + view.offset
        cairo_move_to(cr, p0.x, p0.y)
        for p in stroke.points.dropFirst() {
            let w = p.position * view.scale + view.offset
            cairo_line_to(cr, w.x, w.y)
        }
        if stroke.points.count == 1 { cairo_line_to(cr, p0.x + 0.01, p0.y) }
        cairo_set_line_width(cr, stroke.outline.width * view.scale + 6)
        cairo_set_source_rgba(cr, blue.red, blue.green, blue.blue, 0.25)
        cairo_stroke(cr)
    }

    /// A selected placed image's edge under the halo, turned as the image is drawn.
    private static func halo(_ corners: [Point], _ view: Scene.SelectionView.Part, _ cr: OpaquePointer) {
        addPolygon(cr, corners.map { $0 * view.scale + view.offset })
        cairo_set_line_width(cr, 6)
        cairo_set_source_rgba(cr, blue.red, blue.green, blue.blue, 0.25)
        cairo_stroke(cr)
    }

    private static func paint(_ handles: SelectionHandles, _ cr: OpaquePointer) {
        let f = handles.frame
        cairo_rectangle(cr, f.x, f.y, f.width, f.height)
        dashed(cr)
        let top = Point(f.center.x, f.minY), knob = handles.rotateHandle
        cairo_move_to(cr, top.x, top.y); cairo_line_to(cr, knob.x, knob.y + SelectionHandles.size / 2)
        cairo_set_source_rgba(cr, blue.red, blue.green, blue.blue, 1)
        cairo_set_line_width(cr, 1.5)
        cairo_stroke(cr)
        let half = SelectionHandles.size / 2
        for c in handles.corners { cairo_rectangle(cr, c.x - half, c.y - half, 2 * half, 2 * half) }
        cairo_new_sub_path(cr)
        cairo_arc(cr, knob.x, knob.y, half, 0, 2 * .pi)
        cairo_set_source_rgba(cr, 1, 1, 1, 1)
        cairo_fill_preserve(cr)
        cairo_set_source_rgba(cr, blue.red, blue.green, blue.blue, 1)
        cairo_set_line_width(cr, 2)
        cairo_stroke(cr)
    }

    /// Strokes the current path dashed: dark dashes on white, so it shows on any page.
    private static func dashed(_ cr: OpaquePointer) {
        cairo_set_line_width(cr, 1.5)
        cairo_set_source_rgba(cr, 1, 1, 1, 0.9)
        cairo_stroke_preserve(cr)
        cairo_set_dash(cr, [6, 4], 2, 0)
        cairo_set_source_rgba(cr, blue.red, blue.green, blue.blue, 1)
        cairo_stroke(cr)
        cairo_set_dash(cr, [], 0, 0)
    }
}
