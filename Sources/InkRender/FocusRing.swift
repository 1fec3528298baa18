import CCairo
import InkGeometry

/// The ring around the control the keyboard's focus is on (Tab moves it, Enter acts on it).
enum FocusRing {
    static func paint(_ frame: Rect, radius: Double, on cr: OpaquePointer) {
        cairo_save(cr)
        addRoundedRect(cr, frame.insetBy(-3), radius: radius + 3)
        setColor(cr, Theme.accent)
        cairo_set_line_width(cr, 2)
        cairo_stroke(cr)
        cairo_restore(cr)
    }
}
