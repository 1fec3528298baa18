import Foundation
import InkGeometry

/// An image placed on a page as an object (a pasted screenshot, an inserted photo): drawn above
/// the page's background and below its ink, moved and scaled with the lasso. Its bytes are kept
/// once in `Document.images` under `key`, as an image page's are.
public struct PlacedImage: Hashable, Sendable, Codable {
    /// Unique among the page's placed images (`Page.nextImageID` hands them out).
    public var id: UInt64
    /// The image's bytes' key in `Document.images` (a PNG or a JPEG).
    public var key: String
    /// Where it is drawn, in page units: the whole image is scaled into this rectangle, before
    /// it is turned by `angle` about the rectangle's centre.
    public var frame: Rect
    /// How far the image is turned about its frame's centre, in radians (towards +y, as
    /// `Affine.rotation`: clockwise on the page); 0 upright (files and journals written before
    /// images turned hold none). See `PlacedImage+Turn.swift` for its turned shape.
    public var angle: Double

    public init(id: UInt64, key: String, frame: Rect, angle: Double = 0) {
        self.id = id; self.key = key; self.frame = frame; self.angle = angle
    }

    enum CodingKeys: String, CodingKey { case id, key, frame, angle }

    /// Reads an image coded before it had an angle too (absent: upright).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(UInt64.self, forKey: .id), key: try c.decode(String.self, forKey: .key),
                  frame: try c.decode(Rect.self, forKey: .frame), angle: try c.decodeIfPresent(Double.self, forKey: .angle) ?? 0)
    }

    /// Writes the angle only when the image is turned (an upright image is coded as before).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id); try c.encode(key, forKey: .key); try c.encode(frame, forKey: .frame)
        if angle != 0 { try c.encode(angle, forKey: .angle) }
    }
}

/// A placed image with its place among the page's images (0 lowest).
public struct IndexedImage: Hashable, Sendable, Codable {
    public var index: Int
    public var image: PlacedImage
    public init(index: Int, image: PlacedImage) { self.index = index; self.image = image }
}

/// A change to a page's placed images, and with them (a drag of a selection holding both) its
/// strokes, as one undo step: `removed` taken out, then `added` put in at their indices;
/// `removedStrokes` and `addedStrokes` likewise. `bytes` holds the bytes of every image key the
/// change names, so the change and its inverse stand on their own (a journal replays them on a
/// document that may lack the bytes).
public struct ImageEdit: Hashable, Sendable, Codable {
    public var removed: [IndexedImage]
    public var added: [IndexedImage]
    public var removedStrokes: [PlacedStroke]
    public var addedStrokes: [PlacedStroke]
    public var bytes: [String: Data]

    public init(removed: [IndexedImage] = [], added: [IndexedImage] = [], removedStrokes: [PlacedStroke] = [],
                addedStrokes: [PlacedStroke] = [], bytes: [String: Data] = [:]) {
        self.removed = removed; self.added = added; self.removedStrokes = removedStrokes
        self.addedStrokes = addedStrokes; self.bytes = bytes
    }

    /// The change that undoes this one.
    public var inverse: ImageEdit {
        ImageEdit(removed: added, added: removed, removedStrokes: addedStrokes, addedStrokes: removedStrokes, bytes: bytes)
    }
}

extension Page {
    /// An id no placed image of the page has.
    public var nextImageID: UInt64 { (images.map(\.id).max() ?? 0) + 1 }

    /// The placed images with these ids, each at its index, lowest first.
    public func placedImages(_ ids: Set<UInt64>) -> [IndexedImage] {
        images.enumerated().compactMap { ids.contains($0.element.id) ? IndexedImage(index: $0.offset, image: $0.element) : nil }
    }
}

extension Document {
    /// Applies an image change to page `page`; returns the area it touched.
    mutating func apply(_ change: ImageEdit, page p: Int) -> Rect {
        for (key, data) in change.bytes where images[key] == nil { images[key] = data }
        var touched = Rect.empty
        let gone = Set(change.removed.map(\.image.id))
        for item in pages[p].images where gone.contains(item.id) { touched = touched.union(item.bounds) }
        pages[p].images.removeAll { gone.contains($0.id) }
        for item in change.added.sorted(by: { $0.index < $1.index }) {
            pages[p].images.insert(item.image, at: Swift.min(Swift.max(item.index, 0), pages[p].images.count))
            touched = touched.union(item.image.bounds)
        }
        if !change.removedStrokes.isEmpty || !change.addedStrokes.isEmpty {
            touched = touched.union(apply(Edit(page: p, change: .replace(removed: change.removedStrokes, added: change.addedStrokes))))
        }
        // Bytes no page shows any more stay, as a removed page's do: a page the undo history
        // brings back may show them (a page removed, then an image with its bytes placed and
        // taken away again elsewhere, would otherwise come back without its image).
        return touched
    }

    /// Whether a page shows the bytes under `key` (as its background or a placed image).
    public func isUsed(_ key: String) -> Bool {
        pages.contains { $0.embeddedKey == key || $0.images.contains { $0.key == key } }
    }
}
