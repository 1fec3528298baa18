import Foundation
import InkDocument
import InkGeometry

extension Selection {
    /// The selected placed images still on the page, each at its index, lowest first.
    public func placedImages(in document: Document) -> [IndexedImage] {
        guard !images.isEmpty, document.pages.indices.contains(page) else { return [] }
        return document.pages[page].placedImages(images)
    }

    /// The bytes of the selected images, by key (an edit of them carries them, see `ImageEdit`).
    public func imageBytes(in document: Document) -> [String: Data] {
        var bytes: [String: Data] = [:]
        for item in placedImages(in: document) { bytes[item.image.key] = document.images[item.image.key] }
        return bytes
    }

    /// The placed images a lasso region holds: those with at least half of their area inside it
    /// (measured on a grid of points over each image).
    public static func images(in region: LassoRegion, of images: [PlacedImage]) -> Set<UInt64> {
        var ids = Set<UInt64>()
        for image in images where image.frame.intersects(region.bounds) {
            let f = image.frame, n = 8
            let samples = (0..<n * n).lazy.map { i in
                Point(f.minX + (Double(i % n) + 0.5) * f.width / Double(n), f.minY + (Double(i / n) + 0.5) * f.height / Double(n))
            }
            if region.holdsMost(of: samples) { ids.insert(image.id) }
        }
        return ids
    }
}
