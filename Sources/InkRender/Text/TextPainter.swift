import CCairo
internal import CPango
import InkGeometry

/// The interface's labels, laid out and drawn by Pango (`TextLayouts`): DejaVu Sans with font
/// fallback (CJK, Arabic), shaping and bidirectional text, at the size asked for in the Cairo
/// context's units (so a HiDPI scale on the context scales the text with everything else).
enum TextPainter {
    /// Draws `text` on one line with its left end at `x` and its (first) baseline at `y`;
    /// returns its width.
    @discardableResult
    static func draw(_ text: String, x: Double, y: Double, size: Double, bold: Bool = false, color: UInt32, on cr: OpaquePointer) -> Double {
        guard !text.isEmpty else { return 0 }
        return TextLayouts.shared.withLayout(TextLayoutKey(text: text, size: size, bold: bold), on: cr) { layout in
            let m = TextLayoutMetrics(layout)
            show(layout, x: x - m.x, y: y - m.baseline, color: color, on: cr)
            return m.width
        }
    }

    /// The width `text` would take on one line.
    static func width(_ text: String, size: Double, bold: Bool = false, on cr: OpaquePointer) -> Double {
        guard !text.isEmpty else { return 0 }
        return TextLayouts.shared.withLayout(TextLayoutKey(text: text, size: size, bold: bold), on: cr) { TextLayoutMetrics($0).width }
    }

    /// Draws a laid-out text with its layout's top left at (`x`, `y`).
    static func show(_ layout: OpaquePointer, x: Double, y: Double, color: UInt32, on cr: OpaquePointer) {
        setColor(cr, color)
        cairo_move_to(cr, x, y)
        pango_cairo_show_layout(cr, layout)
    }
}
