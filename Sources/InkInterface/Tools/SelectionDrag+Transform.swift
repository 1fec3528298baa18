import Foundation
import InkDocument
import InkGeometry

extension SelectionDrag {
    /// What one part holds at a moment of the drag: its strokes, placed images and text boxes.
    struct Contents: Equatable {
        var strokes: [PlacedStroke]
        var images: [IndexedImage]
        var texts: [TextBox]
    }

    /// Part `i` as it was at the press.
    func pressed(_ i: Int) -> Contents { Contents(strokes: parts[i].originals, images: parts[i].images, texts: parts[i].texts) }

    /// Part `i` as `t` (the drag page's coordinates) puts what it held at the press.
    func contents(_ i: Int, through t: Affine) -> Contents {
        // Into the drag page's coordinates, through the transform, and back.
        let o = parts[i].offset
        let tp = Affine(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.a * o.x + t.c * o.y + t.tx - o.x, ty: t.b * o.x + t.d * o.y + t.ty - o.y)
        return Contents(strokes: parts[i].originals.map { PlacedStroke(index: $0.index, stroke: $0.stroke.transformed(by: tp)) },
                        images: parts[i].images.map { IndexedImage(index: $0.index, image: $0.image.transformed(by: tp)) },
                        texts: parts[i].texts.map { $0.transformed(by: tp) })
    }

    /// The edits that take part `i` from `a` to `b` on its page: the strokes alone as a
    /// replacement, or with the images as one image change (carrying `bytes`, for the step
    /// recorded at the lift); then one text change a box.
    func edits(_ i: Int, from a: Contents, to b: Contents, bytes: [String: Data] = [:]) -> [Edit] {
        let page = parts[i].page
        var edits: [Edit] = []
        if !a.images.isEmpty {
            edits.append(Edit(page: page, change: .images(ImageEdit(removed: a.images, added: b.images, removedStrokes: a.strokes,
                                                                    addedStrokes: b.strokes, bytes: bytes))))
        } else if !a.strokes.isEmpty {
            edits.append(Edit(page: page, change: .replace(removed: a.strokes, added: b.strokes)))
        }
        return edits + zip(a.texts, b.texts).map { Edit(page: page, change: .text(TextChange(before: $0, after: $1))) }
    }

    /// The edits that put the selection through `t` (the drag page's coordinates) at once, as a
    /// drag ending there would record them: each page's strokes, images and text boxes from
    /// their state at the press to their transformed state (used by the keyboard's turn and scale).
    public func edits(for t: Affine) -> [Edit] {
        parts.indices.flatMap { i in edits(i, from: pressed(i), to: contents(i, through: t), bytes: parts[i].bytes) }
    }
}
