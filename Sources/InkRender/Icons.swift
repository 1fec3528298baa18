import Foundation
import CCairo
import InkGeometry
import InkInterface

/// The toolbar's icons, drawn as strokes on a 24x24 grid centred in a frame.
enum Icons {
    static func draw(_ item: ToolbarItem, in frame: Rect, color: UInt32, on cr: OpaquePointer) {
        beginIconGrid(cr, in: frame, color: color)
        switch item {
        case .tool(.pen): pen(cr)
        case .tool(.eraser): eraser(cr)
        case .tool(.pan): pan(cr)
        case .tool(.highlighter): highlighter(cr)
        case .tool(.pencil): pencil(cr)
        case .tool(.lasso): lasso(cr)
        case .tool(.text): text(cr)
        case .preferences: gear(cr)
        case .undo: undo(cr)
        case .redo:
            cairo_translate(cr, 24, 0)
            cairo_scale(cr, -1, 1)
            undo(cr)
        default: break
        }
        cairo_restore(cr)
    }

    /// A pencil lying from lower left (its tip) to upper right.
    private static func pen(_ cr: OpaquePointer) {
        addPolygon(cr, [Point(4.5, 19.5), Point(5.6, 15.2), Point(15.6, 5.2), Point(18.8, 8.4), Point(8.8, 18.4)])
        cairo_stroke(cr)
        cairo_move_to(cr, 13.6, 7.2); cairo_line_to(cr, 16.8, 10.4); cairo_stroke(cr)
        addPolygon(cr, [Point(4.5, 19.5), Point(5.1, 17.1), Point(6.9, 18.9)])
        cairo_fill(cr)
    }

    /// A capital T over a text line's caret: the text tool.
    private static func text(_ cr: OpaquePointer) {
        cairo_move_to(cr, 5, 5.5); cairo_line_to(cr, 17, 5.5); cairo_stroke(cr)
        cairo_move_to(cr, 11, 5.5); cairo_line_to(cr, 11, 18.5); cairo_stroke(cr)
        cairo_move_to(cr, 8.5, 18.5); cairo_line_to(cr, 13.5, 18.5); cairo_stroke(cr)
        cairo_move_to(cr, 19.5, 12); cairo_line_to(cr, 19.5, 21); cairo_stroke(cr)
    }

    /// A dashed loop with its tail: the lasso.
    private static func lasso(_ cr: OpaquePointer) {
        cairo_save(cr)
        cairo_set_dash(cr, [3, 2.5], 2, 0)
        // No line from where the last drawing left off (the zoom's text) to the loop.
        cairo_new_path(cr)
        cairo_save(cr)
        cairo_translate(cr, 12.5, 10)
        cairo_scale(cr, 8, 6)
        cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
        cairo_restore(cr)
        cairo_stroke(cr)
        cairo_restore(cr)
        cairo_move_to(cr, 7, 14); cairo_curve_to(cr, 5, 17, 8, 19, 6, 21.5); cairo_stroke(cr)
    }

    /// A block eraser on a base line.
    private static func eraser(_ cr: OpaquePointer) {
        addPolygon(cr, [Point(9, 19), Point(4.6, 14.6), Point(13.6, 5.6), Point(19.4, 11.4), Point(11.8, 19)])
        cairo_stroke(cr)
        addPolygon(cr, [Point(9, 19), Point(4.6, 14.6), Point(8.8, 10.4), Point(14.6, 16.2), Point(11.8, 19)])
        cairo_fill(cr)
        cairo_move_to(cr, 13, 19); cairo_line_to(cr, 20, 19); cairo_stroke(cr)
    }

    /// The area eraser's mark on the eraser button: a small filled footprint in its corner,
    /// like the area eraser's hover.
    static func footprintBadge(in frame: Rect, color: UInt32, on cr: OpaquePointer) {
        let r = Swift.max(3, frame.width / 9), c = Point(frame.maxX - r - 3, frame.maxY - r - 3)
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_arc(cr, c.x, c.y, r, 0, 2 * .pi)
        setColor(cr, color)
        cairo_fill_preserve(cr)
        cairo_set_source_rgba(cr, 1, 1, 1, 0.9)
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
        cairo_restore(cr)
    }

