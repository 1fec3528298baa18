import Foundation
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

    /// The width at `fraction` (0…1) along the slider: even steps of the ratio (0.5 px at the
    /// left end, 64 px at the right), rounded to a quarter pixel below 4 px, a half below 16,
    /// whole pixels above.
    public static func sliderWidth(at fraction: Double) -> Double {
        let f = fraction.isFinite ? Swift.min(Swift.max(fraction, 0), 1) : 0
        let range = PressureSpan.widths
        let w = range.lowerBound * pow(range.upperBound / range.lowerBound, f)
        let step = w < 4 ? 0.25 : w < 16 ? 0.5 : 1
        return PressureSpan.clamped((w / step).rounded() * step)
    }

    /// Where `width` sits along the slider (0…1).
    public static func sliderFraction(of width: Double) -> Double {
        let range = PressureSpan.widths
        return log(PressureSpan.clamped(width) / range.lowerBound) / log(range.upperBound / range.lowerBound)
    }

    /// "6 px", "0.5 px", "1.25 px".
    public static func text(_ width: Double) -> String {
        let rounded = (width * 100).rounded() / 100
        return rounded == rounded.rounded() ? "\(Int(rounded)) px" : "\(rounded) px"
    }
}
