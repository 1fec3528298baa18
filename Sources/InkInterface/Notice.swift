import InkGeometry

/// A message for the person at the top of the canvas (e.g. "Preferences file was broken…"),
/// shown once until tapped or for `duration`; a standing notice (`until` nil) stays until
/// tapped or until what it reports is fixed.
public struct Notice: Hashable, Sendable {
    public var text: String
    /// Server time (ms) when it goes away; nil for a standing notice.
    public var until: UInt64?

    public static let duration: UInt64 = 12_000

    public static func frame(canvas: Rect, textLength: Int) -> Rect {
        let width = Swift.min(canvas.width - 24, Double(textLength) * 7 + 48)
        return Rect(x: canvas.center.x - width / 2, y: canvas.minY + 12, width: width, height: 36)
    }
}