    /// A wooden pencil, sharpened to a graphite point at the lower left, with grey hatching
    /// beside it (shading with the side of the lead).
    private static func pencil(_ cr: OpaquePointer) {
        addPolygon(cr, [Point(8.5, 13.5), Point(16, 6), Point(19, 9), Point(11.5, 16.5)])
        cairo_stroke(cr)
        cairo_move_to(cr, 14.4, 7.6); cairo_line_to(cr, 17.4, 10.6); cairo_stroke(cr)
        // The sharpened wood, then the lead.
        cairo_move_to(cr, 8.5, 13.5); cairo_line_to(cr, 4.5, 19.5); cairo_line_to(cr, 11.5, 16.5); cairo_stroke(cr)
        addPolygon(cr, [Point(4.2, 19.8), Point(5.4, 17.6), Point(6.6, 18.8)])
        cairo_fill(cr)
        cairo_save(cr)
        cairo_set_line_width(cr, 1.2)
        cairo_set_source_rgba(cr, 0.45, 0.45, 0.5, 0.75)
        for x in [13.0, 16, 19] { cairo_move_to(cr, x, 21.5); cairo_line_to(cr, x + 2.5, 18.5) }
        cairo_stroke(cr)
        cairo_restore(cr)
    }

    /// A chisel-tipped marker with a translucent stroke beside it.
    private static func highlighter(_ cr: OpaquePointer) {
        addPolygon(cr, [Point(6, 16), Point(15, 7), Point(19, 11), Point(10, 20)])
        cairo_stroke(cr)
        addPolygon(cr, [Point(6, 16), Point(10, 20), Point(7.5, 21), Point(4.5, 18)])
        cairo_fill(cr)
        cairo_save(cr)
        cairo_set_line_width(cr, 3)
        cairo_move_to(cr, 12, 21.5); cairo_line_to(cr, 21, 21.5)
        cairo_set_source_rgba(cr, 0.95, 0.75, 0.1, 0.8)
        cairo_stroke(cr)
        cairo_restore(cr)
    }

    /// A cog wheel.
    private static func gear(_ cr: OpaquePointer) {
        cairo_new_path(cr)
        cairo_arc(cr, 12, 12, 6, 0, 2 * .pi)
        cairo_stroke(cr)
        cairo_arc(cr, 12, 12, 2.2, 0, 2 * .pi)
        cairo_stroke(cr)
        cairo_set_line_width(cr, 2.6)
        for i in 0..<8 {
            let a = Double(i) * .pi / 4
            cairo_move_to(cr, 12 + 6.5 * cos(a), 12 + 6.5 * sin(a))
            cairo_line_to(cr, 12 + 9.2 * cos(a), 12 + 9.2 * sin(a))
        }
        cairo_stroke(cr)
    }

    /// Four arrows from the centre: moving the page.
    private static func pan(_ cr: OpaquePointer) {
        cairo_move_to(cr, 12, 3); cairo_line_to(cr, 12, 21); cairo_stroke(cr)
        cairo_move_to(cr, 3, 12); cairo_line_to(cr, 21, 12); cairo_stroke(cr)
        for (a, b, c) in [((9.0, 6.0), (12.0, 3.0), (15.0, 6.0)), ((9, 18), (12, 21), (15, 18)),
                          ((6, 9), (3, 12), (6, 15)), ((18, 9), (21, 12), (18, 15))] {
            cairo_move_to(cr, a.0, a.1); cairo_line_to(cr, b.0, b.1); cairo_line_to(cr, c.0, c.1); cairo_stroke(cr)
        }
    }

    /// A hooked arrow turning back to the left.
    private static func undo(_ cr: OpaquePointer) {
        cairo_move_to(cr, 5, 9.5)
        cairo_line_to(cr, 14.5, 9.5)
        cairo_arc(cr, 14.5, 14, 4.5, -.pi / 2, .pi / 2)
        cairo_line_to(cr, 9, 18.5)
        cairo_stroke(cr)
        cairo_move_to(cr, 8.8, 5.7); cairo_line_to(cr, 5, 9.5); cairo_line_to(cr, 8.8, 13.3)
        cairo_stroke(cr)
    }
}
