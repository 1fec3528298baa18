import CCairo
import InkDocument
import InkGeometry
import InkInterface

extension PanelPainter {
    /// The pressure curve as a small graph: pen pressure across, width factor up, the diagonal
    /// (linear) faint, the control points as handles on their arms (drag them with the pen),
    /// and while the pen presses the graph elsewhere a dot where its pressure lands on the curve.
    static func paintCurveGraph(_ curve: PressureCurve, probe: Double?, in f: Rect, hovered: Bool, on cr: OpaquePointer) {
        addRoundedRect(cr, f, radius: 8)
        setColor(cr, 0xfbfbfd)
        cairo_fill_preserve(cr)
        setColor(cr, hovered ? Theme.accent : Theme.barEdge)
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
        let box = PanelLayout.curveBox(f)
        func at(_ x: Double, _ y: Double) -> Point { Point(box.minX + x * box.width, box.maxY - y * box.height) }
        // The diagonal: what linear would give.
        setColor(cr, 0xd6d6de)
        let a = at(0, 0), b = at(1, 1)
        cairo_move_to(cr, a.x, a.y); cairo_line_to(cr, b.x, b.y)
        cairo_stroke(cr)
        // The arms and handles of the control points.
        let c1 = at(curve.control1.x, curve.control1.y), c2 = at(curve.control2.x, curve.control2.y)
        setColor(cr, 0xa8a8b4)
        cairo_move_to(cr, a.x, a.y); cairo_line_to(cr, c1.x, c1.y)
        cairo_move_to(cr, b.x, b.y); cairo_line_to(cr, c2.x, c2.y)
        cairo_stroke(cr)
        for c in [c1, c2] {
            cairo_new_path(cr)
            cairo_arc(cr, c.x, c.y, 3, 0, 2 * .pi)
            cairo_fill(cr)
        }
        // The curve itself.
        setColor(cr, Theme.accent)
        cairo_set_line_width(cr, 2)
        cairo_new_path(cr)
        for i in 0...48 {
            let x = Double(i) / 48
            let p = at(x, curve(x))
            if i == 0 { cairo_move_to(cr, p.x, p.y) } else { cairo_line_to(cr, p.x, p.y) }
        }
        cairo_stroke(cr)
        guard let probe else { return }
        let p = at(probe, curve(probe))
        setColor(cr, Theme.icon)
        cairo_new_path(cr)
        cairo_arc(cr, p.x, p.y, 4.5, 0, 2 * .pi)
        cairo_fill(cr)
    }

    /// The scratch area: paper where the pen tries the curve with real ink (clipped to it).
    static func paintScratch(_ strokes: [ScratchStroke], in f: Rect, hovered: Bool, on cr: OpaquePointer) {
        cairo_save(cr)
        addRoundedRect(cr, f, radius: 8)
        setColor(cr, Theme.paper)
        cairo_fill_preserve(cr)
        setColor(cr, hovered ? Theme.accent : Theme.barEdge)
        cairo_set_line_width(cr, 1)
        cairo_stroke_preserve(cr)
        cairo_clip(cr)
        if strokes.isEmpty {
            TextPainter.draw(tr("Try the pen here"), in: f, size: 12, color: 0x9a9aa4, align: .center, padding: 8, on: cr)
        }
        cairo_translate(cr, f.minX, f.minY)
        let area = Rect(x: 0, y: 0, width: f.width, height: f.height)
        for s in strokes { InkPainter.paint(s.points, color: s.color, outline: s.outline, on: cr, within: area) }
        cairo_restore(cr)
    }
}
