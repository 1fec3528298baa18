import CCairo
import InkDocument
import InkGeometry

extension Icons {
    /// The custom colour button: a wheel of hues round a white middle holding a "+".
    static func colorWheel(in frame: Rect, on cr: OpaquePointer) {
        let c = frame.center, r = Swift.min(frame.width, frame.height) / 2 - 2
        let segments = 24
        cairo_save(cr)
        for i in 0..<segments {
            let a0 = 2 * Double.pi * Double(i) / Double(segments) - .pi / 2
            let a1 = 2 * Double.pi * Double(i + 1) / Double(segments) - .pi / 2 + 0.02
            let hue = HSV(hue: 360 * Double(i) / Double(segments), saturation: 0.85, value: 0.95).color
            cairo_new_path(cr)
            cairo_move_to(cr, c.x, c.y)
            cairo_arc(cr, c.x, c.y, r, a0, a1)
            cairo_close_path(cr)
            cairo_set_source_rgb(cr, hue.red, hue.green, hue.blue)
            cairo_fill(cr)
        }
        cairo_new_path(cr)
        cairo_arc(cr, c.x, c.y, r * 0.5, 0, 2 * .pi)
        setColor(cr, 0xffffff)
        cairo_fill(cr)
        let arm = r * 0.3
        cairo_set_line_width(cr, 1.8)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        setColor(cr, Theme.icon)
        cairo_move_to(cr, c.x - arm, c.y); cairo_line_to(cr, c.x + arm, c.y)
        cairo_move_to(cr, c.x, c.y - arm); cairo_line_to(cr, c.x, c.y + arm)
        cairo_stroke(cr)
        cairo_restore(cr)
    }
}
