import InkGeometry

/// The widths `[` and `]` step through, thin to thick (roughly ×1.5 a step, through every
/// toolbar preset), and how a width is named to people.
public enum WidthSteps {
    public static let ladder: [Double] = [0.5, 0.75, 1, 1.5, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64]

    /// The next width of the ladder above `width` (`up`) or below it; the range's end when there is none.
    public static func step(from width: Double, up: Bool) -> Double {
        if up { return ladder.first { $0 > width + 1e-9 } ?? PressureSpan.widths.upperBound }
        return ladder.last { $0 < width - 1e-9 } ?? PressureSpan.widths.lowerBound
    }

    /// "6 px", "0.5 px", "1.25 px".
    public static func text(_ width: Double) -> String {
        let rounded = (width * 100).rounded() / 100
        return rounded == rounded.rounded() ? "\(Int(rounded)) px" : "\(rounded) px"
    }
}
