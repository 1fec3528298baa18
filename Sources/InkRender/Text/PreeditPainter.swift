import CCairo
import InkGeometry
import InkInput

/// An input method's composition in a one-line interface field (the save chooser's name): its
/// highlighted segment on the same light amber as in text boxes, the text underlined, and
/// where the input method's caret is in it.
enum PreeditPainter {
    /// Draws `preedit` with its left end at `x` and its baseline at `y`; returns its width and
    /// the x of the input method's caret.
    @discardableResult
    static func draw(_ preedit: Preedit, x: Double, y: Double, size: Double, color: UInt32, on cr: OpaquePointer) -> (width: Double, caret: Double) {
        let chars = Array(preedit.text)
        func advance(_ n: Int) -> Double { TextPainter.width(String(chars.prefix(Swift.max(0, n))), size: size, on: cr) }
        if let h = preedit.highlighted {
            let from = x + advance(h.lowerBound), to = x + advance(h.upperBound)
            setColor(cr, TextBoxPainter.preeditHighlight)
            cairo_rectangle(cr, from, y - size, to - from, size * 1.35)
            cairo_fill(cr)
        }
        let width = TextPainter.draw(preedit.text, x: x, y: y, size: size, color: color, on: cr)
        setColor(cr, color)
        cairo_rectangle(cr, x, y + 3, width, 1)
        cairo_fill(cr)
        return (width, x + advance(preedit.caret))
    }
}
