import Foundation

/// The clean shapes a stroke held still at its end can become.
public enum ShapeKind: String, Hashable, Sendable, CaseIterable {
    case line, arrow, rectangle, ellipse
}

/// A recognised shape: what it is, its defining points, and its clean centre line carrying the
/// stroke's pressure profile.
public struct RecognisedShape: Hashable, Sendable {
    public var kind: ShapeKind
    /// The defining points: a line's two ends; an arrow's tail, tip and two barb ends; a
    /// rectangle's four corners in drawing order; an ellipse's centre.
    public var vertices: [Point]
    /// An ellipse's two radii (along its rotation and across it) and rotation in radians; nil for the other shapes.
    public var radii: Size?
    public var rotation: Double
    /// The clean centre line, with the stroke's pressure, tilt and angle carried along it
    /// (`ShapePath.carry`): a stroke drawn harder at its end stays wider at its end.
    public var points: [StrokePoint]
}

/// Recognises a clean line, arrow, rectangle or ellipse in one stroke's centre line (Xournal++
/// and Rnote's open work recognise on a hold; the tolerances here are fractions of the
/// stroke's size, so a shape is recognised at any size and zoom). Pure: points in, shape out.
///
/// - open strokes: a **line** when every point is within 6 % of its length from the chord and
///   it never goes back along it by more than 8 %
///   (snapped to horizontal or vertical within 4°); an **arrow** when a straight shaft ends in a
///   `>`-like hook: the rest of the stroke stays near the tip and turns back along the shaft at
///   15°–70° (the clean head has two barbs at 30°);
/// - closed strokes (the ends meet within 18 % of its length): a **rectangle** (`RectangleFit`,
///   rotated, or snapped to the axes within 5°) or an **ellipse** (`EllipseFit`, a circle when
///   its radii are within 10 %), whichever fits better;
/// - anything else (a letter, a zigzag, an open arc, a dot) is nil: it stays as drawn.
public enum ShapeRecognizer {
    /// Strokes smaller than this (page units) are never shapes.
    public static let minimumSize = 8.0

    public static func recognise(_ stroke: [StrokePoint]) -> RecognisedShape? {
        let p = ShapePath.distinct(stroke.map(\.position))
        guard p.count >= 3 else { return nil }
        let xs = p.map(\.x), ys = p.map(\.y)
        let size = Swift.max((xs.max() ?? 0) - (xs.min() ?? 0), (ys.max() ?? 0) - (ys.min() ?? 0))
        guard size >= minimumSize else { return nil }
        let length = ShapePath.cumulativeLengths(p).last ?? 0
        let gap = p[0].distance(to: p[p.count - 1])
        if gap <= 0.18 * length && length >= 2.2 * size {
            let rectangle = RectangleFit(p)
            let ellipse = EllipseFit(p)
            switch (rectangle, ellipse) {
            case let (r?, e?): return r.error <= e.error ? r.shape(stroke) : e.shape(stroke)
            case let (r?, nil): return r.shape(stroke)
            case let (nil, e?): return e.shape(stroke)
            case (nil, nil): return nil
            }
        }
        return line(p, stroke: stroke) ?? arrow(p, size: size, stroke: stroke)
    }

    /// The spacing of a clean path's points: close enough to carry the pressure profile.
    static func spacing(_ length: Double) -> Double { Swift.max(1.5, length / 96) }

    /// A line when the stroke stays within 6 % of its length from its chord and does not go back on itself.
    static func line(_ p: [Point], stroke: [StrokePoint]) -> RecognisedShape? {
        let a = p[0], b = p[p.count - 1]
        let chord = a.distance(to: b)
        guard chord >= minimumSize else { return nil }
        let worst = p.map { distance(from: $0, toSegment: a, b) }.max() ?? 0
        guard worst <= 0.06 * chord else { return nil }
        // Never back along the chord by more than 8 % of it (hand jitter goes back a little).
        let direction = (b - a) * (1 / chord)
        var furthest = 0.0
        for q in p {
            let along = (q - a).dot(direction)
            guard along >= furthest - 0.08 * chord else { return nil }
            furthest = Swift.max(furthest, along)
        }
        let (s, e) = snappedToAxis(a, b)
        return RecognisedShape(kind: .line, vertices: [s, e], radii: nil, rotation: atan2(e.y - s.y, e.x - s.x),
                               points: ShapePath.carry(stroke, onto: ShapePath.densify([s, e], spacing: spacing(chord))))
    }

    /// The segment turned about its middle onto the horizontal or vertical when within 4° of it.
    static func snappedToAxis(_ a: Point, _ b: Point) -> (Point, Point) {
        let angle = atan2(b.y - a.y, b.x - a.x)
        let snapped = ShapePath.axisSnapped(angle, tolerance: 4 * .pi / 180)
        guard snapped != angle else { return (a, b) }
        let mid = (a + b) * 0.5, half = a.distance(to: b) / 2
        let d = Point(cos(snapped), sin(snapped)) * half
        return (mid - d, mid + d)
    }

    /// An arrow: a straight shaft (the first run the simplification keeps) ending at the tip, the
    /// rest of the stroke a short hook near the tip turning back along the shaft.
    static func arrow(_ p: [Point], size: Double, stroke: [StrokePoint]) -> RecognisedShape? {
        let keep = ShapePath.simplify(p, tolerance: 0.05 * size)
        guard keep.count >= 3 else { return nil }
        let tail = p[0], tipIndex = keep[1], tip = p[tipIndex]
        let shaft = tail.distance(to: tip)
        guard shaft >= minimumSize, shaft >= 0.7 * size else { return nil }
        // The shaft itself is straight.
        for i in 0...tipIndex where distance(from: p[i], toSegment: tail, tip) > 0.06 * shaft { return nil }
        // The hook stays near the tip.
        let rest = p[tipIndex...]
        guard rest.allSatisfy({ $0.distance(to: tip) <= 0.5 * shaft }) else { return nil }
        let hookLength = ShapePath.cumulativeLengths(Array(rest)).last ?? 0
        guard hookLength <= 1.6 * shaft else { return nil }
        let back = (tail - tip) * (1 / shaft)
        var barbs: [(length: Double, side: Double)] = []
        for i in keep.dropFirst(2) {
            let d = p[i] - tip
            let len = d.length
            guard len >= 0.06 * shaft else { continue }
            let angle = acos(Swift.max(-1, Swift.min(1, d.dot(back) / len))) * 180 / .pi
            guard angle >= 15, angle <= 70 else { return nil }
            barbs.append((len, back.x * d.y - back.y * d.x))
        }
        guard let first = barbs.first else { return nil }
        let barb = Swift.min(0.4 * shaft, Swift.max(0.08 * shaft, barbs.map(\.length).reduce(0, +) / Double(barbs.count)))
        let side: Double = first.side >= 0 ? 1 : -1
        func turned(_ v: Point, _ degrees: Double) -> Point {
            let r = degrees * .pi / 180
            return Point(v.x * cos(r) - v.y * sin(r), v.x * sin(r) + v.y * cos(r))
        }
        let b1 = tip + turned(back, 30 * side) * barb, b2 = tip + turned(back, -30 * side) * barb
        let path = ShapePath.densify([tail, tip, b1, tip, b2], spacing: spacing(shaft + 3 * barb))
        return RecognisedShape(kind: .arrow, vertices: [tail, tip, b1, b2], radii: nil, rotation: atan2(tip.y - tail.y, tip.x - tail.x),
                               points: ShapePath.carry(stroke, onto: path))
    }
}
