import Foundation

/// The ruler's straight line: from where the pen touched down to the pen, its direction
/// snapped to steps of `step` degrees (15° by default), its length the pen's distance. The
/// line's points carry the pressure, tilt and angle the pen had along the way (spread evenly
/// along it), so a ruler line keeps the pen's pressure style. Each sample costs the same
/// however long the gesture: the line has at most `maximumPoints` points.
public struct RulerLine: Sendable {
    public let start: Point
    public let step: Double
    /// The samples so far (their positions are not used: only their pressure, tilt and angle).
    private var samples: [StrokePoint]
    public static let maximumPoints = 48

    public init(start: StrokePoint, step: Double = 15) {
        self.start = start.position; self.step = step
        samples = [start]
        samples.reserveCapacity(256)
    }

    /// Where the line from `start` toward `pen` ends: `pen`'s distance along the nearest step direction.
    public static func end(from start: Point, to pen: Point, step: Double = 15) -> Point {
        let d = pen - start
        let length = d.length
        guard length > 0, step > 0 else { return start }
        let unit = step * .pi / 180
        let angle = (atan2(d.y, d.x) / unit).rounded() * unit
        return start + Point(cos(angle), sin(angle)) * length
    }

    /// Takes the pen's sample; returns the line's points now.
    public mutating func add(_ sample: StrokePoint) -> [StrokePoint] {
        samples.append(sample)
        let end = Self.end(from: start, to: sample.position, step: step)
        let count = Swift.min(Self.maximumPoints, samples.count)
        guard count > 1, end.distance(to: start) > 0 else {
            var only = samples[0]
            only.position = start
            return [only]
        }
        return (0..<count).map { k in
            let t = Double(k) / Double(count - 1)
            let at = t * Double(samples.count - 1)
            let i = Swift.min(samples.count - 2, Int(at))
            var p = samples[i].interpolated(to: samples[i + 1], at: at - Double(i))
            p.position = start + (end - start) * t
            return p
        }
    }
}
