/// How a stroke's centre line becomes its filled outline.
public struct OutlineOptions: Hashable, Sendable, Codable {
    /// The nominal width: the width at pressure 0.5 (and for devices without pressure).
    public var width: Double
    /// How much pressure changes the width: 0 = not at all, 1 = from 0 (no pressure) to twice the width.
    public var thinning: Double
    /// The thinnest a stroke may get, in the same units as `width`.
    public var minimumWidth: Double

    public init(width: Double, thinning: Double = 0.6, minimumWidth: Double = 0.75) {
        self.width = width; self.thinning = thinning; self.minimumWidth = minimumWidth
    }

    /// The stroke's width at a pressure; `width` at 0.5.
    public func width(atPressure pressure: Double) -> Double {
        let p = pressure.isFinite ? Swift.min(Swift.max(pressure, 0), 1) : 0.5
        return Swift.max(minimumWidth, width * (1 - thinning + 2 * thinning * p))
    }
}
