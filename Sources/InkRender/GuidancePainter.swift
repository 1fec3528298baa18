import CCairo
import InkGeometry
import InkInterface

/// Draws the first-start hint and the toolbar's tooltips.
enum GuidancePainter {
    /// The hint: a card with a title, a line for each thing to try, and a close control (×).
    static func paintHint(_ hint: FirstStartHint, on cr: OpaquePointer) {
        cairo_save(cr)
        let f = hint.frame
        OverlayPainter.card(f, on: cr, radius: 12)
        if hint.titleLines == 1 {
            TextPainter.draw(FirstStartHint.title, in: Rect(x: f.minX + 12, y: f.minY + 8, width: f.width - 56, height: 30),
                             size: FirstStartHint.titleSize, bold: true, color: 0x26262c, on: cr)
        } else {
            // Two lines, from the tips' left edge to the close control.
            TextPainter.draw(FirstStartHint.title, in: Rect(x: f.minX + 14, y: f.minY + 8, width: f.width - 52, height: 30 + FirstStartHint.titleLineHeight),
                             size: FirstStartHint.titleSize, bold: true, color: 0x26262c, padding: 2, overflow: .wrap, on: cr)
        }
        let close = hint.closeFrame
        cairo_set_line_width(cr, 2)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        setColor(cr, 0x5a5a64)
        let c = close.center, r = 6.0
        cairo_move_to(cr, c.x - r, c.y - r); cairo_line_to(cr, c.x + r, c.y + r)
        cairo_move_to(cr, c.x + r, c.y - r); cairo_line_to(cr, c.x - r, c.y + r)
        cairo_stroke(cr)
        // A line for each thing to try, wrapped to the card (as `FirstStartHint` sized it); in a
        // card too short for them all, the lines that fit whole.
        var baseline = f.minY + hint.firstBaseline
        let measure = PangoTextMeasure.of(cr)
        tips: for line in FirstStartHint.lines {
            for (n, part) in measure.lines(line, width: f.width - 44, TextStyle(size: 12.5)).enumerated() {
                guard baseline + 4 <= f.maxY - 4 else { break tips }
                if n == 0 { _ = TextPainter.draw("•", x: f.minX + 16, y: baseline, size: 12.5, color: 0x3a3a44, on: cr) }
                _ = TextPainter.draw(part, x: f.minX + 28, y: baseline, size: 12.5, color: 0x3a3a44, on: cr)
                baseline += 17
            }
        }
        cairo_restore(cr)
    }

    /// A tooltip: a small dark label beside its control.
    static func paintTooltip(_ tip: Tooltip, on cr: OpaquePointer) {
        cairo_save(cr)
        addRoundedRect(cr, tip.frame, radius: 6)
        cairo_set_source_rgba(cr, 0.13, 0.13, 0.16, 0.94)
        cairo_fill(cr)
        TextPainter.draw(tip.text, in: tip.frame, size: 12.5, color: 0xffffff, align: .center, padding: 6, on: cr)
        cairo_restore(cr)
    }
}
