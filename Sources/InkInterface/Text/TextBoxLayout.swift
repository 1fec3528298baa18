import InkDocument
import InkGeometry

/// A text box laid out character by character with a measure that knows no lines (the
/// default of `TextMeasure`'s box methods, for editors without the renderer's Pango layout):
/// each character as wide as the measure says, lines `lineHeight` apart, a line broken before
/// the character that would pass the box's width and at every `\n`.
struct TextBoxLayout {
    /// Where each character starts (x, top), in page units from the box's top left; one more
    /// entry for the end of the text.
    var starts: [Point] = []
    /// Each character's width (a line break's is 0).
    var widths: [Double] = []
    var lineHeight: Double
    var size: Size

    init(_ box: TextBox, measure: some TextMeasure) {
        let style = TextStyle(size: box.fontSize)
        lineHeight = measure.lineHeight(style)
        var x = 0.0, y = 0.0, widest = 0.0
        for c in box.text {
            if c == "\n" {
                starts.append(Point(x, y))
                widths.append(0)
                widest = Swift.max(widest, x)
                x = 0; y += lineHeight
                continue
            }
            let w = measure.width(String(c), style)
            if x > 0 && x + w > box.width { widest = Swift.max(widest, x); x = 0; y += lineHeight }
            starts.append(Point(x, y))
            widths.append(w)
            x += w
        }
        starts.append(Point(x, y))
        size = Size(Swift.max(widest, x), y + lineHeight)
    }

    /// The offset nearest to `p` on the line under it: a character's start, or the end of the
    /// line's last one (on a wrapped line, the offset after it, as Pango answers).
    func offset(at p: Point) -> Int {
        let row = Swift.max(0, Swift.min((p.y / lineHeight).rounded(.down), (size.height / lineHeight) - 1)) * lineHeight
        var best = 0, bestDistance = Double.infinity, last: Int?
        for (i, s) in starts.enumerated() where abs(s.y - row) < lineHeight / 2 {
            let d = abs(s.x - p.x)
            if d < bestDistance { best = i; bestDistance = d }
            last = i
        }
        if let last, last < widths.count, widths[last] > 0, abs(starts[last].x + widths[last] - p.x) < bestDistance { best = last + 1 }
        return best
    }
}

extension TextMeasure {
    public func boxSize(_ box: TextBox) -> Size { TextBoxLayout(box, measure: self).size }

    public func caretOffset(in box: TextBox, at point: Point) -> Int { TextBoxLayout(box, measure: self).offset(at: point) }

    public func caretFrame(in box: TextBox, at offset: Int) -> Rect {
        let layout = TextBoxLayout(box, measure: self)
        let s = layout.starts[Swift.max(0, Swift.min(offset, layout.starts.count - 1))]
        return Rect(x: s.x, y: s.y, width: 0, height: layout.lineHeight)
    }

    public func lineEndCaretFrame(in box: TextBox, at offset: Int) -> Rect {
        let layout = TextBoxLayout(box, measure: self)
        guard offset > 0, offset <= layout.widths.count else { return caretFrame(in: box, at: offset) }
        let s = layout.starts[offset - 1]
        return Rect(x: s.x + layout.widths[offset - 1], y: s.y, width: 0, height: layout.lineHeight)
    }

    /// The frame of a box on its page as laid out: its width (or its text's, should a glyph
    /// pass it), and the height of its text (an empty box has one line).
    public func boxFrame(_ box: TextBox) -> Rect {
        let size = boxSize(box)
        return Rect(x: box.origin.x, y: box.origin.y, width: Swift.max(box.width, size.width), height: size.height)
    }
}
