import InkGeometry

/// The outline polygons of the stroke in progress's newest pieces, kept while their two points
/// are unchanged (a chisel's: a round nib's pieces are filled as runs, `OutlineRuns`).
///
/// Every drawing event fills again the pieces its rectangles meet (the newest few, as one
/// union), and most of them were outlined for the event before; a polygon is a function of its
/// two points and the outline options only, so it is taken from here instead of from arcs of
/// sines and cosines. A small direct-mapped table by piece index: a stroke's length costs
/// nothing, and a piece whose points changed (the provisional span, a new stroke) is outlined anew.
final class PieceOutlineCache {
    private struct Entry {
        var a: StrokePoint
        var b: StrokePoint
        var polygon: [Point]
    }

    private static let slots = 64
    private var entries: [Entry?] = Array(repeating: nil, count: PieceOutlineCache.slots)
    private var options: OutlineOptions?
    /// How many polygons were outlined, and how many were taken from the table (for tests).
    private(set) var built = 0
    private(set) var reused = 0

    /// Readies the table for pieces outlined with `outline` (other options empty it).
    func use(_ outline: OutlineOptions) {
        guard outline != options else { return }
        options = outline
        for i in entries.indices { entries[i] = nil }
    }

    /// The polygon of piece `index`, joining `a` and `b`, with the options given to `use`.
    func polygon(_ index: Int, _ a: StrokePoint, _ b: StrokePoint) -> [Point] {
        let slot = index & (Self.slots - 1)
        if let e = entries[slot], e.a == a, e.b == b {
            reused += 1
            return e.polygon
        }
        let polygon = outlinePiece(a, b, options: options ?? OutlineOptions(width: 1))
        entries[slot] = Entry(a: a, b: b, polygon: polygon)
        built += 1
        return polygon
    }
}
