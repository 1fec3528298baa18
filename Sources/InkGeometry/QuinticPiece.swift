import Foundation

/// The value and first two derivatives of a curve at a knot (derivatives with respect to the
/// curve's parameter, which grows by the chord length from knot to knot).
public struct KnotState: Hashable, Sendable {
    public var position: Point
    public var velocity: Point
    public var acceleration: Point
    public init(position: Point, velocity: Point, acceleration: Point) {
        self.position = position; self.velocity = velocity; self.acceleration = acceleration
    }
}

/// One piece of a stroke's centre line: the quintic Hermite polynomial that meets its two knots'
/// positions, velocities and accelerations. Neighbouring pieces share their knot's state, so the
/// curve is C2 (curvature-continuous) across knots wherever the knot's state is one value.
public struct QuinticPiece: Sendable {
    public var start: KnotState
    public var end: KnotState
    /// The parameter span of the piece (the chord length between its knots).
    public var span: Double

    public init(start: KnotState, end: KnotState, span: Double) {
        self.start = start; self.end = end; self.span = span
    }

    /// The point at `s` in 0...1.
    public func point(at s: Double) -> Point {
        let s2 = s * s, s3 = s2 * s, s4 = s3 * s, s5 = s4 * s
        let h = span, h2 = span * span
        let b0 = 1 - 10 * s3 + 15 * s4 - 6 * s5
        let b1 = s - 6 * s3 + 8 * s4 - 3 * s5
        let b2 = 0.5 * s2 - 1.5 * s3 + 1.5 * s4 - 0.5 * s5
        let b3 = 0.5 * s3 - s4 + 0.5 * s5
        let b4 = -4 * s3 + 7 * s4 - 3 * s5
        let b5 = 10 * s3 - 15 * s4 + 6 * s5
        return start.position * b0 + start.velocity * (b1 * h) + start.acceleration * (b2 * h2)
            + end.acceleration * (b3 * h2) + end.velocity * (b4 * h) + end.position * b5
    }

    /// The derivative with respect to the curve's parameter at `s` in 0...1.
    public func velocity(at s: Double) -> Point {
        let s2 = s * s, s3 = s2 * s, s4 = s3 * s
        let h = span
        let b0 = -30 * s2 + 60 * s3 - 30 * s4
        let b1 = 1 - 18 * s2 + 32 * s3 - 15 * s4
        let b2 = s - 4.5 * s2 + 6 * s3 - 2.5 * s4
        let b3 = 1.5 * s2 - 4 * s3 + 2.5 * s4
        let b4 = -12 * s2 + 28 * s3 - 15 * s4
        let b5 = 30 * s2 - 60 * s3 + 30 * s4
        return (start.position * b0 + end.position * b5) * (1 / h) + start.velocity * b1 + end.velocity * b4
            + (start.acceleration * b2 + end.acceleration * b3) * h
    }

    /// The second derivative with respect to the curve's parameter at `s` in 0...1.
    public func acceleration(at s: Double) -> Point {
        let s2 = s * s, s3 = s2 * s
        let h = span
        let b0 = -60 * s + 180 * s2 - 120 * s3
        let b1 = -36 * s + 96 * s2 - 60 * s3
        let b2 = 1 - 9 * s + 18 * s2 - 10 * s3
        let b3 = 3 * s - 12 * s2 + 10 * s3
        let b4 = -24 * s + 84 * s2 - 60 * s3
        let b5 = 60 * s - 180 * s2 + 120 * s3
        return (start.position * b0 + end.position * b5) * (1 / (h * h)) + (start.velocity * b1 + end.velocity * b4) * (1 / h)
            + start.acceleration * b2 + end.acceleration * b3
    }

    /// How many straight pieces draw it within `tolerance` of the curve: more where it bends
    /// (its turn and its bulge from the chord) and where it is long, one where it is straight.
    public func subdivisions(tolerance: Double, limit: Int = 64) -> Int {
        let chord = end.position - start.position
        let length = chord.length
        guard length > 0, span > 0 else { return 1 }
        // The largest distance of a few points from the chord: a bulge of e takes ~sqrt(e / tol) pieces.
        var bulge = 0.0
        for s in [0.25, 0.5, 0.75] {
            bulge = Swift.max(bulge, distance(from: point(at: s), toSegment: start.position, end.position))
        }
        // The turn between the end tangents: an arc of turn θ and length L takes ~sqrt(Lθ / 8 tol).
        let v0 = start.velocity, v1 = end.velocity
        // The angle between them, as atan2 of their cross and dot products (the acos of the
        // normalised dot product, without acos: no code of its own on a drawing event; nor
        // libm's atan2's tables: `arctangent`).
        let turn = v0.length > 0 && v1.length > 0 ? arctangent(abs(v0.x * v1.y - v0.y * v1.x), v0.dot(v1)) : 0
        let byBulge = (bulge / tolerance).squareRoot()
        let byTurn = (length * turn / (8 * tolerance)).squareRoot()
        let n = Swift.max(byBulge, byTurn).rounded(.up)
        return Swift.min(limit, Swift.max(1, n.isFinite ? Int(n) : limit))
    }
}
