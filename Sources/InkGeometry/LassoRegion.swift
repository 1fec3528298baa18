/// The area a lasso gesture encloses: a closed loop (its last point joined to its first), or
/// the rectangle of a near-straight drag.
///
/// The rule between the two: a drag whose straight distance from start to end is at least
/// `straightness` (70 %) of the length of its path is near-straight and selects the rectangle
/// it spans (start and end are opposite corners); any other path is a loop.
public struct LassoRegion: Hashable, Sendable {
    /// The closed polygon, in the path's coordinates.
    public private(set) var polygon: [Point]
    /// Whether the path was read as a rectangle drag.
    public let isRectangle: Bool
    /// The polygon's bounds.
    public private(set) var bounds: Rect

    /// How straight a drag must be to select a rectangle (chord / path length).
    public static let straightness = 0.7

    /// The region of a gesture's path (at least one point).
    public init(path: [Point]) {
        let length = zip(path, path.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
        let chord = path.count > 1 ? path[0].distance(to: path[path.count - 1]) : 0
        if length > 0, chord >= Self.straightness * length, let a = path.first, let b = path.last {
            isRectangle = true
            polygon = [a, Point(b.x, a.y), b, Point(a.x, b.y)]
        } else {
            isRectangle = false
            polygon = path
        }
        bounds = Rect(bounding: polygon)
    }

    /// The same region moved by `d` (into another page's coordinates).
    public func offsetBy(_ d: Point) -> LassoRegion {
        var moved = self
        moved.polygon = polygon.map { $0 + d }
        moved.bounds = bounds.offsetBy(d)
        return moved
    }

    /// Whether a point is inside (even-odd rule: a loop that crosses itself leaves its twice
    /// enclosed parts out, as one drawn by hand expects rarely matters).
    public func contains(_ p: Point) -> Bool {
        guard polygon.count >= 3, bounds.contains(p) else { return false }
        var inside = false
        var j = polygon.count - 1
        for i in polygon.indices {
            let a = polygon[i], b = polygon[j]
            if (a.y > p.y) != (b.y > p.y), p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x { inside.toggle() }
            j = i
        }
        return inside
    }

    /// Whether most of a centre line lies inside: at least `share` of its points.
    public func holdsMost<C: Collection>(of points: C, share: Double = 0.5) -> Bool where C.Element == Point {
        guard !points.isEmpty else { return false }
        let inside = points.reduce(0) { $0 + (contains($1) ? 1 : 0) }
        return Double(inside) >= share * Double(points.count)
    }
}
