import InkGeometry
import InkInput

/// What the editor keeps for straight lines and shapes: where the drawing pen came to rest
/// (shape recognition on a hold) and whether the ruler is on.
public struct ShapeState: Hashable, Sendable {
    /// Where and since when (server ms) the drawing pen has stayed within `stillRadius`; nil
    /// when no stroke is being drawn or the stroke was already looked at for this rest.
    public internal(set) var rest: Rest?
    /// The ruler, turned on and off (the R key).
    public internal(set) var rulerOn = false
    /// The pen button whose hold keeps the ruler on, while held.
    public internal(set) var rulerButton: PenButton?
    /// How many strokes became shapes so far (end-to-end tests await it in the acknowledgement).
    public internal(set) var recognised: UInt = 0
    /// Where the pen rested when its stroke became a shape (window), while the pen is still
    /// down: moving on farther than `moveOnRadius` from there takes the shape back.
    public internal(set) var snappedAt: Point?

    /// The pen at rest while drawing.
    public struct Rest: Hashable, Sendable {
        public var position: Point
        public var since: UInt64
    }

    /// How long the pen must stay still at the end of a stroke (ms) for the stroke to become a shape.
    public static let holdMs: UInt64 = 600
    /// How far (window pixels) the pen may wander and still count as still (hand jitter).
    public static let stillRadius = 4.0
    /// How far (window pixels) the pen may move from where its stroke became a shape and keep
    /// it (the drift of a lift); farther, the person is drawing on after a pause: the stroke
    /// goes back to what was drawn and goes on.
    public static let moveOnRadius = 16.0

    /// Whether strokes are ruled now (the toggle, or a held button).
    public var rulerActive: Bool { rulerOn || rulerButton != nil }

    /// When the resting pen's stroke is due to be looked at, if it is.
    var deadline: UInt64? { rest.map { $0.since + Self.holdMs } }

    /// Notes the drawing pen at `position` at `time`: a move farther than `stillRadius` from
    /// where it came to rest starts a new rest there. A few comparisons: this runs on every
    /// motion event while drawing.
    mutating func penMoved(to position: Point, at time: UInt64) {
        if let r = rest, r.position.distance(to: position) <= Self.stillRadius { return }
        rest = Rest(position: position, since: time)
    }
}
