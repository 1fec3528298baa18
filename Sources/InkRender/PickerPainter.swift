import CCairo
import InkDocument
import InkGeometry
import InkInterface

/// Draws the colour picker: the saturation/value square at the current hue, the hue bar, their
/// marks, the old and new colour, the new colour's "#rrggbb" and the OK button.
enum PickerPainter {
    static func paint(_ picker: ColorPicker, hovered: ColorPickerControl?, pressed: ColorPickerControl?, on cr: OpaquePointer) {
        cairo_save(cr)
        OverlayPainter.card(picker.frame, on: cr, radius: 12)
        paintSquare(picker, on: cr)
        paintHueBar(picker, on: cr)
        paintPreview(picker, hovered: hovered == .original, on: cr)
        TextPainter.draw(picker.color.hex, in: picker.label, size: 12.5, bold: true, color: Theme.icon, align: .center, padding: 2, on: cr)
        let ok = picker.okButton
        addRoundedRect(cr, ok, radius: 8)
        setColor(cr, pressed == .ok ? 0x1f55b8 : hovered == .ok ? 0x255fc8 : Theme.accent)
        cairo_fill(cr)
        TextPainter.draw(tr("OK"), in: ok, size: 13, bold: true, color: 0xffffff, align: .center, on: cr)
        cairo_restore(cr)
    }

    /// The square: the hue at full strength, white fading in toward the left (less
    /// saturation) and black toward the bottom (less value), exactly HSV's square.
    private static func paintSquare(_ picker: ColorPicker, on cr: OpaquePointer) {
        let s = picker.square
        cairo_save(cr)
        addRoundedRect(cr, s, radius: 4)
        cairo_clip(cr)
        let pure = HSV(hue: picker.hsv.hue, saturation: 1, value: 1).color
        cairo_set_source_rgb(cr, pure.red, pure.green, pure.blue)
        cairo_paint(cr)
        if let white = cairo_pattern_create_linear(s.minX, 0, s.maxX, 0) {
            cairo_pattern_add_color_stop_rgba(white, 0, 1, 1, 1, 1)
            cairo_pattern_add_color_stop_rgba(white, 1, 1, 1, 1, 0)
            cairo_set_source(cr, white)
            cairo_paint(cr)
            cairo_pattern_destroy(white)
        }
        if let black = cairo_pattern_create_linear(0, s.minY, 0, s.maxY) {
            cairo_pattern_add_color_stop_rgba(black, 0, 0, 0, 0, 0)
            cairo_pattern_add_color_stop_rgba(black, 1, 0, 0, 0, 1)
            cairo_set_source(cr, black)
            cairo_paint(cr)
            cairo_pattern_destroy(black)
        }
        cairo_restore(cr)
        edge(s, radius: 4, on: cr)
        // The mark: a ring, white inside a dark edge, readable on light and dark colours.
        let m = picker.squareMark
        cairo_new_path(cr)
        cairo_arc(cr, m.x, m.y, 7, 0, 2 * .pi)
        strokeMark(on: cr)
    }

    /// Strokes the current path as a mark: white inside a dark edge, readable on any colour.
    private static func strokeMark(on cr: OpaquePointer) {
        cairo_set_source_rgba(cr, 0, 0, 0, 0.6)
        cairo_set_line_width(cr, 4)
        cairo_stroke_preserve(cr)
        setColor(cr, 0xffffff)
        cairo_set_line_width(cr, 2)
        cairo_stroke(cr)
    }

    /// The hue bar: red, yellow, green, cyan, blue, magenta and red again, top to bottom.
    private static func paintHueBar(_ picker: ColorPicker, on cr: OpaquePointer) {
        let b = picker.hueBar
        if let hues = cairo_pattern_create_linear(0, b.minY, 0, b.maxY) {
            for i in 0...6 {
                let c = HSV(hue: Double(i % 6) * 60, saturation: 1, value: 1).color
                cairo_pattern_add_color_stop_rgb(hues, Double(i) / 6, c.red, c.green, c.blue)
            }
            addRoundedRect(cr, b, radius: 4)
            cairo_set_source(cr, hues)
            cairo_fill(cr)
            cairo_pattern_destroy(hues)
        }
        edge(b, radius: 4, on: cr)
        let mark = Rect(x: b.minX - 3, y: picker.hueMark - 4, width: b.width + 6, height: 8)
        addRoundedRect(cr, mark, radius: 3)
        strokeMark(on: cr)
    }

    /// The old and the new colour side by side, as the ink looks on white paper (the
    /// highlighter's translucent).
    private static func paintPreview(_ picker: ColorPicker, hovered: Bool, on cr: OpaquePointer) {
        let whole = picker.oldSwatch.union(picker.newSwatch)
        let alpha = picker.tool == .highlighter ? ToolState.highlightAlpha : 1
        cairo_save(cr)
        addRoundedRect(cr, whole, radius: 8)
        cairo_clip(cr)
        setColor(cr, 0xffffff)
        cairo_paint(cr)
        for (r, c) in [(picker.oldSwatch, picker.original), (picker.newSwatch, picker.color)] {
            cairo_rectangle(cr, r.x, r.y, r.width, r.height)
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, alpha)
            cairo_fill(cr)
        }
        cairo_restore(cr)
        edge(whole, radius: 8, on: cr)
        if hovered {
            addRoundedRect(cr, picker.oldSwatch.insetBy(1), radius: 7)
            setColor(cr, Theme.accent)
            cairo_set_line_width(cr, 2)
            cairo_stroke(cr)
        }
    }

    /// A hairline round a coloured area, so that white and pale colours keep their shape.
    private static func edge(_ r: Rect, radius: Double, on cr: OpaquePointer) {
        addRoundedRect(cr, r.insetBy(0.5), radius: radius)
        cairo_set_source_rgba(cr, 0, 0, 0, 0.18)
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
    }
}
