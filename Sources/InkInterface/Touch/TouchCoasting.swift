import InkGeometry

/// Kinetic scrolling after a flick: the view goes on moving at the fingers' last speed and slows
/// down, one step per `frameMs` of the editor's clock, until it is slow enough to stop, a finger
/// touches again or the pen comes near.
public struct TouchCoasting: Hashable, Sendable {
    /// Time between steps, and the speed a flick needs (and under which coasting stops), in
    /// window pixels per millisecond.
    public static let frameMs: UInt64 = 16
    public static let startSpeed = 0.3
    public static let stopSpeed = 0.02
    /// How much speed is kept per step.
    public static let decay = 0.92

    /// Pixels per millisecond.
    public private(set) var velocity: Point
    /// The time of the last step.
    public private(set) var time: UInt64
    /// The fraction of a pixel not moved yet (the view moves by whole pixels).
    var remainder = Point.zero

    /// Coasting at `velocity` from `time`, or nil when the flick was too slow.
    public init?(velocity: Point, time: UInt64) {
        guard velocity.x.isFinite, velocity.y.isFinite, velocity.length >= Self.startSpeed else { return nil }
        self.velocity = velocity
        self.time = time
    }

    /// When the next step is due.
    public var due: UInt64 { time + Self.frameMs }

    /// The whole-pixel distance to move for the steps due by `now`; false once it has stopped.
    public mutating func step(to now: UInt64) -> (distance: Point, goesOn: Bool) {
        var moved = remainder
        while due <= now {
            moved = moved + velocity * Double(Self.frameMs)
            velocity = velocity * Self.decay
            time += Self.frameMs
            if velocity.length < Self.stopSpeed { break }
        }
        let whole = Point(moved.x.rounded(.towardZero), moved.y.rounded(.towardZero))
        remainder = moved - whole
        return (whole, velocity.length >= Self.stopSpeed)
    }
}
