import Foundation

/// The filled outline of a stroke: one convex polygon per piece of the centre line.
///
/// Each piece is the convex hull of two discs (the pen's footprint at two consecutive points,
/// with the radius its pressure gives), so the width varies smoothly along the stroke, joins
/// and caps are round, and sharp turns leave no gaps. All polygons wind the same way, so
/// filling them together with the non-zero rule paints their union exactly once (which keeps
/// translucent ink even). A single point gives a single disc.
public func strokeOutline(_ points: [StrokePoint], options: OutlineOptions) -> [[Point]] {
    guard let first = points.first else { return [] }
    if points.count == 1 {
        return [outlinePiece(first, first, options: options)]
    }
    var pieces: [[Point]] = []
    pieces.reserveCapacity(points.count - 1)
    for i in 1..<points.count {
        pieces.append(outlinePiece(points[i - 1], points[i], options: options))
    }
    return pieces
}

/// The convex hull of the footprints at `a` and `b` (a disc when one holds the other; for a
/// chisel, two rectangles, `ChiselNib`).
public func outlinePiece(_ a: StrokePoint, _ b: StrokePoint, options: OutlineOptions) -> [Point] {
    if options.nib == .chisel { return ChiselNib(options).piece(a, b) }
    let r0 = options.width(at: a) / 2
    let r1 = options.width(at: b) / 2
    let c0 = a.position, c1 = b.position
    let d = c0.distance(to: c1)
    if d + Swift.min(r0, r1) <= Swift.max(r0, r1) + 1e-9 {
        return r0 >= r1 ? arc(center: c0, radius: r0, from: 0, to: 2 * .pi, closed: true)
                        : arc(center: c1, radius: r1, from: 0, to: 2 * .pi, closed: true)
    }
    let phi = atan2(c1.y - c0.y, c1.x - c0.x)
    let alpha = acos(Swift.min(1, Swift.max(-1, (r0 - r1) / d)))
    var polygon = arc(center: c1, radius: r1, from: phi - alpha, to: phi + alpha, closed: false)
    polygon += arc(center: c0, radius: r0, from: phi + alpha, to: phi - alpha + 2 * .pi, closed: false)
    return polygon
}

/// The bounds of the piece between `a` and `b` (both footprints; for a chisel the discs
/// that hold its rectangles whatever their angle).
public func outlinePieceBounds(_ a: StrokePoint, _ b: StrokePoint, options: OutlineOptions) -> Rect {
    Rect(center: a.position, radius: options.reach(at: a)).union(Rect(center: b.position, radius: options.reach(at: b)))
}

/// The bounds of a whole stroke's outline.
public func outlineBounds(_ points: [StrokePoint], options: OutlineOptions) -> Rect {
    var r = Rect.empty
    for p in points { r = r.union(Rect(center: p.position, radius: options.reach(at: p))) }
    return r
}

/// Points on a circle from angle `a0` to `a1` (increasing), dense enough that the chord
/// strays at most a tenth of a pixel from the arc, and including the arc's leftmost,
/// rightmost, top and bottom points (angles that are multiples of a quarter turn), so the
/// polygon reaches the circle's extent.
func arc(center: Point, radius: Double, from a0: Double, to a1: Double, closed: Bool) -> [Point] {
    let tolerance = 0.1
    let step: Double = radius > tolerance ? 2 * acos(1 - tolerance / radius) : .pi / 4
    let sweep = a1 - a0
    let count = Swift.max(2, Swift.min(96, Int((sweep / Swift.max(step, .pi / 48)).rounded(.up)) + 1))
    let last = closed ? count - 1 : count
    var points: [Point] = []
    points.reserveCapacity(count + 4)
    var quarter = (a0 / (.pi / 2)).rounded(.up) * (.pi / 2)
    for i in 0..<last {
        let t = a0 + sweep * Double(i) / Double(count - 1)
        let next = i + 1 < count ? a0 + sweep * Double(i + 1) / Double(count - 1) : a1
        points.append(Point(center.x + radius * cos(t), center.y + radius * sin(t)))
        while quarter < next - 1e-9 {
            if quarter > t + 1e-9 { points.append(Point(center.x + radius * cos(quarter), center.y + radius * sin(quarter))) }
            quarter += .pi / 2
        }
    }
    return points
}
