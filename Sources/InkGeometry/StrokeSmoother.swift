/// Light, causal smoothing of raw pen samples ("streamline"): each output point moves part of
/// the way from the previous output toward the new sample. Earlier output never changes, so a
/// stroke can be drawn piece by piece as events arrive.
public struct StrokeSmoother: Sendable {
    /// The share of the way to the new sample taken per event (1 = no smoothing).
    public var follow: Double
    /// Samples closer than this to the last output (in pixels) are dropped.
    public var minimumDistance: Double
    private var last: StrokePoint?

    public init(follow: Double = 0.6, minimumDistance: Double = 0.35) {
        self.follow = follow; self.minimumDistance = minimumDistance
    }

    /// The smoothed point to append for a raw sample, or nil when it adds nothing.
    public mutating func add(_ raw: StrokePoint) -> StrokePoint? {
        guard let prev = last else { last = raw; return raw }
        let p = prev.position + (raw.position - prev.position) * follow
        let pressure = prev.pressure + (raw.pressure - prev.pressure) * follow
        guard p.distance(to: prev.position) >= minimumDistance || abs(pressure - prev.pressure) > 0.05 else { return nil }
        let out = StrokePoint(p, pressure: pressure)
        last = out
        return out
    }

    /// The point that brings the stroke to where the pen lifted, or nil when it is already there.
    public mutating func finish(at raw: StrokePoint) -> StrokePoint? {
        guard let prev = last, raw.position.distance(to: prev.position) >= minimumDistance else { return nil }
        let out = StrokePoint(raw.position, pressure: prev.pressure)
        last = out
        return out
    }
}
