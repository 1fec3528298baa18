import InkDocument
import InkGeometry
import InkPreferences

extension Editor {
    /// Carries out the area eraser's cuts (highest index first): each stroke gives way to its
    /// pieces, new strokes with fresh ids and the original's colour and width, in its place.
    /// The eraser is told the new ids so that the gesture becomes one undo step at the lift.
    mutating func carryOut(_ cuts: [StrokeCut], page: Int) -> Damage {
        guard document.pages.indices.contains(page) else { return .none }
        var area = Rect.empty
        var made: [StrokeID] = []
        // The cuts still true of the page (highest index first: each leaves the ones below in place).
        let valid = cuts.filter { cut in
            document.pages[page].strokes.indices.contains(cut.index) && document.pages[page].strokes[cut.index].id == cut.original.id
        }
        let placed = valid.map { cut in
            (cut, cut.pieces.map { points in
                Stroke(id: newStrokeID(), points: points, color: cut.original.color, outline: cut.original.outline)
            })
        }
        // One change of the page's strokes for all the event's cuts (the index follows once):
        // each stroke's pieces take its place, moved up by the pieces of the cuts below it.
        var added: [(index: Int, stroke: Stroke)] = []
        var shift = 0
        for (cut, pieces) in placed.sorted(by: { $0.0.index < $1.0.index }) {
            for (k, piece) in pieces.enumerated() { added.append((cut.index + shift + k, piece)) }
            shift += pieces.count - 1
            area = area.union(cut.original.bounds)
        }
        for (_, pieces) in placed { made += pieces.map(\.id) }
        document.pages[page].replaceStrokes(at: placed.map(\.0.index), with: added)
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

    /// Sets what the eraser takes away and saves it; the toolbar's eraser, the mode indicator
    /// and the hover preview follow at once.
    mutating func setEraserMode(_ mode: EraserMode) -> Damage {
        guard preferences.eraserMode != mode else { return .none }
        preferences.eraserMode = mode
        outbox.preferencesChanged = true
        var damage = Damage(window: toolbar.frame)
        damage.region.add(toolbar.statusBar)
        if let preview = hoverPreview { damage.region.add(preview.bounds) }
        return damage
    }
}

extension EraserMode {
    /// The eraser's name in this mode, as notes and the mode indicator say it.
    public var title: String { self == .area ? tr("Area eraser") : tr("Stroke eraser") }
}
