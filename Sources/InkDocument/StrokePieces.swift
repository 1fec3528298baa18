import InkGeometry

/// A long stroke's piece index (see `PieceGrid`), kept beside its points so that erasing near it
/// and repainting part of it cost what the ink near that place costs, not the whole stroke.
///
/// Derived data: it never counts in equality, hashing or coding, and is rebuilt whenever the
/// points or the outline options change. Short strokes have none (walking them is cheaper).
public struct StrokePieces: Hashable, Sendable {
    /// The index, piece `i` joining points `i` and `i + 1`; nil for a short stroke.
    public let grid: PieceGrid?

    /// Strokes with fewer points than this are walked piece by piece.
    static let indexedFrom = 64

    init(_ points: [StrokePoint], outline: OutlineOptions, reusing given: PieceGrid? = nil) {
        // Every piece's bounds must be a true rectangle for the index to find it.
        let narrowest = Swift.min(outline.width(atPressure: 0), outline.width(atPressure: 1))
        guard points.count >= Self.indexedFrom, narrowest > 0, narrowest.isFinite else { grid = nil; return }
        if let given, given.count == points.count - 1 { grid = given; return }
        var g = PieceGrid()
        for i in 1..<points.count { g.append(outlinePieceBounds(points[i - 1], points[i], options: outline)) }
        grid = g
    }

    public static func == (a: StrokePieces, b: StrokePieces) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
}

extension Stroke {
    /// Makes a stroke whose piece index was built while it was drawn (`PieceGrid` of the
    /// `outlinePieceBounds` of each consecutive pair of `points`); any other index is rebuilt.
    public init(id: StrokeID, points: [StrokePoint], color: InkColor, outline: OutlineOptions, pieceIndex: PieceGrid) {
        self.init(id: id, points: points, color: color, outline: outline, reusing: pieceIndex)
    }

    /// The indices of the pieces whose bounds meet `clip`, ascending: the same pieces as
    /// testing every one, found through the index when the stroke has one.
    public func pieces(meeting clip: Rect) -> [Int] {
        var work = 0
        return pieces(meeting: clip, work: &work)
    }

    /// The same, adding to `work` the cells and pieces looked at (for tests to count).
    public func pieces(meeting clip: Rect, work: inout Int) -> [Int] {
        if let grid = pieceIndex.grid, grid.count == points.count - 1 { return grid.indices(meeting: clip, work: &work) }
        guard points.count > 1 else { return [] }
        work += points.count - 1
        return (1..<points.count).compactMap { i in
            outlinePieceBounds(points[i - 1], points[i], options: outline).intersects(clip) ? i - 1 : nil
        }
    }
}
