/// Cuts the part of a stroke's centre line that a capsule covers out of it (the area eraser).
///
/// Each point `p` is padded by `padding(p)` (half the ink's width there), so that what survives
/// ends where the ink's round cap just touches the capsule: no ink is left inside it. Where a
/// segment enters or leaves the padded capsule a boundary point is inserted at the exact
/// crossing, its pressure interpolated, so the cut edge follows the footprint.
public enum PolylineCut {
    /// What a cut leaves.
    public enum Result: Hashable, Sendable {
        /// The capsule covers none of it: keep the stroke as it is.
        case untouched
        /// The runs of points left outside the capsule, in order (empty: all of it was covered).
        case pieces([[StrokePoint]])
    }

    /// Cuts `points` by `capsule`. `candidates` are the ascending indices of the only segments
    /// (segment `i` joins points `i` and `i + 1`) that may meet the capsule (nil: all of them),
    /// as a piece index finds them; runs shorter than `minimumLength` are dropped.
    /// `points` may be an array or a finished stroke's packed points.
    @inlinable
    public static func cut<P: RandomAccessCollection>(_ points: P, by capsule: Capsule, padding: (StrokePoint) -> Double,
                                                      candidates: [Int]? = nil, minimumLength: Double = 0.5) -> Result
    where P.Element == StrokePoint, P.Index == Int {
        guard let first = points.first else { return .untouched }
        if points.count == 1 {
            return capsule.contains(first.position, padding: padding(first)) ? .pieces([]) : .untouched
        }
        var inside: [Int: ClosedRange<Double>] = [:]
        for i in candidates ?? Array(0..<(points.count - 1)) where i >= 0 && i < points.count - 1 {
            let a = points[i], b = points[i + 1]
            if let range = capsule.interval(ofSegment: a.position, b.position, padding: Swift.max(padding(a), padding(b))) {
                inside[i] = range
            }
        }
        guard !inside.isEmpty else { return .untouched }
        var pieces: [[StrokePoint]] = []
        var run: [StrokePoint] = []
        func extend(_ p: StrokePoint) {
            if let last = run.last, last.position == p.position, last.pressure == p.pressure { return }
            run.append(p)
        }
        func close() {
            if run.count >= 2, length(of: run) >= minimumLength { pieces.append(run) }
            run = []
        }
        for i in 0..<(points.count - 1) {
            let a = points[i], b = points[i + 1]
            guard let range = inside[i] else {
                if run.isEmpty { run = [a] }
                extend(b)
                continue
            }
            if range.lowerBound > 0 {
                if run.isEmpty { run = [a] }
                extend(a.interpolated(to: b, at: range.lowerBound))
            }
            close()
            if range.upperBound < 1 {
                run = [a.interpolated(to: b, at: range.upperBound)]
                extend(b)
            }
        }
        close()
        return .pieces(pieces)
    }

    /// The length of a run's centre line.
    @usableFromInline
    static func length(of run: [StrokePoint]) -> Double {
        zip(run, run.dropFirst()).reduce(0) { $0 + $1.0.position.distance(to: $1.1.position) }
    }
}
