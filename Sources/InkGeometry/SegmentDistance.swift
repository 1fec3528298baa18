/// The distance from `p` to the segment from `a` to `b`.
public func distance(from p: Point, toSegment a: Point, _ b: Point) -> Double {
    let ab = b - a
    let len2 = ab.dot(ab)
    guard len2 > 0 else { return p.distance(to: a) }
    let t = Swift.min(1, Swift.max(0, (p - a).dot(ab) / len2))
    return p.distance(to: a + ab * t)
}
