import Foundation

/// The ellipse a closed stroke traces, if it traces one: centre and axes from the second
/// moments of the stroke resampled evenly along its length, radii scaled so the stroke's mean
/// normalised radius is 1; kept when the mean radial error is under 8 % (none over 25 %) and
/// the stroke goes round the centre once (not a letter that loops). Radii within 10 % of each
/// other make a circle; a rotation within 7° of the axes is turned onto them.
struct EllipseFit {
    var center: Point
    var radii: Size
    var rotation: Double
    /// The mean radial error (a fraction of the radius).
    var error: Double
    /// The parameter angle of the stroke's start, and the way round it goes.
    private var startAngle: Double
    private var direction: Double

    init?(_ points: [Point]) {
        let q = ShapePath.resample(points, count: 96)
        let n = Double(q.count)
        let mean = q.reduce(Point.zero, +) * (1 / n)
        var sxx = 0.0, syy = 0.0, sxy = 0.0
        for p in q {
            let d = p - mean
            sxx += d.x * d.x; syy += d.y * d.y; sxy += d.x * d.y
        }
        sxx /= n; syy /= n; sxy /= n
        var angle = 0.5 * atan2(2 * sxy, sxx - syy)
        // Second moments of an ellipse's outline: a²/2 along the axis, b²/2 across it.
        var a = 0.0, b = 0.0
        for p in q {
            let u = RectangleFit.rotated(p - mean, by: -angle)
            a += u.x * u.x; b += u.y * u.y
        }
        a = (2 * a / n).squareRoot(); b = (2 * b / n).squareRoot()
        guard a > 0, b > 0, Swift.min(a, b) >= 0.08 * Swift.max(a, b) else { return nil }
        if Swift.min(a, b) >= 0.9 * Swift.max(a, b) {
            a = (a + b) / 2; b = a
            angle = 0
        } else {
            angle = ShapePath.axisSnapped(angle, tolerance: 7 * .pi / 180)
        }
        // The radii that fit best: least squares of (u/a)² + (v/b)² = 1 in 1/a² and 1/b².
        var s40 = 0.0, s22 = 0.0, s04 = 0.0, s20 = 0.0, s02 = 0.0
        for p in q {
            let u = RectangleFit.rotated(p - mean, by: -angle)
            let u2 = u.x * u.x, v2 = u.y * u.y
            s40 += u2 * u2; s22 += u2 * v2; s04 += v2 * v2; s20 += u2; s02 += v2
        }
        let det = s40 * s04 - s22 * s22
        if det > 0 {
            let inverseA2 = (s20 * s04 - s02 * s22) / det, inverseB2 = (s40 * s02 - s22 * s20) / det
            if inverseA2 > 0, inverseB2 > 0 {
                a = 1 / inverseA2.squareRoot(); b = 1 / inverseB2.squareRoot()
                if Swift.min(a, b) >= 0.9 * Swift.max(a, b) { a = (a + b) / 2; b = a }
            }
        }
        func ratio(_ p: Point) -> Double {
            let u = RectangleFit.rotated(p - mean, by: -angle)
            return ((u.x / a) * (u.x / a) + (u.y / b) * (u.y / b)).squareRoot()
        }
        var total = 0.0, worst = 0.0
        for p in q {
            let e = abs(ratio(p) - 1)
            total += e
            worst = Swift.max(worst, e)
        }
        error = total / n
        guard error <= 0.08, worst <= 0.25 else { return nil }
        // Once round the centre: the turning of the direction to the centre adds up to one turn.
        var winding = 0.0
        for (p, r) in zip(q, q.dropFirst()) {
            var d = atan2(r.y - mean.y, r.x - mean.x) - atan2(p.y - mean.y, p.x - mean.x)
            if d > .pi { d -= 2 * .pi } else if d < -.pi { d += 2 * .pi }
            winding += d
        }
        guard abs(winding) >= 1.7 * .pi, abs(winding) <= 2.4 * .pi else { return nil }
        center = mean
        radii = Size(a, b)
        rotation = angle
        let u = RectangleFit.rotated(points[0] - mean, by: -angle)
        startAngle = atan2(u.y / b, u.x / a)
        direction = winding >= 0 ? 1 : -1
    }

    func shape(_ stroke: [StrokePoint]) -> RecognisedShape {
        let a = radii.width, b = radii.height
        // Ramanujan's perimeter.
        let h = ((a - b) * (a - b)) / ((a + b) * (a + b))
        let perimeter = Double.pi * (a + b) * (1 + 3 * h / (10 + (4 - 3 * h).squareRoot()))
        let count = Swift.min(360, Swift.max(48, Int(perimeter / 3)))
        let path = (0...count).map { k -> Point in
            let t = startAngle + direction * 2 * .pi * Double(k) / Double(count)
            return center + RectangleFit.rotated(Point(a * cos(t), b * sin(t)), by: rotation)
        }
        return RecognisedShape(kind: .ellipse, vertices: [center], radii: radii, rotation: rotation, points: ShapePath.carry(stroke, onto: path))
    }
}
