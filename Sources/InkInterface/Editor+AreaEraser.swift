import InkDocument
import InkGeometry

extension Editor {
    /// Carries out the area eraser's cuts (highest index first): each stroke gives way to its
    /// pieces, new strokes with fresh ids and the original's colour and width, in its place.
    /// The eraser is told the new ids so that the gesture becomes one undo step at the lift.
    mutating func carryOut(_ cuts: [StrokeCut], page: Int) -> Damage {
        guard document.pages.indices.contains(page) else { return .none }
        var area = Rect.empty
        var made: [StrokeID] = []
        for cut in cuts {
            guard document.pages[page].strokes.indices.contains(cut.index),
                  document.pages[page].strokes[cut.index].id == cut.original.id else { continue }
            let pieces = cut.pieces.map { points in
                Stroke(id: newStrokeID(), points: points, color: cut.original.color, outline: cut.original.outline)
            }
            made += pieces.map(\.id)
            document.pages[page].strokes.replaceSubrange(cut.index...cut.index, with: pieces)
            area = area.union(cut.original.bounds)
        }
        session.adoptPieces(made)
        return area.isEmpty ? .none : inkDamage(area, page: page)
    }

    /// Makes sure an area-erasing gesture can take fresh stroke ids without the id space
    /// running out in the middle of it (`newStrokeID` would then renumber every stroke, and
    /// the gesture's record of what it removed and added would no longer match the page).
    mutating func reserveStrokeIDs() {
        guard document.nextStrokeID > UInt64.max - (1 << 32) else { return }
        renumberStrokes()
    }
}
