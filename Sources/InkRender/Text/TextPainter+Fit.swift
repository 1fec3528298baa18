import CCairo
internal import CPango
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
        /// An ellipsis in the middle (a file name: its start and its end both tell).
        case truncateMiddle
        /// An ellipsis at the end, at the same size (a name in a list).
        case truncateEnd
        /// Lines broken at words, then smaller type, then an ellipsis, if they are too many.
        case wrap
    }

    enum Alignment { case leading, center, trailing }

    /// Draws `text` inside `box`, never nearer than `padding` to its edges: centred on the
    /// box's middle line (the lines together, when wrapped), fitted by `overflow`, aligned by
    /// `align`. Returns the area the text takes.
    @discardableResult
    static func draw(_ text: String, in box: Rect, size: Double, bold: Bool = false, color: UInt32,
                     align: Alignment = .leading, padding: Double = padding, overflow: Overflow = .shrink,
                     on cr: OpaquePointer) -> Rect {
        let inner = box.insetBy(padding)
        guard inner.width > 0, !text.isEmpty else { return .empty }
        var size = size
        let smallest = size * 0.75
        let fit: TextLayoutKey.Fit
        switch overflow {
        case .wrap:
            let lines = Swift.max(1, Int(inner.height / lineHeight(size)))
            // Smaller type while the words need more lines than there is room for.
            while size > smallest, wrappedLineCount(text, width: inner.width, size: size, bold: bold, on: cr) > lines { size -= 0.5 }
            fit = .wrapped(width: inner.width, lines: Swift.max(1, Int(inner.height / lineHeight(size))))
        case .shrink:
            while size > smallest && width(text, size: size, bold: bold, on: cr) > inner.width { size -= 0.5 }
            fit = .ellipsized(width: inner.width, mode: PANGO_ELLIPSIZE_END.rawValue)
        case .truncateStart: fit = .ellipsized(width: inner.width, mode: PANGO_ELLIPSIZE_START.rawValue)
        case .truncateMiddle: fit = .ellipsized(width: inner.width, mode: PANGO_ELLIPSIZE_MIDDLE.rawValue)
        case .truncateEnd: fit = .ellipsized(width: inner.width, mode: PANGO_ELLIPSIZE_END.rawValue)
        }
        let key = TextLayoutKey(text: text, size: size, bold: bold, fit: fit, align: .init(align))
        return TextLayouts.shared.withLayout(key, on: cr) { layout in
            let m = TextLayoutMetrics(layout)
            let lineStep = m.height / Double(Swift.max(1, m.lineCount))
            // The middle of the (first) line's capitals and x-height sits on the box's middle,
            // the lines together centred on it.
            let firstBaseline = box.center.y - lineStep * Double(m.lineCount - 1) / 2 + size * 0.36
            let top = firstBaseline - m.baseline
            // Leading: at the box's left edge in this left-to-right interface, whatever the
            // text's own direction (a right-to-left name in a list starts where the others do).
            let x = align == .leading ? inner.minX - m.x : inner.minX
            show(layout, x: x, y: top, color: color, on: cr)
            return Rect(x: x + m.x, y: top + Double(m.logical.y) / Double(PANGO_SCALE), width: m.width, height: m.height)
        }
    }

    static func lineHeight(_ size: Double) -> Double { (size * 1.35).rounded() }

    /// How many lines `text` takes broken at words into `width`.
    private static func wrappedLineCount(_ text: String, width: Double, size: Double, bold: Bool, on cr: OpaquePointer) -> Int {
        TextLayouts.shared.withLayout(TextLayoutKey(text: text, size: size, bold: bold, fit: .wrapped(width: width, lines: 1000)), on: cr) {
            Int(pango_layout_get_line_count($0))
        }
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

extension TextLayoutKey.Align {
    init(_ a: TextPainter.Alignment) {
        switch a {
        case .leading: self = .leading
        case .center: self = .center
        case .trailing: self = .trailing
        }
    }
}
