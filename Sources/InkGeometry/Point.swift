/// A position or offset in a 2-D coordinate space (window pixels or canvas units).
public struct Point: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double

    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    public init(x: Double, y: Double) { self.x = x; self.y = y }

    public static let zero = Point(0, 0)

    public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    public static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }

    /// Length of the vector from the origin.
    public var length: Double { (x * x + y * y).squareRoot() }
    /// Distance to another point.
    public func distance(to other: Point) -> Double { (self - other).length }
    /// Dot product.
    public func dot(_ o: Point) -> Double { x * o.x + y * o.y }
    /// The vector turned a quarter turn (x right, y down: clockwise on screen).
    public var perpendicular: Point { Point(-y, x) }
}
