/// One point of a stroke's centre line with the pen's state there: its pressure (0...1; 0.5
/// when unknown) and, for the nibs that use them, its tilt and the nib's angle.
public struct StrokePoint: Hashable, Sendable, Codable {
    public var position: Point
    public var pressure: Double
    /// The pen's tilt from upright in degrees (0...90; 0 when unknown or unused): the pencil
    /// lays its lead on its side as it tilts (`Graphite`).
    public var tilt: Double
    /// The direction of a chisel nib's long edge in page space, in radians (0 along +x, a
    /// quarter turn along +y); 0 when unused. Only the chisel (`ChiselNib`) reads it.
    public var angle: Double

    public init(_ position: Point, pressure: Double = 0.5, tilt: Double = 0, angle: Double = 0) {
        self.position = position; self.pressure = pressure; self.tilt = tilt; self.angle = angle
    }

    /// The point a fraction `t` of the way to `other`, its pressure, tilt and angle in proportion.
    public func interpolated(to other: StrokePoint, at t: Double) -> StrokePoint {
        StrokePoint(position + (other.position - position) * t, pressure: pressure + (other.pressure - pressure) * t,
                    tilt: tilt + (other.tilt - tilt) * t, angle: angle + (other.angle - angle) * t)
    }
}
