/// Small polygon measures the outline tests share: signed area, convexity, bounds.
import InkGeometry

enum PolygonMath {
    /// Shoelace signed area (positive when angles increase, i.e. clockwise on a y-down screen).
    static func signedArea(_ p: [Point]) -> Double {
        var s = 0.0
        for i in p.indices {
            let a = p[i], b = p[(i + 1) % p.count]
            s += a.x * b.y - b.x * a.y
        }
        return s / 2
    }

    /// Whether every turn of the closed polygon goes the same way (no reflex corner).
    static func isConvex(_ p: [Point], tolerance: Double = 1e-9) -> Bool {
        guard p.count >= 3 else { return false }
        var sawPositive = false, sawNegative = false
        for i in p.indices {
            let a = p[i], b = p[(i + 1) % p.count], c = p[(i + 2) % p.count]
            let cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
            if cross > tolerance { sawPositive = true }
            if cross < -tolerance { sawNegative = true }
        }
        return !(sawPositive && sawNegative)
    }

    static func bounds(_ p: [Point]) -> Rect { Rect(bounding: p) }
}
