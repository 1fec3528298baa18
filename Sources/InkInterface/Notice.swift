import InkGeometry

/// A message for the person at the top of the canvas (e.g. "Preferences file was broken…"),
/// shown once until tapped or for `duration`; a standing notice (`until` nil) stays until
/// tapped or until what it reports is fixed.
public struct Notice: Hashable, Sendable {
    public var text: String
    /// Server time (ms) when it goes away; nil for a standing notice.
    public var until: UInt64?
    /// What it reports, where a later success makes it untrue; nil for the others.
    public var topic: Topic? = nil

    /// Notices that the next success of the same kind takes away.
    public enum Topic: Hashable, Sendable {
        /// A copy, paste or insert that did not happen ("The clipboard is empty.", "Not
        /// inserted: … corrupt PNG"): a paste, copy or insert that works removes it, rather than
        /// leaving it over what was just pasted or placed.
        case clipboard
    }

    public static let duration: UInt64 = 12_000

    /// At the top of the canvas, as wide as the text or the canvas allows, a line taller for
    /// each line the text wraps to: the painter's lines of 12.5 px type are 17 px apart and it
    /// keeps 12 px above and below them (a two-line notice 16 px a line shrank its text to one
    /// line of 9 px type instead).
    public static func frame(canvas: Rect, text: String, measure: any TextMeasure) -> Rect {
        let style = TextStyle(size: 12.5)
        let width = Swift.min(canvas.width - 24, measure.width(text, style) + 48)
        let lines = Swift.max(1, measure.lines(text, width: width - 24, style).count)
        let height = lines == 1 ? 36 : 24 + 17 * Double(lines)
        return Rect(x: (canvas.center.x - width / 2).rounded(), y: canvas.minY + 12, width: width, height: height)
    }
}
