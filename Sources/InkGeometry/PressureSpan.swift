/// How a pen's width follows pressure: a tool's width is the width at full pressure, and no
/// pressure (after the pressure curve) gives an eighth of it, linear in between. The outline
/// reads this through `OutlineOptions` (its `thinning` and `minimumWidth`), so strokes keep
/// their file form and older strokes draw as they always did.
public enum PressureSpan {
    /// Full-pressure width over no-pressure width.
    public static let ratio = 8.0

    /// The widths a tool may have, in pixels at 100%.
    public static let widths: ClosedRange<Double> = 0.5...64

    /// `width` brought into `widths` (a strange value becomes the thinnest).
    public static func clamped(_ width: Double) -> Double {
        width.isFinite ? Swift.min(Swift.max(width, widths.lowerBound), widths.upperBound) : widths.lowerBound
    }

    /// The outline of a pressure-sensitive tool of `width` (clamped): `width / ratio` at
    /// pressure 0, `width` at pressure 1.
    public static func outline(width: Double) -> OutlineOptions {
        let full = clamped(width)
        // OutlineOptions gives nominal × (1 − t + 2tp): (1 + t) / (1 − t) = ratio at p = 1 over p = 0.
        let thinning = (ratio - 1) / (ratio + 1)
        return OutlineOptions(width: full / (1 + thinning), thinning: thinning, minimumWidth: full / ratio)
    }
}
