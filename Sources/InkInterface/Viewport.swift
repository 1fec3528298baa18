import InkGeometry

/// How page coordinates map onto the window: page point p appears at `origin + p * scale`.
public struct Viewport: Hashable, Sendable {
    public var origin: Point
    public var scale: Double

    public init(origin: Point = .zero, scale: Double = 1) { self.origin = origin; self.scale = scale }

    public func toWindow(_ p: Point) -> Point { origin + p * scale }
    public func toPage(_ p: Point) -> Point { (p - origin) * (1 / scale) }
    public func toWindow(_ r: Rect) -> Rect {
        r.isEmpty ? .empty : Rect(x: origin.x + r.x * scale, y: origin.y + r.y * scale, width: r.width * scale, height: r.height * scale)
    }
    public func toPage(_ r: Rect) -> Rect {
        r.isEmpty ? .empty : Rect(x: (r.x - origin.x) / scale, y: (r.y - origin.y) / scale, width: r.width / scale, height: r.height / scale)
    }
}
