import CCairo
import InkGeometry
import InkInterface

/// Draws the buttons beside a selection (`SelectionBar`): light rounded squares edged in the
/// selection's blue, each with its icon (two overlapping sheets for Duplicate, a bin for Delete).
enum SelectionBarPainter {
    static func paint(_ bar: SelectionBar, on cr: OpaquePointer) {
        cairo_save(cr)
        for slot in bar.slots {
            let f = slot.frame.insetBy(0.5)
            OverviewPainter.roundedRect(cr, f, radius: 8)
            setColor(cr, Theme.bar)
            cairo_fill_preserve(cr)
            cairo_set_source_rgba(cr, SelectionPainter.blue.red, SelectionPainter.blue.green, SelectionPainter.blue.blue, 1)
            cairo_set_line_width(cr, 1.5)
            cairo_stroke(cr)
            setColor(cr, Theme.icon)
            cairo_set_line_width(cr, 2)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            let c = slot.frame.center
            switch slot.button {
            case .duplicate: duplicate(at: c, cr)
            case .delete: bin(at: c, cr)
            }
        }
        cairo_restore(cr)
    }

    /// Two sheets, the front one a little down and right of the back one.
    private static func duplicate(at c: Point, _ cr: OpaquePointer) {
        cairo_rectangle(cr, c.x - 10, c.y - 10, 13, 15)
        cairo_stroke(cr)
        cairo_rectangle(cr, c.x - 3, c.y - 4, 13, 15)
        setColor(cr, Theme.bar)
        cairo_fill_preserve(cr)
        setColor(cr, Theme.icon)
        cairo_stroke(cr)
    }

    /// A bin: its lid with a handle, its body narrowing down, two ribs.
    private static func bin(at c: Point, _ cr: OpaquePointer) {
        cairo_move_to(cr, c.x - 11, c.y - 7); cairo_line_to(cr, c.x + 11, c.y - 7)
        cairo_move_to(cr, c.x - 4, c.y - 7); cairo_line_to(cr, c.x - 4, c.y - 11)
        cairo_line_to(cr, c.x + 4, c.y - 11); cairo_line_to(cr, c.x + 4, c.y - 7)
        cairo_move_to(cr, c.x - 8, c.y - 7); cairo_line_to(cr, c.x - 6.5, c.y + 11)
        cairo_line_to(cr, c.x + 6.5, c.y + 11); cairo_line_to(cr, c.x + 8, c.y - 7)
        cairo_move_to(cr, c.x - 2.5, c.y - 3); cairo_line_to(cr, c.x - 2, c.y + 7)
        cairo_move_to(cr, c.x + 2.5, c.y - 3); cairo_line_to(cr, c.x + 2, c.y + 7)
        cairo_stroke(cr)
    }
}
