/// The area a disc covers as it moves in a straight line: the eraser's footprint between two
/// events (a disc when both ends are the same point).
public struct Capsule: Hashable, Sendable {
    public var from: Point
    public var to: Point
    public var radius: Double

    public init(from: Point, to: Point, radius: Double) {
        self.from = from; self.to = to; self.radius = radius
    }

    /// The bounds of the capsule grown by `padding`.
    public func bounds(padding: Double = 0) -> Rect {
        Rect(bounding: [from, to]).insetBy(-(radius + padding))
    }

    /// Whether `p` is within `padding` of the capsule.
    public func contains(_ p: Point, padding: Double = 0) -> Bool {
        distance(from: p, toSegment: from, to) <= radius + padding
    }

    /// The parameters `t` in 0...1 for which `a + (b - a) * t` lies within `padding` of the
    /// capsule, or nil when none do. The capsule is convex, so they form one interval: the
    /// union of the segment's intervals in the two end discs and in the rectangle between them.
    public func interval(ofSegment a: Point, _ b: Point, padding: Double = 0) -> ClosedRange<Double>? {
        let r = radius + padding
        guard r > 0, r.isFinite else { return nil }
        let d = b - a
        var lo = Double.infinity, hi = -Double.infinity
        func take(_ i: (Double, Double)?) {
            guard let i, i.0 <= i.1 else { return }
            lo = Swift.min(lo, i.0); hi = Swift.max(hi, i.1)
        }
        take(Self.disc(from, r, a, d))
        take(Self.disc(to, r, a, d))
        let axis = to - from
        let length = axis.length
        if length > 0 {
            let u = axis * (1 / length), n = u.perpendicular
            let along = Self.slab(value: (a - from).dot(u), rate: d.dot(u), lo: 0, hi: length)
            let across = Self.slab(value: (a - from).dot(n), rate: d.dot(n), lo: -r, hi: r)
            if let along, let across { take((Swift.max(along.0, across.0), Swift.min(along.1, across.1))) }
        }
        let t0 = Swift.max(lo, 0), t1 = Swift.min(hi, 1)
        guard t0 <= t1 else { return nil }
        return t0...t1
    }

    /// Where the line `a + d * t` is within `r` of `c`.
    private static func disc(_ c: Point, _ r: Double, _ a: Point, _ d: Point) -> (Double, Double)? {
        let ac = a - c
        let qa = d.dot(d), qb = 2 * d.dot(ac), qc = ac.dot(ac) - r * r
        guard qa > 0 else { return qc <= 0 ? (-Double.infinity, Double.infinity) : nil }
        let disc = qb * qb - 4 * qa * qc
        guard disc >= 0 else { return nil }
        let root = disc.squareRoot()
        return ((-qb - root) / (2 * qa), (-qb + root) / (2 * qa))
    }

    /// Where `value + rate * t` lies in `lo...hi`.
    private static func slab(value: Double, rate: Double, lo: Double, hi: Double) -> (Double, Double)? {
        guard rate != 0 else { return (lo...hi).contains(value) ? (-Double.infinity, Double.infinity) : nil }
        let t0 = (lo - value) / rate, t1 = (hi - value) / rate
        return (Swift.min(t0, t1), Swift.max(t0, t1))
    }
}
