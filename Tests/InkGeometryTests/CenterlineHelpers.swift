import InkGeometry

/// A stroke's centre line as the pen tool builds it: samples steadied at `smoothing`, a curve
/// through them, provisional spans replaced as the next sample comes, the lift at the last sample.
struct Centreline {
    var points: [StrokePoint] = []
    var finalPieces: [QuinticPiece] = []
    var stabiliser: StrokeStabiliser
    var curve = StrokeCurve()

    init(_ smoothing: Smoothing) { stabiliser = StrokeStabiliser(smoothing) }

    mutating func add(_ p: Point, pressure: Double = 0.5) {
        apply(curve.add(stabiliser.add(StrokePoint(p, pressure: pressure))))
    }

    mutating func finish(_ p: Point, pressure: Double = 0.5) {
        apply(curve.add(stabiliser.finish(StrokePoint(p, pressure: pressure))))
        curve.finish()
    }

    mutating func apply(_ update: StrokeCurve.Update?) {
        guard let update else { return }
        points.removeLast(update.removeLast)
        points += update.points
        if let piece = update.finalPiece { finalPieces.append(piece) }
    }

    /// A whole stroke through `samples` (the last is the lift).
    static func drawn(_ samples: [Point], smoothing: Smoothing = .off) -> Centreline {
        var c = Centreline(smoothing)
        for p in samples.dropLast() { c.add(p) }
        if let last = samples.last { c.finish(last) }
        return c
    }

    /// The distance from `p` to the polyline.
    func distance(to p: Point) -> Double {
        guard points.count > 1 else { return points.first.map { $0.position.distance(to: p) } ?? .infinity }
        var best = Double.infinity
        for i in 1..<points.count { best = min(best, InkGeometry.distance(from: p, toSegment: points[i - 1].position, points[i].position)) }
        return best
    }

    /// Points along every straight piece (ends and `perPiece - 1` between), for pixel-free checks.
    func densePoints(perPiece: Int = 8) -> [Point] {
        guard points.count > 1 else { return points.map(\.position) }
        var out: [Point] = []
        for i in 1..<points.count {
            let a = points[i - 1].position, b = points[i].position
            for k in 0..<perPiece { out.append(a + (b - a) * (Double(k) / Double(perPiece))) }
        }
        out.append(points[points.count - 1].position)
        return out
    }
}
