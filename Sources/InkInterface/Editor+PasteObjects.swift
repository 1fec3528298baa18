import Foundation
import InkDocument
import InkGeometry

/// The edits of a paste that carries placed images and text boxes besides strokes.
extension Editor {
    /// The edits that put the clipboard's content on `page` with its top left at `origin`:
    /// the strokes (`strokes`, placed already) alone as an `add`, or with the images (new
    /// ids, bytes under free keys, carried by the edit) as one `images` change; then a `text`
    /// change for each box (new ids). Returns the new images' and boxes' ids too.
    func pastingEdits(_ clip: ClipboardStrokes, at origin: Point, strokes: [PlacedStroke], page: Int)
        -> (edits: [Edit], images: Set<UInt64>, texts: Set<UInt64>) {
        var edits: [Edit] = []
        let content = document.pages[page]
        var imageIDs = Set<UInt64>(), bytes: [String: Data] = [:], added: [IndexedImage] = []
        var nextImage = content.nextImageID
        for image in clip.placedImages(at: origin) {
            // Two different images of one paste whose hashes meet do not share a key.
            let key = freeImageKey(for: image.bytes, besides: bytes)
            bytes[key] = image.bytes
            added.append(IndexedImage(index: content.images.count + added.count, image: image.placed(id: nextImage, key: key)))
            imageIDs.insert(nextImage)
            nextImage += 1
        }
        if added.isEmpty {
            if !strokes.isEmpty { edits.append(Edit(page: page, change: .add(strokes))) }
        } else {
            edits.append(Edit(page: page, change: .images(ImageEdit(added: added, addedStrokes: strokes, bytes: bytes))))
        }
        let first = content.nextTextID
        let boxes = clip.placedTexts(at: origin, ids: clip.texts.indices.map { first + UInt64($0) })
        edits += boxes.map { Edit(page: page, change: .text(TextChange(before: nil, after: $0))) }
        return (edits, imageIDs, Set(boxes.map(\.id)))
    }
}
