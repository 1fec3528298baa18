import InkDocument
import InkGeometry

/// One stroke the area eraser cuts during an event: the stroke at `index` (in the page as it is
/// now) gives way to `pieces`, inserted in its place in order (z-order kept).
public struct StrokeCut: Sendable {
    public var index: Int
    public var original: Stroke
    /// The surviving runs of points; each becomes a stroke with the original's colour and width.
    public var pieces: [[StrokePoint]]
}

/// What one area-eraser gesture has done so far, enough to make it one undo step: the strokes
/// that were on the page before it began and are gone (at their indices then), and the ids of
/// the pieces it added that are still on the page.
struct AreaErasure: Sendable {
    /// Originals removed, each at its index before the gesture.
    private(set) var removed: [PlacedStroke] = []
    /// The pieces this gesture added and has not cut again.
    private(set) var pieces: Set<StrokeID> = []
    /// Fragments shorter than this (page units) are dropped.
    static let shortest = 0.5

    /// Cuts the strokes `capsule` covers, highest index first (so the editor, carrying the cuts
    /// out in that order, finds each at its index). Only strokes whose bounds meet the capsule
    /// (found through the page's index) are looked at, and only their pieces the piece index
    /// finds near it.
    mutating func cut(_ strokes: [Stroke], by capsule: Capsule, index strokeIndex: StrokeIndex) -> [StrokeCut] {
        let reach = capsule.bounds(padding: 1)
        var cuts: [StrokeCut] = []
        for index in strokeIndex.strokes(meeting: reach).reversed() where strokes.indices.contains(index) {
            let stroke = strokes[index]
            guard stroke.bounds.intersects(reach) else { continue }
            let outline = stroke.outline
            let result = PolylineCut.cut(stroke.points, by: capsule, padding: { outline.reach(at: $0) },
                                         candidates: stroke.pieces(meeting: reach), minimumLength: Self.shortest)
            guard case .pieces(let pieces) = result else { continue }
            if self.pieces.remove(stroke.id) == nil { noteRemoved(stroke, at: index, in: strokes) }
            cuts.append(StrokeCut(index: index, original: stroke, pieces: pieces))
        }
        return cuts
    }

    /// Notes the new strokes the editor made of a cut's pieces.
    mutating func adopt(_ ids: [StrokeID]) { pieces.formUnion(ids) }

    /// The gesture as one edit of `page`, given its strokes at the end, or nil if it changed nothing.
    func edit(page: Int, strokes: [Stroke]) -> Edit? {
        guard !removed.isEmpty else { return nil }
        var added: [PlacedStroke] = []
        if !pieces.isEmpty {
            for (i, s) in strokes.enumerated() where pieces.contains(s.id) { added.append(PlacedStroke(index: i, stroke: s)) }
        }
        return Edit(page: page, change: added.isEmpty ? .remove(removed) : .replace(removed: removed, added: added))
    }

    /// Records an original stroke now at `index` with its index before the gesture: the pieces
    /// added below it do not count, the originals removed below it do.
    private mutating func noteRemoved(_ stroke: Stroke, at index: Int, in strokes: [Stroke]) {
        var original = index
        if !pieces.isEmpty { original -= strokes[..<index].reduce(0) { $0 + (pieces.contains($1.id) ? 1 : 0) } }
        for i in removed.map(\.index).sorted() where i <= original { original += 1 }
        removed.append(PlacedStroke(index: original, stroke: stroke))
    }
}
