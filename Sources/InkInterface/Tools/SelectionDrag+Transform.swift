import InkDocument
import InkGeometry

extension SelectionDrag {
    /// The edits that put the selection through `t` (the drag page's coordinates) at once, as a
    /// drag ending there would record them: each page's strokes and images from their state at
    /// the press to their transformed state (used by the keyboard's turn and scale).
    public func edits(for t: Affine) -> [Edit] {
        parts.indices.flatMap { i -> [Edit] in
            let part = parts[i]
            // Into the drag page's coordinates, through the transform, and back.
            let o = part.offset
            let tp = Affine(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.a * o.x + t.c * o.y + t.tx - o.x, ty: t.b * o.x + t.d * o.y + t.ty - o.y)
            let next = part.originals.map { PlacedStroke(index: $0.index, stroke: $0.stroke.transformed(by: tp)) }
            let texts = textEdits(part: i, from: part.texts, through: tp).edits
            if part.images.isEmpty && part.originals.isEmpty { return texts }
            if part.images.isEmpty { return [Edit(page: part.page, change: .replace(removed: part.originals, added: next))] + texts }
            let images = part.images.map { IndexedImage(index: $0.index, image: $0.image.transformed(by: tp)) }
            return [Edit(page: part.page, change: .images(ImageEdit(removed: part.images, added: images, removedStrokes: part.originals,
                                                                    addedStrokes: next, bytes: part.bytes)))] + texts
        }
    }
}
