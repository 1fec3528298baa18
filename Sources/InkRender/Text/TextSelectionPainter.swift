import CCairo
import InkDocument
import InkGeometry

/// The selection of the box being edited: a translucent accent over its text, line by line
/// as Pango lays it out (from the caret's place at its start to the one at its end).
enum TextSelectionPainter {
    /// Paints over `range` of `box`; `cr`'s units are the page's.
    static func paint(_ box: TextBox, _ range: Range<Int>, on cr: OpaquePointer) {
        guard let a = TextBoxPainter.caret(box, at: range.lowerBound, on: cr),
              let b = TextBoxPainter.caret(box, at: range.upperBound, on: cr) else { return }
        let left = box.origin.x, right = box.origin.x + box.width
        cairo_save(cr)
        setColor(cr, Theme.accent, alpha: 0.3)
        if abs(a.minY - b.minY) < 0.5 {
            cairo_rectangle(cr, a.minX, a.minY, b.minX - a.minX, a.height)
        } else {
            cairo_rectangle(cr, a.minX, a.minY, right - a.minX, a.height)
            if b.minY > a.maxY { cairo_rectangle(cr, left, a.maxY, right - left, b.minY - a.maxY) }
            cairo_rectangle(cr, left, b.minY, b.minX - left, b.height)
        }
        cairo_fill(cr)
        cairo_restore(cr)
    }
}
