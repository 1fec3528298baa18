import Foundation
import InkDocument
import InkGeometry

extension Selection {
    /// The selected placed images still on the first page, each at its index, lowest first.
    public func placedImages(in document: Document) -> [IndexedImage] { placedImages(on: page, in: document) }

    /// The selected placed images still on page `p`, each at its index, lowest first.
    public func placedImages(on p: Int, in document: Document) -> [IndexedImage] {
        guard let ids = imageParts[p], document.pages.indices.contains(p) else { return [] }
        return document.pages[p].placedImages(ids)
    }

    /// The bytes of the selected images of page `p`, by key (an edit of them carries them, see `ImageEdit`).
    public func imageBytes(on p: Int, in document: Document) -> [String: Data] {
        var bytes: [String: Data] = [:]
        for item in placedImages(on: p, in: document) { bytes[item.image.key] = document.images[item.image.key] }
        return bytes
    }

    /// The edit that takes the selected strokes and images of page `p` away (nil: none are left there).
    func removal(on p: Int, in document: Document) -> Edit? {
        let placed = placed(on: p, in: document), images = placedImages(on: p, in: document)
        if images.isEmpty { return placed.isEmpty ? nil : Edit(page: p, change: .remove(placed)) }
        return Edit(page: p, change: .images(ImageEdit(removed: images, removedStrokes: placed, bytes: imageBytes(on: p, in: document))))
    }

    /// The placed images a lasso region holds: those with at least half of their area inside it
    /// (measured on a grid of points over each image as drawn, turned with it). A tap (a
    /// region less than `tap` page units across and down) holds the topmost image under it instead.
    public static func images(in region: LassoRegion, of images: [PlacedImage], tap: Double = tapExtent) -> Set<UInt64> {
        if region.bounds.width < tap, region.bounds.height < tap {
            let p = region.bounds.center
            return images.last { $0.contains(p) }.map { [$0.id] } ?? []
        }
        var ids = Set<UInt64>()
        for image in images where image.bounds.intersects(region.bounds) {
            let n = 8
            let samples = (0..<n * n).lazy.map { i in
                image.point(atFraction: (Double(i % n) + 0.5) / Double(n), (Double(i / n) + 0.5) / Double(n))
            }
            if region.holdsMost(of: samples) { ids.insert(image.id) }
        }
        return ids
    }

    /// How small a lasso's region is when it is a tap, in window pixels across and down (the
    /// editor gives it in page units at its zoom; page units when none is given).
    public static let tapExtent = 6.0
}
