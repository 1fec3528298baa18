import Foundation
import InkDocument
import InkGeometry

/// A selection across pages (issue 17): a lasso reaching over two pages selects on both, and
/// a drag that drops strokes over another page moves them onto it, all as one undo step.
extension Editor {
    /// The lasso closed on `page` with `region` (in that page's coordinates): the strokes it
    /// holds there (`ids`) and on every other page its bounds reach, and the placed images and
    /// text boxes it holds on each of them.
    mutating func select(_ ids: Set<StrokeID>, page: Int, region: LassoRegion) -> Damage {
        var parts = [page: ids]
        let tap = Selection.tapExtent / viewport.scale
        var imageParts = [page: Selection.images(in: region, of: document.pages[page].images, tap: tap)]
        var textParts = [page: Selection.texts(in: region, of: document.pages[page].texts, measure: textMeasure)]
        let reach = toDocument(region.bounds, page: page)
        for (other, frame) in layout.frames.enumerated() where other != page {
            guard let frame, frame.intersects(reach) else { continue }
            let there = region.offsetBy(layout.origin(of: page) - layout.origin(of: other))
            parts[other] = Selection.strokes(in: there, of: document.pages[other].strokes, index: document.pages[other].strokeIndex)
            imageParts[other] = Selection.images(in: there, of: document.pages[other].images, tap: tap)
            textParts[other] = Selection.texts(in: there, of: document.pages[other].texts, measure: textMeasure)
        }
        return select(Selection(parts: parts, imageParts: imageParts, textParts: textParts), repaint: toWindow(region.bounds.insetBy(-2), page: page))
    }

    /// A selection drag's lift: its edits (a `replace` of each page's strokes, already made)
    /// become one undo step. A stroke whose middle now lies over another page (the nearest
    /// page to it, `DocumentLayout.page(at:)`) goes onto that page, on top of its ink, at the
    /// same place on screen; the step then changes each page it touches (one `replace` each).
    mutating func settleDrag(_ edits: [Edit]) -> Damage {
        var moves: [(from: Int, index: Int, to: Int, stroke: Stroke)] = []
        for edit in edits {
            let added: [PlacedStroke]
            switch edit.change {
            case .replace(_, let strokes): added = strokes
            case .images(let change): added = change.addedStrokes
            default: continue
            }
            for placed in added {
                let middle = placed.stroke.bounds.center + layout.origin(of: edit.page)
                let to = layout.page(at: middle)
                if to != edit.page {
                    moves.append((edit.page, placed.index, to,
                                  placed.stroke.transformed(by: .translation(layout.origin(of: edit.page) - layout.origin(of: to)))))
                }
            }
        }
        // Text boxes stay on their page (moved as they were dropped), as images do.
        let textEdits = edits.filter { if case .text = $0.change { return true } else { return false } }
        guard !moves.isEmpty else {
            history.record(step: edits)
            outbox.edits.append(contentsOf: edits)
            outbox.documentChanged = true
            return Damage(window: toolbar.frame)
        }
        var damage = selectionDamage
        var live: [Edit] = [], step: [Edit] = [], parts: [Int: Set<StrokeID>] = [:]
        let pages = Set(edits.filter { !textEdits.contains($0) }.map(\.page)).union(moves.map(\.to)).sorted()
        for page in pages {
            let edit = edits.first { edit in
                if case .text = edit.change { return false } else { return edit.page == page }
            }
            var originals: [PlacedStroke] = [], current: [PlacedStroke] = [], images: ImageEdit?
            switch edit?.change {
            case .replace(let removed, let added)?: originals = removed; current = added
            case .images(let change)?: originals = change.removedStrokes; current = change.addedStrokes; images = change
            default: break
            }
            let gone = Set(moves.filter { $0.from == page }.map(\.index))
            // What stays keeps its place among the page's strokes; what comes goes on top.
            var final = current.filter { !gone.contains($0.index) }.map { p in
                PlacedStroke(index: p.index - gone.filter { $0 < p.index }.count, stroke: p.stroke)
            }
            let top = document.pages[page].strokes.count - current.count + final.count
            for (i, move) in moves.filter({ $0.to == page }).enumerated() { final.append(PlacedStroke(index: top + i, stroke: move.stroke)) }
            live.append(Edit(page: page, change: .replace(removed: current, added: final)))
            if var images {
                // The page's selected images stay on it, moved as they were dropped.
                images.removedStrokes = originals; images.addedStrokes = final
                step.append(Edit(page: page, change: .images(images)))
            } else {
                step.append(Edit(page: page, change: .replace(removed: originals, added: final)))
            }
            parts[page] = Set(final.map(\.stroke.id))
        }
        for edit in live { _ = document.apply(edit) }
        step += textEdits
        history.record(step: step)
        outbox.edits.append(contentsOf: step)
        outbox.documentChanged = true
        selection = Selection(parts: parts, imageParts: selection?.imageParts ?? [:], textParts: selection?.textParts ?? [:])
        damage.formUnion(wholeCanvas)
        damage.region.add(toolbar.frame)
        return damage
    }

    /// After an undo or a redo: the selected strokes on the pages they are on now (a move
    /// across pages undone takes them back to their page); ids no longer anywhere drop out.
    mutating func relocateSelection() {
        guard let selection else { return }
        let ids = selection.ids
        var parts: [Int: Set<StrokeID>] = [:]
        for (page, content) in document.pages.enumerated() {
            for stroke in content.strokes where ids.contains(stroke.id) { parts[page, default: []].insert(stroke.id) }
        }
        var imageParts: [Int: Set<UInt64>] = [:]
        for (page, ids) in selection.imageParts where document.pages.indices.contains(page) {
            imageParts[page] = ids.intersection(document.pages[page].images.map(\.id))
        }
        var textParts: [Int: Set<UInt64>] = [:]
        for (page, ids) in selection.textParts where document.pages.indices.contains(page) {
            textParts[page] = ids.intersection(document.pages[page].texts.map(\.id))
        }
        let relocated = Selection(parts: parts, imageParts: imageParts, textParts: textParts)
        self.selection = relocated.isEmpty ? nil : relocated
    }
}
