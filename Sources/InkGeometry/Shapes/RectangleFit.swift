import Foundation

/// The rectangle a closed stroke traces, if it traces one: the smallest box around the stroke
/// over every rotation (1° steps), kept when the stroke runs along its sides (mean distance
/// under 5 % of the shorter side, none farther than 20 %) and reaches into each corner (within
/// 15 % of the shorter side: an ellipse's box has empty corners). Within 5° of the axes it is
/// turned onto them.
struct RectangleFit {
    var center: Point
    /// Half the sides, along `rotation` and across it.
    var half: Size
    var rotation: Double
    /// The mean distance of the stroke from the sides, as a fraction of the shorter side.
    var error: Double
    /// The stroke's first point and whether it goes round counterclockwise (in page coordinates, y down).
    private var start: Point
    private var counterclockwise: Bool

    init?(_ points: [Point]) {
        let q = ShapePath.resample(points, count: 96)
        var best: (area: Double, angle: Double, min: Point, max: Point)?
        for step in 0..<90 {
            let angle = Double(step) * .pi / 180
            let (lo, hi) = Self.extent(q, angle: angle)
            let area = (hi.x - lo.x) * (hi.y - lo.y)
            if best.map({ area < $0.area }) ?? true { best = (area, angle, lo, hi) }
        }
        guard var fit = best else { return nil }
        let snapped = ShapePath.axisSnapped(fit.angle, tolerance: 5 * .pi / 180).truncatingRemainder(dividingBy: .pi / 2)
        if snapped != fit.angle {
            let (lo, hi) = Self.extent(q, angle: snapped)
            fit = ((hi.x - lo.x) * (hi.y - lo.y), snapped, lo, hi)
        }
        let w = fit.max.x - fit.min.x, h = fit.max.y - fit.min.y
        let short = Swift.min(w, h)
        guard short >= ShapeRecognizer.minimumSize / 2, short >= 0.08 * Swift.max(w, h) else { return nil }
        var total = 0.0, worst = 0.0
        var corners = [Double](repeating: .infinity, count: 4)
        let cornerPoints = [Point(fit.min.x, fit.min.y), Point(fit.max.x, fit.min.y), Point(fit.max.x, fit.max.y), Point(fit.min.x, fit.max.y)]
        for p in q {
            let u = Self.rotated(p, by: -fit.angle)
            let d = Swift.min(abs(u.x - fit.min.x), abs(fit.max.x - u.x), abs(u.y - fit.min.y), abs(fit.max.y - u.y))
            total += d
            worst = Swift.max(worst, d)
            for c in 0..<4 { corners[c] = Swift.min(corners[c], u.distance(to: cornerPoints[c])) }
        }
        error = total / Double(q.count) / short
        guard error <= 0.05, worst <= 0.2 * short, corners.allSatisfy({ $0 <= 0.15 * short }) else { return nil }
        rotation = fit.angle
        half = Size(w / 2, h / 2)
        center = Self.rotated(Point((fit.min.x + fit.max.x) / 2, (fit.min.y + fit.max.y) / 2), by: fit.angle)
        start = points[0]
        counterclockwise = Self.signedArea(q) < 0
    }

    /// The four corners, starting at the one nearest the stroke's start, in the stroke's direction.
    var corners: [Point] {
        let local = [Point(-half.width, -half.height), Point(half.width, -half.height), Point(half.width, half.height), Point(-half.width, half.height)]
        var ring = local.map { center + Self.rotated($0, by: rotation) }
        if counterclockwise { ring.reverse() }
        let first = ring.indices.min { ring[$0].distance(to: start) < ring[$1].distance(to: start) } ?? 0
        return Array(ring[first...] + ring[..<first])
    }

    func shape(_ stroke: [StrokePoint]) -> RecognisedShape {
        let c = corners
        let perimeter = 4 * (half.width + half.height)
        let path = ShapePath.densify(c + [c[0]], spacing: ShapeRecognizer.spacing(perimeter))
        return RecognisedShape(kind: .rectangle, vertices: c, radii: nil, rotation: rotation, points: ShapePath.carry(stroke, onto: path))
    }

    static func rotated(_ p: Point, by angle: Double) -> Point {
        Point(p.x * cos(angle) - p.y * sin(angle), p.x * sin(angle) + p.y * cos(angle))
    }

    /// The smallest and largest coordinates of the points in a frame turned by `angle`.
    static func extent(_ q: [Point], angle: Double) -> (Point, Point) {
        var lo = Point(Double.infinity, Double.infinity), hi = Point(-Double.infinity, -Double.infinity)
        for p in q {
            let u = rotated(p, by: -angle)
            lo = Point(Swift.min(lo.x, u.x), Swift.min(lo.y, u.y))
            hi = Point(Swift.max(hi.x, u.x), Swift.max(hi.y, u.y))
        }
        return (lo, hi)
    }

    /// Twice the signed area of the closed polygon (positive when it turns clockwise on screen, y down).
    static func signedArea(_ q: [Point]) -> Double {
        var sum = 0.0
        for (a, b) in zip(q, q.dropFirst() + q.prefix(1)) { sum += a.x * b.y - b.x * a.y }
        return sum
    }
}
