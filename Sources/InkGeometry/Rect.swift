/// An axis-aligned rectangle; used for damage, hit areas and bounds.
public struct Rect: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The empty rectangle: the identity of `union`.
    public static let empty = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The square of side `2 * radius` around `center`.
    public init(center: Point, radius: Double) {
        self.init(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    }

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    public var center: Point { Point(x + width / 2, y + height / 2) }

    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// Whether `inner` lies wholly inside (edges may touch; the empty rectangle always does).
    public func covers(_ inner: Rect) -> Bool {
        inner.isEmpty || (minX <= inner.minX && minY <= inner.minY && maxX >= inner.maxX && maxY >= inner.maxY)
    }

    public func intersects(_ o: Rect) -> Bool {
        !isEmpty && !o.isEmpty && minX < o.maxX && o.minX < maxX && minY < o.maxY && o.minY < maxY
    }

    /// The smallest rectangle holding both; an empty side is ignored.
    public func union(_ o: Rect) -> Rect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = Swift.min(minX, o.minX), y0 = Swift.min(minY, o.minY)
        let x1 = Swift.max(maxX, o.maxX), y1 = Swift.max(maxY, o.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The common part, or `.empty`.
    public func intersection(_ o: Rect) -> Rect {
        let x0 = Swift.max(minX, o.minX), y0 = Swift.max(minY, o.minY)
        let x1 = Swift.min(maxX, o.maxX), y1 = Swift.min(maxY, o.maxY)
        return x1 > x0 && y1 > y0 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .empty
    }

    /// Shrunk by `d` on every side (a negative `d` grows it).
    public func insetBy(_ d: Double) -> Rect {
        Rect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d)
    }

    /// Moved by an offset.
    public func offsetBy(_ p: Point) -> Rect { Rect(x: x + p.x, y: y + p.y, width: width, height: height) }

    /// Grown outward to whole pixels.
    public var integral: Rect {
        if isEmpty { return .empty }
        let x0 = minX.rounded(.down), y0 = minY.rounded(.down)
        return Rect(x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
    }

    /// The bounds of a set of points (empty for none).
    public init<S: Sequence>(bounding points: S) where S.Element == Point {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for p in points { x0 = Swift.min(x0, p.x); y0 = Swift.min(y0, p.y); x1 = Swift.max(x1, p.x); y1 = Swift.max(y1, p.y) }
        self = x0 <= x1 ? Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : .empty
    }
}
