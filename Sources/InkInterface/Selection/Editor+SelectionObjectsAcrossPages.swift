import Foundation
import InkDocument
import InkGeometry

/// A selection dropped over another page takes its placed images and text boxes there too,
/// as it takes its strokes (`settleDrag`): each whose middle lies over another page goes onto
/// it, on top of what it holds, at the same place on screen, with an id of that page's.
extension Editor {
    /// Moves the selected images and text boxes whose middle lies over another page onto it;
    /// returns the edits made (applied, the selection following them), for the drag's step.
    mutating func carrySelectedObjectsAcrossPages() -> [Edit] {
        guard let chosen = selection else { return [] }
        var imageParts = chosen.imageParts, textParts = chosen.textParts
        var edits: [Edit] = []
        func destination(of bounds: Rect, on page: Int) -> Int? {
            let to = layout.page(at: bounds.center + layout.origin(of: page))
            return to != page && document.pages.indices.contains(to) ? to : nil
        }
        for (page, ids) in chosen.imageParts.sorted(by: { $0.key < $1.key }) where document.pages.indices.contains(page) {
            let going = document.pages[page].placedImages(ids).compactMap { item in
                destination(of: item.image.bounds, on: page).map { (item, to: $0) }
            }
            guard !going.isEmpty else { continue }
            edits.append(apply(Edit(page: page, change: .images(ImageEdit(removed: going.map(\.0))))))
            imageParts[page]?.subtract(going.map(\.0.image.id))
            for to in Set(going.map(\.to)).sorted() {
                var added: [IndexedImage] = [], bytes: [String: Data] = [:]
                let first = document.pages[to].nextImageID, top = document.pages[to].images.count
                for (i, item) in going.filter({ $0.to == to }).map(\.0).enumerated() {
                    var image = item.image
                    image.id = first + UInt64(i)
                    image.frame = image.frame.offsetBy(layout.origin(of: page) - layout.origin(of: to))
                    added.append(IndexedImage(index: top + i, image: image))
                    bytes[image.key] = document.images[image.key]
                    imageParts[to, default: []].insert(image.id)
                }
                edits.append(apply(Edit(page: to, change: .images(ImageEdit(added: added, bytes: bytes)))))
            }
        }
        for (page, ids) in chosen.textParts.sorted(by: { $0.key < $1.key }) where document.pages.indices.contains(page) {
            for box in document.pages[page].texts where ids.contains(box.id) {
                // Its middle as the page shows it (measured; `bounds` is an upper estimate).
                let shown = Rect(x: box.origin.x, y: box.origin.y, width: box.width, height: textMeasure.boxSize(box).height)
                guard let to = destination(of: shown, on: page) else { continue }
                var moved = box
                moved.id = document.pages[to].nextTextID
                moved.origin = box.origin + layout.origin(of: page) - layout.origin(of: to)
                edits.append(apply(Edit(page: page, change: .text(TextChange(before: box, after: nil)))))
                edits.append(apply(Edit(page: to, change: .text(TextChange(before: nil, after: moved)))))
                textParts[page]?.remove(box.id)
                textParts[to, default: []].insert(moved.id)
            }
        }
        guard !edits.isEmpty else { return [] }
        selection = Selection(parts: chosen.parts, imageParts: imageParts, textParts: textParts)
        return edits
    }

    /// Applies `edit` to the document and hands it back.
    private mutating func apply(_ edit: Edit) -> Edit {
        _ = document.apply(edit)
        return edit
    }
}
