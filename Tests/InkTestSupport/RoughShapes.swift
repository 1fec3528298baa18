import Foundation
import InkGeometry

/// Hand-drawn-looking strokes for shape recognition tests: shapes with a wobble (seeded, so the
/// same every run), and near misses (a letter, a zigzag, an open arc).
public enum RoughShapes {
    /// Adds up to `wobble` of seeded jitter across each point.
    static func jittered(_ points: [Point], wobble: Double, seed: UInt64) -> [Point] {
        var random = SeededRandom(seed: seed)
        return points.map { $0 + Point((random.unit() - 0.5) * 2 * wobble, (random.unit() - 0.5) * 2 * wobble) }
    }

    /// `count` points along the straight segment from `a` to `b` (end included, start not).
    static func segment(_ a: Point, _ b: Point, count: Int) -> [Point] {
        (1...count).map { a + (b - a) * (Double($0) / Double(count)) }
    }

    /// A rough ellipse drawn from angle `start` (radians), once round plus `overshoot` of a turn,
    /// its radius swelling and shrinking by `wobble` (a fraction) along the way.
    public static func ellipse(center: Point, radii: Size, rotation: Double = 0, start: Double = -.pi / 2, overshoot: Double = 0.03,
                               wobble: Double = 0.04, clockwise: Bool = true, count: Int = 120, seed: UInt64 = 1) -> [Point] {
        let turn = 2 * .pi * (1 + overshoot)
        let points = (0...count).map { k -> Point in
            let f = Double(k) / Double(count)
            let t = start + (clockwise ? 1 : -1) * turn * f
            let swell = 1 + wobble * sin(3 * t + 0.7) * 0.8
            let u = Point(radii.width * swell * cos(t), radii.height * swell * sin(t))
            return center + Point(u.x * cos(rotation) - u.y * sin(rotation), u.x * sin(rotation) + u.y * cos(rotation))
        }
        return jittered(points, wobble: 0.6, seed: seed)
    }

    /// A rough rectangle through `corners` (in order), back to the first, with rounded-off
    /// corners (cut by `cut`) and `wobble` of jitter.
    public static func polygon(_ corners: [Point], closed: Bool = true, cut: Double = 4, wobble: Double = 1.2, seed: UInt64 = 2) -> [Point] {
        let ring = closed ? corners + [corners[0]] : corners
        var points = [ring[0]]
        for (a, b) in zip(ring, ring.dropFirst()) {
            let d = b - a, len = d.length
            let inset = Swift.min(cut, len / 4) / len
            points += segment(points[points.count - 1], a + d * inset, count: 2)
            points += segment(a + d * inset, a + d * (1 - inset), count: Swift.max(4, Int(len / 6)))
            points += segment(a + d * (1 - inset), b, count: 2)
        }
        return jittered(points, wobble: wobble, seed: seed)
    }

    /// A rough straight line.
    public static func line(from a: Point, to b: Point, wobble: Double = 1.5, seed: UInt64 = 3) -> [Point] {
        jittered([a] + segment(a, b, count: Swift.max(8, Int(a.distance(to: b) / 5))), wobble: wobble, seed: seed)
    }

    /// A line to `tip`, then a hook back at about 35° on one side and across to the other (`>`).
    public static func arrow(from a: Point, to tip: Point, barb: Double = 0.2, seed: UInt64 = 4) -> [Point] {
        let d = a - tip, len = d.length
        let back = d * (1 / len)
        func turned(_ deg: Double) -> Point {
            let r = deg * .pi / 180
            return Point(back.x * cos(r) - back.y * sin(r), back.x * sin(r) + back.y * cos(r)) * (barb * len)
        }
        let b1 = tip + turned(35), b2 = tip + turned(-32)
        let shaft = [a] + segment(a, tip, count: Swift.max(8, Int(len / 5)))
        return jittered(shaft + segment(tip, b1, count: 8) + segment(b1, tip, count: 8) + segment(tip, b2, count: 8), wobble: 1, seed: seed)
    }

    /// A zigzag of `teeth` strokes across a width.
    public static func zigzag(from a: Point, width: Double, height: Double, teeth: Int = 5) -> [Point] {
        var points = [a]
        for i in 1...teeth {
            let b = Point(a.x + width * Double(i) / Double(teeth), a.y + (i % 2 == 1 ? height : 0))
            points += segment(points[points.count - 1], b, count: 10)
        }
        return jittered(points, wobble: 0.8, seed: 5)
    }

    /// A cursive "e" followed by an "a"-like loop: handwriting, not a shape.
    public static func letters(at o: Point, size s: Double = 60) -> [Point] {
        var points: [Point] = []
        for k in 0...60 {
            // "e": a short rising stroke, then a loop round anticlockwise and out to the right.
            let t = Double(k) / 60 * 1.8 * .pi
            points.append(o + Point(s * 0.5 * (1 - cos(t)) * 0.6 + s * 0.2 * Double(k) / 60, -s * 0.35 * sin(t)))
        }
        let last = points[points.count - 1]
        for k in 1...50 {
            let t = Double(k) / 50 * 2 * .pi
            points.append(last + Point(s * 0.3 * sin(t) + s * 0.4 * Double(k) / 50, -s * 0.3 * (1 - cos(t)) + s * 0.3 * sin(2 * t)))
        }
        return jittered(points, wobble: 0.5, seed: 6)
    }

    /// An open arc: `sweep` radians of a circle.
    public static func arc(center: Point, radius: Double, sweep: Double) -> [Point] {
        jittered((0...80).map { k in
            let t = -.pi / 2 + sweep * Double(k) / 80
            return center + Point(radius * cos(t), radius * sin(t))
        }, wobble: 0.6, seed: 7)
    }

    /// Stroke points along `points` with pressure rising from `from` to `to` along the way.
    public static func pressed(_ points: [Point], from: Double = 0.3, to: Double = 0.9) -> [StrokePoint] {
        points.enumerated().map { i, p in
            StrokePoint(p, pressure: from + (to - from) * Double(i) / Double(Swift.max(1, points.count - 1)))
        }
    }
}
