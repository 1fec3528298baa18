import Foundation

/// How the pen's pressure becomes the pressure ink is drawn with: a cubic Bézier from (0, 0)
/// to (1, 1) with two control points, read as y = f(x) (x the pen's pressure, y the width
/// factor), like Krita's and Xournal++'s pressure curves.
///
/// Every coordinate is in 0…1, so x(t) never decreases and the curve is a function of x.
/// Evaluating starts from a 256-entry table of t at evenly spaced x, built once when the curve
/// is made (a curve changes only with the preference): the pressure's two neighbouring entries
/// bracket t, and at most a few Newton steps inside the bracket (bisection when a step would
/// leave it) make it exact, also near a vertical tangent. The cost per pen event is bounded
/// and small whatever the curve.
public struct PressureCurve: Hashable, Sendable {
    /// The first control point (near the light-pressure end).
    public let control1: Point
    /// The second control point (near the full-pressure end).
    public let control2: Point
    /// t at x = i / (count - 1).
    private let table: [Double]

    static let tableCount = 256

    /// A curve with these control points; nil unless every coordinate is a finite number in 0…1.
    public init?(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        guard [x1, y1, x2, y2].allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }) else { return nil }
        control1 = Point(x1, y1); control2 = Point(x2, y2)
        var table: [Double] = []
        table.reserveCapacity(Self.tableCount)
        for i in 0..<Self.tableCount {
            table.append(Self.parameter(x: Double(i) / Double(Self.tableCount - 1), control1, control2))
        }
        self.table = table
    }

    public static func == (a: PressureCurve, b: PressureCurve) -> Bool {
        a.control1 == b.control1 && a.control2 == b.control2
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(control1.x); hasher.combine(control1.y); hasher.combine(control2.x); hasher.combine(control2.y)
    }

    /// The width factor for a pen pressure (clamped to 0…1; a strange value counts as 0.5).
    @inline(__always)
    public func callAsFunction(_ pressure: Double) -> Double {
        let p = pressure.isFinite ? Swift.min(Swift.max(pressure, 0), 1) : 0.5
        let scaled = p * Double(Self.tableCount - 1)
        let i = Swift.min(Int(scaled), Self.tableCount - 2)
        var lo = table[i], hi = table[i + 1]
        var t = lo + (hi - lo) * (scaled - Double(i))
        for _ in 0..<4 {
            let error = Self.bezier(t, control1.x, control2.x) - p
            if abs(error) < 1e-9 { break }
            if error < 0 { lo = t } else { hi = t }
            let slope = Self.derivative(t, control1.x, control2.x)
            let next = slope > 1e-12 ? t - error / slope : (lo + hi) / 2
            t = next > lo && next < hi ? next : (lo + hi) / 2
        }
        return Swift.min(1, Swift.max(0, Self.bezier(t, control1.y, control2.y)))
    }

    /// The exact width factor: solves x(t) = pressure for t (Newton's method, falling back to
    /// bisection when a step leaves the bracket or the slope vanishes), and returns y(t).
    public func exact(_ pressure: Double) -> Double {
        let p = pressure.isFinite ? Swift.min(Swift.max(pressure, 0), 1) : 0.5
        return Swift.min(1, Swift.max(0, Self.bezier(Self.parameter(x: p, control1, control2), control1.y, control2.y)))
    }

    /// The t where x(t) = x, to about 1e-12.
    static func parameter(x: Double, _ c1: Point, _ c2: Point) -> Double {
        var lo = 0.0, hi = 1.0, t = x
        for _ in 0..<64 {
            let error = bezier(t, c1.x, c2.x) - x
            if abs(error) < 1e-12 { break }
            if error < 0 { lo = t } else { hi = t }
            let slope = derivative(t, c1.x, c2.x)
            var next = slope > 1e-9 ? t - error / slope : (lo + hi) / 2
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            if hi - lo < 1e-14 { break }
            t = next
        }
        return t
    }

    /// One coordinate of the curve at t, with end coordinates 0 and 1.
    static func bezier(_ t: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
    }

    static func derivative(_ t: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * a + 6 * u * t * (b - a) + 3 * t * t * (1 - b)
    }
}

extension PressureCurve {
    /// The named curves, defined here only. Their control points (x1, y1, x2, y2):
    ///
    ///     soft    0.10, 0.45, 0.40, 0.95   light touch already gives wide ink (0.2 → 0.50, 0.5 → 0.82)
    ///     medium  0.25, 0.35, 0.60, 0.85   the default: a little fuller than linear (0.2 → 0.28, 0.5 → 0.64)
    ///     linear  1/3,  1/3,  2/3,  2/3    width follows pressure exactly
    ///     firm    0.45, 0.10, 0.95, 0.40   the mirror of soft: wide ink needs a firm press (0.2 → 0.06, 0.5 → 0.20)
    public enum Preset: String, CaseIterable, Sendable {
        case soft, medium, firm, linear

        public var curve: PressureCurve {
            switch self {
            case .soft: return PressureCurve.soft
            case .medium: return PressureCurve.medium
            case .firm: return PressureCurve.firm
            case .linear: return PressureCurve.linear
            }
        }
    }

    // The tables are built once per process.
    static let soft = PressureCurve(0.10, 0.45, 0.40, 0.95)!
    static let medium = PressureCurve(0.25, 0.35, 0.60, 0.85)!
    static let firm = PressureCurve(0.45, 0.10, 0.95, 0.40)!
    static let linear = PressureCurve(1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3)!

    /// The preset with these control points, if any.
    public var preset: Preset? { Preset.allCases.first { $0.curve == self } }

    /// The curve in preference text: a preset's name, or "x1,y1,x2,y2".
    public var text: String {
        if let preset { return preset.rawValue }
        return [control1.x, control1.y, control2.x, control2.y].map { Self.format($0) }.joined(separator: ",")
    }

    /// Reads a preset's name or four comma-separated numbers in 0…1 ("0.2,0.6,0.5,1"; spaces
    /// around them are ignored); nil for anything else.
    public init?(text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let preset = Preset(rawValue: trimmed) { self = preset.curve; return }
        let parts = trimmed.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 4 else { return nil }
        let numbers = parts.compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        self.init(numbers[0], numbers[1], numbers[2], numbers[3])
    }

    private static func format(_ v: Double) -> String {
        let rounded = (v * 10000).rounded() / 10000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
