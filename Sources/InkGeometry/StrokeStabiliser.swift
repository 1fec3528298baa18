/// Takes hand jitter out of a stroke's samples without a lag at the ink front that a person
/// can see: a speed-adaptive low-pass filter (the "1€ filter" of Casiez et al., in units of
/// events). Slow, small movements, where jitter shows, are averaged; as the pen speeds up the
/// filter follows the samples more and more closely, until past `fastSpeed` it passes them
/// through unchanged (so fast curves and corners keep their shape). The ink front never trails the
/// pen by more than the level's `maximumLag`, and the lift closes the gap to where the pen
/// really was (`finish`).
public struct StrokeStabiliser: Sendable {
    /// A level's settings.
    public struct Settings: Hashable, Sendable {
        /// The share of the way to a sample taken when the pen is (nearly) still; 1 = no smoothing.
        public var slowFollow: Double
        /// The speed (page units per event) from which samples pass unchanged.
        public var fastSpeed: Double
        /// The farthest the ink front may trail the pen, in page units.
        public var maximumLag: Double
        public init(slowFollow: Double, fastSpeed: Double, maximumLag: Double) {
            self.slowFollow = slowFollow; self.fastSpeed = fastSpeed; self.maximumLag = maximumLag
        }
    }

    public var settings: Settings
    private var last: Point?
    /// The steadied velocity (page units per event), itself smoothed, so one jittery sample
    /// neither opens the filter nor turns its direction.
    private var velocity = Point.zero
    private var moved = false

    public init(_ settings: Settings) { self.settings = settings }
    public init(_ level: Smoothing) { self.init(level.stabiliser) }

    /// The steadied sample for a raw one (pressure, tilt and angle pass unchanged): a share of the way from
    /// the last steadied point, the larger the faster the pen moves, and never more than
    /// `maximumLag` behind the pen (jitter, smaller than that, is still averaged away).
    public mutating func add(_ raw: StrokePoint) -> StrokePoint {
        guard let previous = last, settings.slowFollow < 1, settings.fastSpeed > 0 else {
            last = raw.position
            return raw
        }
        guard moved else {
            // The first move sets the speed: a stroke that starts fast is not held back.
            moved = true
            velocity = raw.position - previous
            last = raw.position
            return raw
        }
        let open = Swift.min(1, velocity.length / settings.fastSpeed)
        let follow = settings.slowFollow + (1 - settings.slowFollow) * open
        var p = previous + (raw.position - previous) * follow
        let behind = raw.position.distance(to: p)
        if behind > settings.maximumLag { p = raw.position + (p - raw.position) * (settings.maximumLag / behind) }
        velocity = velocity + ((p - previous) - velocity) * 0.25
        last = p
        return StrokePoint(p, pressure: raw.pressure, tilt: raw.tilt, angle: raw.angle)
    }

    /// The sample where the pen lifted: the raw position itself, so the stroke ends there.
    public mutating func finish(_ raw: StrokePoint) -> StrokePoint {
        last = raw.position
        return raw
    }
}
