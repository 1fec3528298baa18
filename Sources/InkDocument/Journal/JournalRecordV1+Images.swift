import Foundation
import InkGeometry

extension Journal.RecordV1 {
    /// An image placed on a page: `{"id":N,"key":K,"frame":{"x":…,"y":…,"width":…,"height":…}}`,
    /// and `"angle":A` (radians) when it is turned: added later within version 1 (absent:
    /// upright, so journals written before replay as they did; an older reader ignores it and
    /// replays the image upright).
    struct PlacedImage: Codable, Equatable {
        var id: UInt64
        var key: String
        var frame: Rect
        var angle: Double?
        enum CodingKeys: String, CodingKey { case id, key, frame, angle }
    }

    /// A placed image and its index among the page's images.
    struct IndexedImage: Codable, Equatable {
        var index: Int
        var image: PlacedImage
        enum CodingKeys: String, CodingKey { case index, image }
    }

    /// `{"images":{"removed":[…],"added":[…],"removedStrokes":[placed…],"addedStrokes":[placed…]}}`:
    /// a change to placed images (`ImageEdit`), added later within version 1 (a reader older than
    /// it refuses the record as malformed, as it does `replace`). The points of `removedStrokes`,
    /// then of `addedStrokes`, follow the JSON; after them, the bytes the change names, as a
    /// base record's images are written (`u32(count) (block(key) block(bytes))*`).
    ///
    /// `{"imagesShared":{…the same members…,"shared":[key…]}}` (added later within version 1 alike:
    /// an older reader refuses it as malformed) is such a change whose record leaves out the bytes
    /// of the keys in `shared`: bytes the journal already holds since its last base (in the base,
    /// the saved file it refers to, or an earlier record), so a placed image moved or scaled again
    /// and again journals its bytes once (`Journal.HeldBytes`).
    struct ImageChange: Codable, Equatable {
        var removed: [IndexedImage]
        var added: [IndexedImage]
        var removedStrokes: [Placed]
        var addedStrokes: [Placed]
        /// The keys whose bytes the record leaves out (only in `imagesShared`).
        var shared: [String]?
        enum CodingKeys: String, CodingKey { case removed, added, removedStrokes, addedStrokes, shared }
    }
}

extension Journal.RecordV1.PlacedImage {
    init(_ image: InkDocument.PlacedImage) {
        self.init(id: image.id, key: image.key,
                  frame: .init(x: image.frame.x, y: image.frame.y, width: image.frame.width, height: image.frame.height),
                  angle: image.angle == 0 ? nil : image.angle)
    }

    var value: InkDocument.PlacedImage {
        InkDocument.PlacedImage(id: id, key: key, frame: InkGeometry.Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height),
                                angle: angle ?? 0)
    }
}

extension Journal.RecordV1.ImageChange {
    init(_ e: ImageEdit) {
        removed = e.removed.map { .init(index: $0.index, image: .init($0.image)) }
        added = e.added.map { .init(index: $0.index, image: .init($0.image)) }
        removedStrokes = e.removedStrokes.map(Journal.RecordV1.Placed.init)
        addedStrokes = e.addedStrokes.map(Journal.RecordV1.Placed.init)
        shared = nil
    }

    /// The change without its bytes (they follow the points; `Journal.Packing` adds them).
    func value(points: inout Journal.PointLists) throws -> ImageEdit {
        let taken = try removedStrokes.map { try $0.value(points: &points) }
        let put = try addedStrokes.map { try $0.value(points: &points) }
        return ImageEdit(removed: removed.map { InkDocument.IndexedImage(index: $0.index, image: $0.image.value) },
                         added: added.map { InkDocument.IndexedImage(index: $0.index, image: $0.image.value) },
                         removedStrokes: taken, addedStrokes: put)
    }
}
