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
    /// become one undo step. A stroke, placed image or text box whose middle now lies over
    /// another page (the nearest page to it, `DocumentLayout.page(at:)`) goes onto that page,
    /// on top of what it holds, at the same place on screen; the step then changes each page
    /// it touches. (Images and text boxes used to stay on their page, moved off its paper: out
    /// of sight there, and in no export.)
    mutating func settleDrag(_ edits: [Edit]) -> Damage {
        var step = edits
        var damage = Damage(window: toolbar.frame)
        let moves = strokesOverOtherPages(edits)
        if !moves.isEmpty {
            damage = selectionDamage
            step = carry(moves, of: edits)
            damage.formUnion(wholeCanvas)
            damage.region.add(toolbar.frame)
        }
        let objects = carrySelectedObjectsAcrossPages()
        if !objects.isEmpty {
            step += objects
            damage.formUnion(wholeCanvas)
            damage.region.add(toolbar.frame)
        }
        history.record(step: step)
        outbox.edits.append(contentsOf: step)
        outbox.documentChanged = true
        return damage
    }

    /// The strokes a drag's edits leave with their middle over another page.
    private func strokesOverOtherPages(_ edits: [Edit]) -> [(from: Int, index: Int, to: Int, stroke: Stroke)] {
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
        return moves
    }

    /// Takes `moves` to their pages (applied now) and returns the drag's step: each page it
    /// touches changed by one edit from before the drag (its text boxes' edits after them).
    private mutating func carry(_ moves: [(from: Int, index: Int, to: Int, stroke: Stroke)], of edits: [Edit]) -> [Edit] {
        let textEdits = edits.filter { if case .text = $0.change { return true } else { return false } }
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
                // The page's selected images, moved as they were dropped (those over another page go there next).
                images.removedStrokes = originals; images.addedStrokes = final
                step.append(Edit(page: page, change: .images(images)))
            } else {
                step.append(Edit(page: page, change: .replace(removed: originals, added: final)))
            }
            parts[page] = Set(final.map(\.stroke.id))
        }
        for edit in live { _ = document.apply(edit) }
        selection = Selection(parts: parts, imageParts: selection?.imageParts ?? [:], textParts: selection?.textParts ?? [:])
        return step + textEdits
    }

    /// After an undo or a redo of `applied`: the selected strokes on the pages they are on now
    /// (a move across pages undone takes them back to their page), and the selected images and
    /// text boxes the edits took from one page to another (ids are a page's own: followed by
    /// what they hold); ids no longer anywhere drop out.
    mutating func relocateSelection(following applied: [Edit] = []) {
        guard let selection else { return }
        let ids = selection.ids
        let (movedImages, movedTexts) = Self.follow(selection, through: applied)
        var parts: [Int: Set<StrokeID>] = [:]
        for (page, content) in document.pages.enumerated() {
            for stroke in content.strokes where ids.contains(stroke.id) { parts[page, default: []].insert(stroke.id) }
        }
        var imageParts: [Int: Set<UInt64>] = [:]
        for (page, ids) in movedImages where document.pages.indices.contains(page) {
            imageParts[page] = ids.intersection(document.pages[page].images.map(\.id))
        }
        var textParts: [Int: Set<UInt64>] = [:]
        for (page, ids) in movedTexts where document.pages.indices.contains(page) {
            textParts[page] = ids.intersection(document.pages[page].texts.map(\.id))
        }
        let relocated = Selection(parts: parts, imageParts: imageParts, textParts: textParts)
        self.selection = relocated.isEmpty ? nil : relocated
    }

    /// The selection's images and text boxes, by page, after `applied`: one an edit takes off
    /// its page (not put back there by the same edit) is followed to the page where a later
    /// edit adds one holding the same (an image of the same bytes and size, a box of the same
    /// text, width and size), as `carrySelectedObjectsAcrossPages` and its undo move them.
    static func follow(_ selection: Selection, through applied: [Edit]) -> (images: [Int: Set<UInt64>], texts: [Int: Set<UInt64>]) {
        var images = selection.imageParts, texts = selection.textParts
        var leftImages: [PlacedImage] = [], leftTexts: [TextBox] = []
        for edit in applied {
            switch edit.change {
            case .images(let change):
                let staying = Set(change.added.map(\.image.id))
                for item in change.removed where images[edit.page]?.contains(item.image.id) == true && !staying.contains(item.image.id) {
                    leftImages.append(item.image)
                    images[edit.page]?.remove(item.image.id)
                }
                for item in change.added {
                    guard let i = leftImages.firstIndex(where: { $0.key == item.image.key && $0.frame.width == item.image.frame.width && $0.frame.height == item.image.frame.height }) else { continue }
                    leftImages.remove(at: i)
                    images[edit.page, default: []].insert(item.image.id)
                }
            case .text(let change):
                if let gone = change.before, change.after == nil, texts[edit.page]?.contains(gone.id) == true {
                    leftTexts.append(gone)
                    texts[edit.page]?.remove(gone.id)
                }
                if let new = change.after, change.before == nil,
                   let i = leftTexts.firstIndex(where: { $0.text == new.text && $0.width == new.width && $0.fontSize == new.fontSize }) {
                    leftTexts.remove(at: i)
                    texts[edit.page, default: []].insert(new.id)
                }
            default: break
            }
        }
        return (images, texts)
    }
}
