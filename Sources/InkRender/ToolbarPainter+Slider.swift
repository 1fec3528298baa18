import CCairo
import InkGeometry
import InkDocument
import InkInterface

extension ToolbarPainter {
    /// The palette's width slider: a track that widens from thin to thick, a knob in the ink
    /// colour where the width sits, and the width in pixels above the knob.
    static func paintWidthSlider(_ f: Rect, width: Double, color: InkColor, on cr: OpaquePointer) {
        let inset = Popup.sliderInset
        let left = f.minX + inset, right = f.maxX - inset, y = f.maxY - 10
        // The track: a wedge from 1 px to 8 px.
        cairo_new_path(cr)
        cairo_move_to(cr, left, y - 0.5); cairo_line_to(cr, right, y - 4)
        cairo_line_to(cr, right, y + 4); cairo_line_to(cr, left, y + 0.5)
        cairo_close_path(cr)
        setColor(cr, 0xc8c8d0)
        cairo_fill(cr)
        let x = left + (right - left) * WidthSteps.sliderFraction(of: width)
        cairo_new_path(cr)
        cairo_arc(cr, x, y, 6, 0, 2 * .pi)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, 1)
        cairo_fill_preserve(cr)
        setColor(cr, 0xffffff)
        cairo_set_line_width(cr, 1.5)
        cairo_stroke(cr)
        let text = WidthSteps.text(width)
        let w = TextPainter.width(text, size: 10.5, bold: true, on: cr)
        let tx = Swift.min(Swift.max(x - w / 2, f.minX + 2), f.maxX - 2 - w)
        TextPainter.draw(text, x: tx, y: f.minY + 11, size: 10.5, bold: true, color: Theme.icon, on: cr)
    }

    /// A recent colour in the palette: a swatch, ringed when it is the colour in use.
    static func paintRecent(_ f: Rect, color c: InkColor, selected: Bool, hovered: Bool, pressed: Bool, on cr: OpaquePointer) {
        if hovered && !pressed {
            addRoundedRect(cr, f.insetBy(1), radius: 8)
            setColor(cr, Theme.hover)
            cairo_fill(cr)
        }
        let r = Swift.min(f.width, f.height) / 2
        if selected || pressed {
            setColor(cr, selected ? Theme.accent : Theme.barEdge)
            cairo_set_line_width(cr, 2)
            cairo_new_path(cr)
            cairo_arc(cr, f.center.x, f.center.y, r - 1, 0, 2 * .pi)
            cairo_stroke(cr)
        }
        cairo_new_path(cr)
        cairo_arc(cr, f.center.x, f.center.y, r - 4.5, 0, 2 * .pi)
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, 1)
        cairo_fill_preserve(cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 0.15)
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
    }
}
