import InkGeometry
import Synchronization

/// A long stroke's piece index, kept beside its points so that erasing near it and repainting
/// part of it cost what the ink near that place costs, not the whole stroke.
///
/// It is built at the first look-up that needs it (a hit test, or a repaint of part of the
/// stroke; a repaint of the whole stroke walks it instead), so opening a document builds none.
/// It holds one rectangle per run of `chunk` pieces (the union of their bounds, in a
/// `PieceGrid`): a look-up reads the runs near the place, then tests each of their pieces, so it
/// answers exactly what testing every piece answers, in about 2 bytes a point.
///
/// Derived data: it never counts in equality, hashing or coding, and is made afresh whenever the
/// points or the outline options change (copies of a stroke share one). Short strokes have none
/// (walking them is cheaper).
public struct StrokePieces: Hashable, Sendable {
    /// Strokes with fewer points than this are walked piece by piece.
    static let indexedFrom = 64
    /// Pieces per rectangle of the index.
    public static let chunk = 16

    /// Where the index is kept once built; nil for a short stroke.
    private let cache: Cache?

    /// Holds the index once built (the first look-up builds it, under the lock).
    final class Cache: Sendable {
        let grid = Mutex<PieceGrid?>(nil)
    }

    init(_ points: StrokePoints, outline: OutlineOptions) {
        // Every piece's bounds must be a true rectangle for the index to find it.
        let narrowest = Swift.min(outline.width(atPressure: 0), outline.width(atPressure: 1))
        cache = points.count >= Self.indexedFrom && narrowest > 0 && narrowest.isFinite ? Cache() : nil
    }

    /// Whether the stroke is long enough to have an index (built or not yet).
    public var isIndexed: Bool { cache != nil }

    /// The index if it has been built: rectangle `k` holds pieces `chunk * k ..< chunk * (k + 1)`.
    public var grid: PieceGrid? { cache?.grid.withLock { $0 } }

    /// The index, built now if it was not yet.
    func built(_ points: StrokePoints, outline: OutlineOptions) -> PieceGrid? {
        cache?.grid.withLock { grid in
            if let grid { return grid }
            let made = Self.chunks(points, outline: outline)
            grid = made
            return made
        }
    }

    /// One rectangle per run of pieces: their bounds' union, widened by a thousandth of a
    /// unit so that rounding in the union never leaves part of a piece outside it.
    static func chunks(_ points: StrokePoints, outline: OutlineOptions) -> PieceGrid {
        var g = PieceGrid()
        let pieces = points.count - 1
        var start = 0
        var previous = points[0], previousReach = outline.reach(at: previous)
        while start < pieces {
            var r = Rect(center: previous.position, radius: previousReach)
            for i in start + 1 ... Swift.min(start + chunk, pieces) {
                let p = points[i], reach = outline.reach(at: p)
                r = r.union(Rect(center: p.position, radius: reach))
                previous = p; previousReach = reach
            }
            g.append(r.insetBy(-1e-3))
            start += chunk
        }
        return g
    }

    public static func == (a: StrokePieces, b: StrokePieces) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
}

extension Stroke {
    /// Makes a stroke from points drawn with a piece index (kept for source compatibility: the
    /// stroke builds its own, coarser index when it first needs one).
    public init<C: Collection>(id: StrokeID, points: C, color: InkColor, outline: OutlineOptions, pieceIndex: PieceGrid)
    where C.Element == StrokePoint {
        self.init(id: id, points: points, color: color, outline: outline)
    }

    /// The indices of the pieces whose bounds meet `clip`, ascending: the same pieces as
    /// testing every one, found through the index when the stroke has one.
    public func pieces(meeting clip: Rect) -> [Int] {
        var work = 0
        return pieces(meeting: clip, work: &work)
    }

    /// The same, adding to `work` the cells and pieces looked at (for tests to count).
    public func pieces(meeting clip: Rect, work: inout Int) -> [Int] {
        guard points.count > 1 else { return [] }
        // A clip holding the whole stroke (a full repaint) walks it: no index is built for that.
        if !clip.covers(bounds), let grid = pieceIndex.built(points, outline: outline) {
            var out: [Int] = []
            for k in grid.indices(meeting: clip, work: &work) {
                let end = Swift.min((k + 1) * StrokePieces.chunk, points.count - 1)
                work += end - k * StrokePieces.chunk
                for i in k * StrokePieces.chunk ..< end where meets(piece: i, clip) { out.append(i) }
            }
            return out
        }
        work += points.count - 1
        return (0 ..< points.count - 1).filter { meets(piece: $0, clip) }
    }

    private func meets(piece i: Int, _ clip: Rect) -> Bool {
        outlinePieceBounds(points[i], points[i + 1], options: outline).intersects(clip)
    }
}
