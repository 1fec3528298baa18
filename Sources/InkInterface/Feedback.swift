import InkGeometry

/// A brief note next to the pen after a button action (the new tool's name and icon), shown
/// for about a second so a button never changes things silently (B2, B4).
public struct Feedback: Hashable, Sendable {
    public var text: String
    public var tool: Tool?
    /// The pen position it appears beside (window coordinates).
    public var anchor: Point
    /// Server time (ms) when it goes away.
    public var until: UInt64

    public static let duration: UInt64 = 1000

    public init(text: String, tool: Tool?, anchor: Point, until: UInt64) {
        self.text = text; self.tool = tool; self.anchor = anchor; self.until = until
    }

    /// Where it is drawn: above and away from the writing hand, like the popups.
    public func frame(rightHanded: Bool, within bounds: Rect, measure: any TextMeasure) -> Rect {
        let size = Size(Swift.max(90, (measure.width(text, TextStyle(size: 13, bold: true)) + 54).rounded(.up)), 32)
        var x = rightHanded ? anchor.x - 20 - size.width : anchor.x + 20
        var y = anchor.y - 20 - size.height
        x = Swift.min(Swift.max(bounds.minX, x), bounds.maxX - size.width)
        y = Swift.min(Swift.max(bounds.minY, y), bounds.maxY - size.height)
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }
}
