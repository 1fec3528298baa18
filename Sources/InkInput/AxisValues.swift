import Foundation

/// Decoded drawing axes of one event; nil where the event (or the device) has no value.
public struct AxisValues: Hashable, Sendable {
    /// 0...1.
    public var pressure: Double?
    /// Degrees, positive toward +x / +y.
    public var tiltX: Double?
    public var tiltY: Double?
    /// Barrel rotation in degrees, 0..<360.
    public var rotation: Double?

    public init(pressure: Double? = nil, tiltX: Double? = nil, tiltY: Double? = nil, rotation: Double? = nil) {
        self.pressure = pressure; self.tiltX = tiltX; self.tiltY = tiltY; self.rotation = rotation
    }

    /// How far the pen leans from upright, in degrees (0...90), from its two tilt angles; nil
    /// when the device reports no tilt.
    public var tilt: Double? {
        guard tiltX != nil || tiltY != nil else { return nil }
        let x = Swift.min(89.9, Swift.max(-89.9, tiltX ?? 0)) * .pi / 180
        let y = Swift.min(89.9, Swift.max(-89.9, tiltY ?? 0)) * .pi / 180
        let t = tan(x), u = tan(y)
        let degrees = atan((t * t + u * u).squareRoot()) * 180 / .pi
        return degrees.isFinite ? degrees : nil
    }

    /// Each missing value taken from `older` (press and release events may lack axes).
    public func filled(from older: AxisValues) -> AxisValues {
        AxisValues(pressure: pressure ?? older.pressure, tiltX: tiltX ?? older.tiltX,
                   tiltY: tiltY ?? older.tiltY, rotation: rotation ?? older.rotation)
    }
}
