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

    /// Each missing value taken from `older` (press and release events may lack axes).
    public func filled(from older: AxisValues) -> AxisValues {
        AxisValues(pressure: pressure ?? older.pressure, tiltX: tiltX ?? older.tiltX,
                   tiltY: tiltY ?? older.tiltY, rotation: rotation ?? older.rotation)
    }
}
