import CCairo
import InkGeometry

/// Draws the line between pages where dragged files would be inserted.
enum DropIndicatorPainter {
    static func paint(_ line: Rect, on cr: OpaquePointer) {
        cairo_save(cr)
        addRoundedRect(cr, line, radius: line.height / 2)
        setColor(cr, Theme.accent)
        cairo_fill(cr)
        cairo_restore(cr)
    }
}
