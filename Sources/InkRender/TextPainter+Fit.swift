import CCairo
import InkGeometry
import InkInterface

extension TextPainter {
    /// The least space kept between text and the edges of its box.
    static let padding = 8.0

    /// How text that is too wide for its box is made to fit.
    enum Overflow {
        /// Smaller type (down to three quarters), then an ellipsis at the end.
        case shrink
        /// An ellipsis at the start (a path: its end matters most).
        case truncateStart
        /// An ellipsis at the end, at the same size (a name in a list).
        case truncateEnd
        /// Lines broken at spaces, then smaller type if they are too many.
        case wrap
    }

    enum Alignment { case leading, center, trailing }

    /// Draws `text` inside `box`, never nearer than `padding` to its edges: centred on the
    /// box's middle line (each line, when wrapped), fitted by `overflow`. Returns the area the
    /// text takes.
    @discardableResult
    static func draw(_ text: String, in box: Rect, size: Double, bold: Bool = false, color: UInt32,
                     align: Alignment = .leading, padding: Double = padding, overflow: Overflow = .shrink,
                     on cr: OpaquePointer) -> Rect {
        let inner = box.insetBy(padding)
        guard inner.width > 0, !text.isEmpty else { return .empty }
        var size = size
        var lines = [text]
        let smallest = size * 0.75
        switch overflow {
        case .wrap:
            while true {
                lines = wrap(text, width: inner.width, size: size, bold: bold, on: cr)
                let fitsHeight = Double(lines.count) * lineHeight(size) <= Swift.max(inner.height, lineHeight(size))
                let fitsWidth = lines.allSatisfy { width($0, size: size, bold: bold, on: cr) <= inner.width }
                if (fitsHeight && fitsWidth) || size <= smallest { break }
                size -= 0.5
            }
            if Double(lines.count) * lineHeight(size) > inner.height, let keep = Optional(Swift.max(1, Int(inner.height / lineHeight(size)))),
               keep < lines.count {
                lines = Array(lines.prefix(keep))
                lines[keep - 1] += "…"
            }
            lines = lines.map { truncated($0, width: inner.width, size: size, bold: bold, atStart: false, on: cr) }
        case .shrink:
            while size > smallest && width(text, size: size, bold: bold, on: cr) > inner.width { size -= 0.5 }
            lines = [truncated(text, width: inner.width, size: size, bold: bold, atStart: false, on: cr)]
        case .truncateStart, .truncateEnd:
            lines = [truncated(text, width: inner.width, size: size, bold: bold, atStart: overflow == .truncateStart, on: cr)]
        }
        cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, size)
        var font = cairo_font_extents_t()
        cairo_font_extents(cr, &font)
        let step = lineHeight(size)
        // The middle of a line of capitals and x-height text sits on the box's middle.
        let capMiddle = size * 0.36
        var baseline = box.center.y - step * Double(lines.count - 1) / 2 + capMiddle
        var used = Rect.empty
        for line in lines {
            let w = width(line, size: size, bold: bold, on: cr)
            let x: Double
            switch align {
            case .leading: x = inner.minX
            case .center: x = inner.center.x - w / 2
            case .trailing: x = inner.maxX - w
            }
            draw(line, x: x, y: baseline, size: size, bold: bold, color: color, on: cr)
            used = used.union(Rect(x: x, y: baseline - font.ascent, width: w, height: font.ascent + font.descent))
            baseline += step
        }
        return used
    }

    static func lineHeight(_ size: Double) -> Double { (size * 1.35).rounded() }

    /// `text` broken at spaces into lines no wider than `width` (a word wider than that stands alone).
    static func wrap(_ text: String, width limit: Double, size: Double, bold: Bool, on cr: OpaquePointer) -> [String] {
        TextEstimate.wrap(text, width: limit) { width($0, size: size, bold: bold, on: cr) }
    }

    /// `text` cut with an ellipsis (at its start or end) to fit `width`.
    static func truncated(_ text: String, width limit: Double, size: Double, bold: Bool, atStart: Bool, on cr: OpaquePointer) -> String {
        guard width(text, size: size, bold: bold, on: cr) > limit else { return text }
        var chars = Array(text)
        while !chars.isEmpty {
            if atStart { chars.removeFirst() } else { chars.removeLast() }
            let candidate = atStart ? "…" + String(chars) : String(chars) + "…"
            if width(candidate, size: size, bold: bold, on: cr) <= limit { return candidate }
        }
        return ""
    }
}
