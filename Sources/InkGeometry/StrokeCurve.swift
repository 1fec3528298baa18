import Foundation

/// A stroke's centre line built one sample at a time: a curvature-continuous (C2) curve that
/// passes through every sample, drawn as straight pieces short enough to stay within
/// `tolerance` of it.
///
/// Each span between two samples is a quintic Hermite piece (`QuinticPiece`); at every sample
/// the velocity and acceleration of the parabola through it and its two neighbours (chord-length
/// parameter) are shared by the pieces either side, so position, tangent and curvature are
/// continuous. A knot's state needs the next sample, so the newest span is *provisional*: drawn
/// at once with an end state estimated from the last three samples, and replaced by its final
/// form when the next sample arrives. `finish()` keeps it as drawn, so the committed line is
/// exactly the live one.
///
/// A sample where the pen turned sharply is a *corner* (`isCorner`): the pieces meet there
/// with their own chord directions and no curvature, so the corner stays sharp instead of being
/// rounded or overshot.
public struct StrokeCurve: Sendable {
    /// What one sample changes in the centre line's points: drop the last `removeLast` (the
    /// provisional span drawn before), then append `points`, the last `provisional` of which
    /// will be replaced by the next sample.
    public struct Update: Sendable {
        public var removeLast: Int
        public var points: [StrokePoint]
        public var provisional: Int
        /// The span this sample made final, as a curve (nil for the first two samples).
        public var finalPiece: QuinticPiece?
    }

    /// How far the straight pieces may stray from the curve, in page units.
    public var tolerance: Double
    /// Samples closer than this to the previous one are dropped (no span of length zero).
    public var minimumDistance: Double
    /// The last four samples at most (the newest last).
    private var recent: [StrokePoint] = []
    /// The state of the newest final knot on its outgoing side.
    private var outgoing: KnotState?
    /// The provisional points given out last (the span to the newest sample).
    private var drawn: [StrokePoint] = []
    /// The buffer of the points given out last (`Update.points`): taken again by the next
    /// sample, so that a caller done with its update before the next one (the stroke in
    /// progress) has no array allocated for it on each event.
    private var emitted: [StrokePoint] = []
    /// How many of the points given out so far are provisional.
    public var provisional: Int { drawn.count }

    public init(tolerance: Double = 0.1, minimumDistance: Double = 0.35) {
        self.tolerance = tolerance; self.minimumDistance = minimumDistance
        recent.reserveCapacity(4)
        emitted.reserveCapacity(16)
    }

    /// Adds the next sample; nil when it is too close to the previous one to add anything.
    public mutating func add(_ sample: StrokePoint) -> Update? {
        guard let last = recent.last else {
            recent.append(sample)
            return Update(removeLast: 0, points: [sample], provisional: 0, finalPiece: nil)
        }
        guard sample.position.distance(to: last.position) >= minimumDistance else { return nil }
        if recent.count == 4 { recent.removeFirst() }
        recent.append(sample)
        var removed = provisional
        // The last update's buffer, emptied: room for both spans' points (a span is a few
        // pieces), allocated once for the stroke rather than on each event.
        var out = emitted
        emitted = []
        out.removeAll(keepingCapacity: true)
        let n = recent.count
        let b = recent[n - 2], c = recent[n - 1]
        let hBC = c.position.distance(to: b.position)
        let dBC = (c.position - b.position) * (1 / hBC)
        if n == 2 {
            // Two samples: a straight provisional span.
            let line = QuinticPiece(start: KnotState(position: b.position, velocity: dBC, acceleration: .zero),
                                    end: KnotState(position: c.position, velocity: dBC, acceleration: .zero), span: hBC)
            _ = emit(line, b, c, into: &out)
            drawn.removeAll(keepingCapacity: true)
            drawn.append(contentsOf: out)
            emitted = out
            return Update(removeLast: removed, points: out, provisional: provisional, finalPiece: nil)
        }
        let a = recent[n - 3]
        let hAB = b.position.distance(to: a.position)
        let dAB = (b.position - a.position) * (1 / hAB)
        let before: Double? = n == 4 ? recent[0].position.distance(to: a.position) : nil
        let corner = Self.isCorner(incoming: dAB, outgoing: dBC, spans: (hAB, hBC), spanBefore: before)
        let fit = Parabola(a.position, b.position, c.position, hAB, hBC)
        let bIn = corner ? KnotState(position: b.position, velocity: dAB, acceleration: .zero) : fit.middle
        let bOut = corner ? KnotState(position: b.position, velocity: dBC, acceleration: .zero) : fit.middle
        let aOut = outgoing ?? (corner ? KnotState(position: a.position, velocity: dAB, acceleration: .zero) : fit.start)
        let final = QuinticPiece(start: aOut, end: bIn, span: hAB)
        _ = emit(final, a, b, into: &out)
        if Self.same(out, drawn) {
            // The final span is where its provisional form was drawn (always so for a span of one
            // piece): keep those points, so nothing is drawn twice.
            out.removeAll(keepingCapacity: true)
            removed = 0
        }
        let cEnd = corner ? KnotState(position: c.position, velocity: dBC, acceleration: .zero) : fit.end
        let kept = out.count
        _ = emit(QuinticPiece(start: bOut, end: cEnd, span: hBC), b, c, into: &out)
        drawn.removeAll(keepingCapacity: true)
        drawn.append(contentsOf: out[kept...])
        outgoing = bOut
        emitted = out
        return Update(removeLast: removed, points: out, provisional: provisional, finalPiece: final)
    }

