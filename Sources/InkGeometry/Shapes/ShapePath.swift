import Foundation

/// Polyline helpers for shape recognition: lengths, even resampling, simplification, and the
/// stroke's pressure, tilt and angle carried onto a clean path.
enum ShapePath {
    /// The positions without repeats (a pen at rest reports the same place again and again).
    static func distinct(_ points: [Point]) -> [Point] {
        var out: [Point] = []
        out.reserveCapacity(points.count)
        for p in points where out.last.map({ $0.distance(to: p) > 1e-6 }) ?? true { out.append(p) }
        return out
    }

    /// The length along the polyline up to each point (0 at the first).
    static func cumulativeLengths(_ p: [Point]) -> [Double] {
        var lengths = [Double](repeating: 0, count: p.count)
        for i in p.indices.dropFirst() { lengths[i] = lengths[i - 1] + p[i].distance(to: p[i - 1]) }
        return lengths
    }

    /// `count` points spread evenly along the polyline, its two ends included.
    static func resample(_ p: [Point], count: Int) -> [Point] {
        guard p.count > 1, count > 1 else { return p }
        let lengths = cumulativeLengths(p)
        let total = lengths[lengths.count - 1]
        guard total > 0 else { return [Point](repeating: p[0], count: count) }
        var out: [Point] = []
        out.reserveCapacity(count)
        var j = 1
        for k in 0..<count {
            let s = total * Double(k) / Double(count - 1)
            while j < p.count - 1 && lengths[j] < s { j += 1 }
            let span = lengths[j] - lengths[j - 1]
            let t = span > 0 ? Swift.min(1, Swift.max(0, (s - lengths[j - 1]) / span)) : 0
            out.append(p[j - 1] + (p[j] - p[j - 1]) * t)
        }
        return out
    }

    /// The indices of the points that Douglas–Peucker keeps at `tolerance` (both ends always).
    static func simplify(_ p: [Point], tolerance: Double) -> [Int] {
        guard p.count > 2 else { return Array(p.indices) }
        var keep = [Bool](repeating: false, count: p.count)
        keep[0] = true
        keep[p.count - 1] = true
        var spans = [(0, p.count - 1)]
        while let (a, b) = spans.popLast() {
            guard b > a + 1 else { continue }
            var worst = -1.0, at = a
            for i in (a + 1)..<b {
                let d = distance(from: p[i], toSegment: p[a], p[b])
                if d > worst { worst = d; at = i }
            }
            if worst > tolerance {
                keep[at] = true
                spans.append((a, at))
                spans.append((at, b))
            }
        }
        return p.indices.filter { keep[$0] }
    }

    /// The polyline through `corners` with points at most `spacing` apart (the corners kept).
    static func densify(_ corners: [Point], spacing: Double) -> [Point] {
        guard let first = corners.first else { return [] }
        var out = [first]
        for (a, b) in zip(corners, corners.dropFirst()) {
            let steps = Swift.max(1, Int((a.distance(to: b) / spacing).rounded(.up)))
            for k in 1...steps { out.append(a + (b - a) * (Double(k) / Double(steps))) }
        }
        return out
    }

    /// The clean path's points with the stroke's pressure, tilt and angle: each takes what the
    /// stroke had at the same fraction of its length, so a stroke pressed harder at its end
    /// gives a shape that is wider at its end (the pen's pressure style is kept).
    static func carry(_ stroke: [StrokePoint], onto path: [Point]) -> [StrokePoint] {
        guard let first = stroke.first else { return path.map { StrokePoint($0) } }
        let from = cumulativeLengths(stroke.map(\.position)), to = cumulativeLengths(path)
        let fromTotal = from.last ?? 0, toTotal = to.last ?? 0
        var out: [StrokePoint] = []
        out.reserveCapacity(path.count)
        var j = 1
        for (k, p) in path.enumerated() {
            guard stroke.count > 1, fromTotal > 0, toTotal > 0 else {
                var s = first
                s.position = p
                out.append(s)
                continue
            }
            let s = fromTotal * to[k] / toTotal
            while j < stroke.count - 1 && from[j] < s { j += 1 }
            let span = from[j] - from[j - 1]
            let t = span > 0 ? Swift.min(1, Swift.max(0, (s - from[j - 1]) / span)) : 0
            var q = stroke[j - 1].interpolated(to: stroke[j], at: t)
            q.position = p
            out.append(q)
        }
        return out
    }

    /// `angle` (radians) snapped to a multiple of 90° when within `tolerance` radians of one.
    static func axisSnapped(_ angle: Double, tolerance: Double) -> Double {
        let quarter = Double.pi / 2
        let nearest = (angle / quarter).rounded() * quarter
        return abs(angle - nearest) <= tolerance ? nearest : angle
    }
}
