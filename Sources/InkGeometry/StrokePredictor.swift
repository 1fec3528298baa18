/// Guesses where the pen will be a short time ahead from its last few samples, so the live
/// stroke can show a tail there (`Prediction`), as ink-stroke-modeler's predictors do.
///
/// A straight-line fit of position against time over the last `window` milliseconds gives the
/// direction and speed; the speed is never more than the newest step's (a pen slowing to a stop
/// gets a tail shrinking to nothing, not one flung ahead of it), and the tail never reaches
/// farther than `maximumDistance`. No guess while the pen is nearly still, before two samples
/// span at least `minimumSpan` milliseconds, or after a gap longer than `maximumGap` (the samples
/// are too old to say where the pen is going). Times are the X server's milliseconds.
public struct StrokePredictor: Sendable {
    /// A sample: where the pen was, and when (milliseconds).
    public struct Sample: Hashable, Sendable {
        public var position: Point
        public var time: Double
        public init(_ position: Point, time: Double) { self.position = position; self.time = time }
    }

    /// The samples this old and older than the newest are left out of the fit.
    public var window = 24.0
    /// The least time the fitted samples must span.
    public var minimumSpan = 4.0
    /// A gap between samples longer than this starts the fit afresh.
    public var maximumGap = 40.0
    /// The farthest a tail reaches from the newest sample, in page units.
    public var maximumDistance = 16.0
    /// Below this speed (page units per millisecond) the pen counts as still: no tail.
    public var stillSpeed = 0.02

    private var samples: [Sample] = []

    public init() { samples.reserveCapacity(16) }

    /// Adds a sample. A sample at the newest one's time replaces it (the server's clock counts
    /// whole milliseconds); one earlier than it, or after a long gap, starts afresh.
    public mutating func add(_ position: Point, time: Double) {
        guard position.x.isFinite, position.y.isFinite, time.isFinite else { return }
        if let newest = samples.last {
            if time < newest.time || time - newest.time > maximumGap {
                samples.removeAll(keepingCapacity: true)
            } else if time == newest.time {
                samples.removeLast()
            }
        }
        samples.append(Sample(position, time: time))
        var drop = 0
        while samples.count - drop > 2, time - samples[drop].time > window { drop += 1 }
        if drop > 0 { samples.removeFirst(drop) }
    }

    /// Forgets every sample (a new contact).
    public mutating func reset() { samples.removeAll(keepingCapacity: true) }

    /// How far the pen is expected to move from the newest sample in `horizon` milliseconds
    /// (a displacement in page units), or nil when there is nothing to predict.
    public func offset(ahead horizon: Double) -> Point? {
        guard horizon > 0, samples.count >= 2, let first = samples.first, let newest = samples.last,
              newest.time - first.time >= minimumSpan else { return nil }
        // Least-squares velocity over the window.
        let n = Double(samples.count)
        var meanT = 0.0, meanP = Point.zero
        for s in samples { meanT += s.time; meanP = meanP + s.position }
        meanT /= n; meanP = meanP * (1 / n)
        var stt = 0.0, stp = Point.zero
        for s in samples {
            let dt = s.time - meanT
            stt += dt * dt
            stp = stp + (s.position - meanP) * dt
        }
        guard stt > 0 else { return nil }
        let fitted = stp * (1 / stt)
        let fittedSpeed = fitted.length
        // The newest step's speed bounds it: a pen that is stopping does not fling ink ahead.
        let previous = samples[samples.count - 2]
        let stepTime = newest.time - previous.time
        let stepSpeed = stepTime > 0 ? newest.position.distance(to: previous.position) / stepTime : fittedSpeed
        let speed = Swift.min(fittedSpeed, stepSpeed)
        guard speed >= stillSpeed, fittedSpeed > 0 else { return nil }
        let distance = Swift.min(speed * horizon, maximumDistance)
        return fitted * (distance / fittedSpeed)
    }
}