    /// Ends the stroke: the provisional span stays as drawn and becomes final.
    public mutating func finish() { drawn = [] }

    /// Whether two runs of points are the same to within a fiftieth of a pixel.
    static func same(_ a: [StrokePoint], _ b: [StrokePoint]) -> Bool {
        guard a.count == b.count else { return false }
        for (p, q) in zip(a, b) where p.position.distance(to: q.position) > 0.02 || abs(p.pressure - q.pressure) > 1e-3
            || abs(p.tilt - q.tilt) > 1e-2 || abs(p.angle - q.angle) > 1e-3 { return false }
        return true
    }

    /// Whether the pen made a corner at a sample: a turn of more than `cornerAngle` radians, or
    /// of more than `slowCornerAngle` where the pen also slowed into it (both spans beside the
    /// sample under half the span before them: samples come at a steady rate, so spans are speeds).
    public static func isCorner(incoming: Point, outgoing: Point, spans: (Double, Double), spanBefore: Double?) -> Bool {
        let cosTurn = incoming.dot(outgoing)
        if cosTurn < cos(cornerAngle) { return true }
        guard cosTurn < cos(slowCornerAngle), let before = spanBefore else { return false }
        return Swift.max(spans.0, spans.1) < 0.5 * before
    }

    /// A turn at one sample beyond which the pen is taken to have made a corner (a smooth curve
    /// sampled that coarsely would have fewer than five samples per full turn).
    public static let cornerAngle = 80.0 * .pi / 180
    /// A smaller turn that is a corner where the pen slowed down into it.
    public static let slowCornerAngle = 40.0 * .pi / 180

    /// Appends the points of `piece` after its start (its end last, exactly), the pen's state
    /// (pressure, tilt, nib angle) going from sample `a`'s to `b`'s; returns how many.
    private func emit(_ piece: QuinticPiece, _ a: StrokePoint, _ b: StrokePoint, into out: inout [StrokePoint]) -> Int {
        let count = piece.subdivisions(tolerance: tolerance)
        for i in 1..<count {
            let s = Double(i) / Double(count)
            out.append(StrokePoint(piece.point(at: s), pressure: a.pressure + (b.pressure - a.pressure) * s,
                                   tilt: a.tilt + (b.tilt - a.tilt) * s, angle: a.angle + (b.angle - a.angle) * s))
        }
        out.append(StrokePoint(piece.end.position, pressure: b.pressure, tilt: b.tilt, angle: b.angle))
        return count
    }
}

/// The parabola through three samples (chord-length parameter): its state at each of them.
struct Parabola {
    var start: KnotState
    var middle: KnotState
    var end: KnotState

    init(_ p0: Point, _ p1: Point, _ p2: Point, _ h0: Double, _ h1: Double) {
        let d0 = (p1 - p0) * (1 / h0), d1 = (p2 - p1) * (1 / h1)
        var acc = (d1 - d0) * (2 / (h0 + h1))
        // Cusp guard: no more curvature than a turn of a radian over the longer span.
        let limit = 2 / Swift.max(h0, h1)
        if acc.length > limit { acc = acc * (limit / acc.length) }
        let m = (d0 * h1 + d1 * h0) * (1 / (h0 + h1))
        start = KnotState(position: p0, velocity: m - acc * h0, acceleration: acc)
        middle = KnotState(position: p1, velocity: m, acceleration: acc)
        end = KnotState(position: p2, velocity: m + acc * h1, acceleration: acc)
    }
}
