import Foundation

/// The highlighter's flat felt tip: a thin rectangle, `length` along its long edge and
/// `thickness` across, whose long edge lies at the point's `angle`. Like a real chisel marker's
/// it is held at a fixed angle in the hand (`restingAngle`, page space) unless the pen reports
/// its barrel rotation, so a stroke across the edge is broad and one along it is narrow.
///
/// A piece of the outline is the convex hull of the two footprints at its ends; the curve's
/// pieces are short (a tenth of a pixel's tolerance), so the hulls follow the swept area
/// closely, and they all wind the same way, so filling them together paints their union once.
public struct ChiselNib: Hashable, Sendable {
    public var length: Double
    public var thickness: Double

    /// The thickness as a share of the length (a broad marker's tip is about a quarter as thick as wide).
    public static let thicknessRatio = 0.25
    /// The long edge's direction when the device reports no barrel rotation (and at rotation
    /// 0): 70° from the horizontal, leaning right as a right hand holds a marker, so a stroke
    /// along a line of text is nearly the full width and a downstroke about half of it.
    public static let restingAngle = -70.0 * Double.pi / 180

    public init(length: Double, thickness: Double) { self.length = length; self.thickness = thickness }

    /// The nib of an outline: its width is the long edge.
    public init(_ outline: OutlineOptions) {
        length = Swift.max(outline.width, outline.minimumWidth)
        thickness = Swift.max(1, length * Self.thicknessRatio)
    }

    /// The resting angle in a left hand: mirrored, leaning left.
    public static let leftRestingAngle = -110.0 * Double.pi / 180

    /// The nib's angle for a barrel rotation in degrees (nil: the device has none), held in
    /// the right or the left hand.
    public static func angle(rotation: Double?, rightHanded: Bool = true) -> Double {
        let rest = rightHanded ? restingAngle : leftRestingAngle
        guard let rotation, rotation.isFinite else { return rest }
        return rest + rotation * .pi / 180
    }

    /// `angle` moved by whole half turns to lie within a quarter turn of `previous` (the nib
    /// looks the same turned half way round): a nib turning past 360° keeps turning smoothly
    /// instead of spinning back through every angle between two points.
    public static func unwrapped(_ angle: Double, near previous: Double) -> Double {
        angle - (((angle - previous) / .pi).rounded()) * .pi
    }

    /// How far a footprint reaches from its centre: half its diagonal.
    public var reach: Double { 0.5 * (length * length + thickness * thickness).squareRoot() }

    /// The width of a straight stroke drawn in `direction` (radians) with the nib's long edge
    /// at `angle`: the nib's extent across the direction of travel.
    public func sweptWidth(angle: Double, direction: Double) -> Double {
        let d = direction - angle
        return length * abs(sin(d)) + thickness * abs(cos(d))
    }

    /// The four corners of the footprint at a point.
    public func corners(at p: StrokePoint) -> [Point] {
        let u = Point(cos(p.angle), sin(p.angle)) * (length / 2)
        let v = Point(-sin(p.angle), cos(p.angle)) * (thickness / 2)
        let c = p.position
        return [c - u - v, c + u - v, c + u + v, c - u + v]
    }

    /// The piece of the outline between `a` and `b`: the convex hull of their footprints.
    public func piece(_ a: StrokePoint, _ b: StrokePoint) -> [Point] {
        convexHull(corners(at: a) + corners(at: b))
    }
}

/// The convex hull of a few points (Andrew's monotone chain), always wound the same way.
func convexHull(_ points: [Point]) -> [Point] {
    let sorted = points.sorted { $0.x != $1.x ? $0.x < $1.x : $0.y < $1.y }
    guard sorted.count > 2 else { return sorted }
    func cross(_ o: Point, _ a: Point, _ b: Point) -> Double { (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x) }
    var hull: [Point] = []
    hull.reserveCapacity(sorted.count + 1)
    for p in sorted {
        while hull.count >= 2 && cross(hull[hull.count - 2], hull[hull.count - 1], p) <= 0 { hull.removeLast() }
        hull.append(p)
    }
    let lowerCount = hull.count + 1
    for p in sorted.reversed().dropFirst() {
        while hull.count >= lowerCount && cross(hull[hull.count - 2], hull[hull.count - 1], p) <= 0 { hull.removeLast() }
        hull.append(p)
    }
    hull.removeLast()
    return hull
}
