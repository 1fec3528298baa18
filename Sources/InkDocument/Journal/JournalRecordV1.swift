import Foundation
import InkGeometry

extension Journal {
    /// The JSON of journal format version 1, as types of the journal's own: what a version-1
    /// journal holds is fixed here, not by the engine types it is mapped to and from
    /// (`JournalRecordV1+Mapping.swift`), so renaming or adding a field of `Stroke`, `Page` or
    /// `Edit` cannot silently change or break the journal. Every member's name is spelled out
    /// in its `CodingKeys`.
    ///
    /// The shape is the one journals had when they encoded the engine types directly (before
    /// these types existed), so those journals read unchanged; the golden file
    /// `Tests/Golden/journal-v1.journal` holds one. Members that only that shape needs are still
    /// written (a stroke's `points`, always empty, its `bounds`; a document's `images`, always
    /// empty) and ignored when read: points and images follow the JSON as packed bytes, bounds
    /// are computed again from the points.
    ///
    /// A change to what a record holds is a new format version (as `RecordV2`, version 2, added
    /// a record kind beside these), and version 1 keeps being read with these types. Only an optional
    /// member that changes nothing when absent may be added within version 1 (a page's
    /// `resolution`, only used by exports: an older reader recovers the page without it).
    enum RecordV1 {
        /// The JSON of a base record (kind 2): the document without its points and images.
        struct Document: Codable, Equatable {
            var pages: [Page]
            /// Always empty: the images follow the JSON.
            var images: [String: String]
            var nextStrokeID: UInt64
            enum CodingKeys: String, CodingKey { case pages, images, nextStrokeID }

            init(pages: [Page], nextStrokeID: UInt64) { self.pages = pages; images = [:]; self.nextStrokeID = nextStrokeID }

            init(from decoder: Decoder) throws {
                let c = try decoder.container(keyedBy: CodingKeys.self)
                pages = try c.decode([Page].self, forKey: .pages)
                images = [:]
                nextStrokeID = try c.decode(UInt64.self, forKey: .nextStrokeID)
            }
        }

        struct Page: Codable, Equatable {
            var background: Background
            var strokes: [Stroke]
            /// Absent for the unbounded canvas.
            var blankSize: Size?
            /// The page's units per inch when it has them (`Page.resolution`); absent in
            /// journals written before resolutions existed (an older reader ignores it).
            var resolution: Resolution?
            /// The images placed on the page (`Page.images`), absent when none: added later
            /// within version 1 (an older reader recovers the page without them).
            var images: [PlacedImage]?
            /// The page's text boxes, absent when it has none (`JournalRecordV1+Text.swift`).
            var texts: [Text]?
            enum CodingKeys: String, CodingKey { case background, strokes, blankSize, resolution, images, texts }
        }

        /// Page units per inch, across and down.
        struct Resolution: Codable, Equatable {
            var x: Double
            var y: Double
            enum CodingKeys: String, CodingKey { case x, y }
        }

        /// `{"blank":{}}`, `{"image":{"key":K,"size":{"width":W,"height":H}}}` or
        /// `{"pdf":{"key":K,"index":I,"size":{"width":W,"height":H}}}` (a PDF page; a journal
        /// holding one is refused by an Inkstone before PDF pages, as any unknown background).
        enum Background: Codable, Equatable {
            case blank
            case image(key: String, size: Size)
            case pdf(key: String, index: Int, size: Size)

            enum CodingKeys: String, CodingKey { case blank, image, pdf }
            enum ImageKeys: String, CodingKey { case key, size }
            enum PDFKeys: String, CodingKey { case key, index, size }
            enum NoKeys: CodingKey {}

            func encode(to encoder: Encoder) throws {
                var c = encoder.container(keyedBy: CodingKeys.self)
                switch self {
                case .blank:
                    _ = c.nestedContainer(keyedBy: NoKeys.self, forKey: .blank)
                case .image(let key, let size):
                    var image = c.nestedContainer(keyedBy: ImageKeys.self, forKey: .image)
                    try image.encode(key, forKey: .key)
                    try image.encode(size, forKey: .size)
                case .pdf(let key, let index, let size):
                    var pdf = c.nestedContainer(keyedBy: PDFKeys.self, forKey: .pdf)
                    try pdf.encode(key, forKey: .key)
                    try pdf.encode(index, forKey: .index)
                    try pdf.encode(size, forKey: .size)
                }
            }

            init(from decoder: Decoder) throws {
                let c = try decoder.container(keyedBy: CodingKeys.self)
                switch try RecordV1.onlyKey(of: c) {
                case .blank:
                    self = .blank
                case .image:
                    let image = try c.nestedContainer(keyedBy: ImageKeys.self, forKey: .image)
                    self = .image(key: try image.decode(String.self, forKey: .key), size: try image.decode(Size.self, forKey: .size))
                case .pdf:
                    let pdf = try c.nestedContainer(keyedBy: PDFKeys.self, forKey: .pdf)
                    self = .pdf(key: try pdf.decode(String.self, forKey: .key), index: try pdf.decode(Int.self, forKey: .index),
                                size: try pdf.decode(Size.self, forKey: .size))
                }
            }
        }

        /// `kind`, `tilts` and `angles` (the stroke's nib, as in the document file's manifest)
        /// were added later within version 1 and are written only for strokes that have them:
        /// journals without them read as before, and a reader older than them reads such a
        /// stroke as a round-nibbed one (the ink and its place are kept, not its look).
        struct Stroke: Codable, Equatable {
            var id: StrokeID
            var color: Color
            var outline: Outline
            /// Written for readers of the old shape; computed again from the points when read.
            var bounds: Rect?
            var kind: String?
            var tilts: [Double]?
            var angles: [Double]?
            enum CodingKeys: String, CodingKey { case id, points, color, outline, bounds, kind, tilts, angles }

            init(id: StrokeID, color: Color, outline: Outline, bounds: Rect?,
                 kind: String? = nil, tilts: [Double]? = nil, angles: [Double]? = nil) {
                self.id = id; self.color = color; self.outline = outline; self.bounds = bounds
                self.kind = kind; self.tilts = tilts; self.angles = angles
            }

            func encode(to encoder: Encoder) throws {
                var c = encoder.container(keyedBy: CodingKeys.self)
                try c.encode(id, forKey: .id)
                try c.encode([Double](), forKey: .points)   // the points follow the JSON
                try c.encode(color, forKey: .color)
                try c.encode(outline, forKey: .outline)
                try c.encodeIfPresent(bounds, forKey: .bounds)
                try c.encodeIfPresent(kind, forKey: .kind)
                try c.encodeIfPresent(tilts, forKey: .tilts)
                try c.encodeIfPresent(angles, forKey: .angles)
            }

            init(from decoder: Decoder) throws {
                let c = try decoder.container(keyedBy: CodingKeys.self)
                id = try c.decode(StrokeID.self, forKey: .id)
                color = try c.decode(Color.self, forKey: .color)
                outline = try c.decode(Outline.self, forKey: .outline)
                bounds = nil
                kind = try c.decodeIfPresent(String.self, forKey: .kind)
                tilts = try c.decodeIfPresent([Double].self, forKey: .tilts)
                angles = try c.decodeIfPresent([Double].self, forKey: .angles)
            }
        }

        /// `{"raw":N}`.
        struct StrokeID: Codable, Equatable {
            var raw: UInt64
            enum CodingKeys: String, CodingKey { case raw }
        }

        struct Color: Codable, Equatable {
            var red, green, blue, alpha: Double
            enum CodingKeys: String, CodingKey { case red, green, blue, alpha }
        }

        struct Outline: Codable, Equatable {
            var width, thinning, minimumWidth: Double
            enum CodingKeys: String, CodingKey { case width, thinning, minimumWidth }
        }

        struct Size: Codable, Equatable {
            var width, height: Double
            enum CodingKeys: String, CodingKey { case width, height }
        }

        struct Rect: Codable, Equatable {
            var x, y, width, height: Double
            enum CodingKeys: String, CodingKey { case x, y, width, height }
        }

        /// The JSON of an edit record (kind 3): the edit without its strokes' points.
        struct Edit: Codable, Equatable {
            var page: Int
            var change: Change
            enum CodingKeys: String, CodingKey { case page, change }
        }

        /// `{"add":{"_0":[placed…]}}`, `remove` alike, `{"insertPage":{"_0":page}}`, `removePage` alike,
        /// `{"replace":{"removed":[placed…],"added":[placed…]}}`. `replace` (the area eraser) was
        /// added later within version 1: journals without it read as before; a reader older than
        /// it refuses a journal holding one as a malformed record (the recovery says so) rather
        /// than misreading it. `{"movePage":{"to":N}}` (the page overview moves page `page` to
        /// index N; no strokes, no points) was added later within version 1 the same way.
        enum Change: Codable, Equatable {
            case add([Placed])
            case remove([Placed])
            case insertPage(Page)
            case removePage(Page)
            case replace(removed: [Placed], added: [Placed])
            case movePage(to: Int)
            case images(ImageChange)
            case text(TextEdit)
            /// An `images` change that carries only some of its bytes (`ImageChange.shared`).
            case imagesShared(ImageChange)

            enum CodingKeys: String, CodingKey { case add, remove, insertPage, removePage, replace, movePage, images, text, imagesShared }
            enum PayloadKeys: String, CodingKey { case payload = "_0" }
            enum ReplaceKeys: String, CodingKey { case removed, added }
            enum MoveKeys: String, CodingKey { case to }

            func encode(to encoder: Encoder) throws {
                var c = encoder.container(keyedBy: CodingKeys.self)
                func put(_ value: some Encodable, as kind: CodingKeys) throws {
                    var payload = c.nestedContainer(keyedBy: PayloadKeys.self, forKey: kind)
                    try payload.encode(value, forKey: .payload)
                }
                switch self {
                case .add(let placed): try put(placed, as: .add)
                case .remove(let placed): try put(placed, as: .remove)
                case .insertPage(let page): try put(page, as: .insertPage)
                case .removePage(let page): try put(page, as: .removePage)
                case .replace(let removed, let added):
                    var payload = c.nestedContainer(keyedBy: ReplaceKeys.self, forKey: .replace)
                    try payload.encode(removed, forKey: .removed)
                    try payload.encode(added, forKey: .added)
                case .movePage(let to):
                    var payload = c.nestedContainer(keyedBy: MoveKeys.self, forKey: .movePage)
                    try payload.encode(to, forKey: .to)
                case .images(let change): try c.encode(change, forKey: .images)
                case .text(let edit): try c.encode(edit, forKey: .text)
                case .imagesShared(let change): try c.encode(change, forKey: .imagesShared)
                }
            }

            init(from decoder: Decoder) throws {
                let c = try decoder.container(keyedBy: CodingKeys.self)
                let kind = try RecordV1.onlyKey(of: c)
                if kind == .replace {
                    let payload = try c.nestedContainer(keyedBy: ReplaceKeys.self, forKey: kind)
                    self = .replace(removed: try payload.decode([Placed].self, forKey: .removed),
                                    added: try payload.decode([Placed].self, forKey: .added))
                    return
                }
                if kind == .images || kind == .imagesShared {
                    let change = try c.decode(ImageChange.self, forKey: kind)
                    self = kind == .images ? .images(change) : .imagesShared(change)
                    return
                }
                if kind == .text {
                    self = .text(try c.decode(TextEdit.self, forKey: kind))
                    return
                }
                if kind == .movePage {
                    self = .movePage(to: try c.nestedContainer(keyedBy: MoveKeys.self, forKey: kind).decode(Int.self, forKey: .to))
                    return
                }
                let payload = try c.nestedContainer(keyedBy: PayloadKeys.self, forKey: kind)
                switch kind {
                case .add: self = .add(try payload.decode([Placed].self, forKey: .payload))
                case .remove: self = .remove(try payload.decode([Placed].self, forKey: .payload))
                case .insertPage: self = .insertPage(try payload.decode(Page.self, forKey: .payload))
                case .removePage: self = .removePage(try payload.decode(Page.self, forKey: .payload))
                case .replace, .movePage, .images, .text, .imagesShared: throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: "\(kind)"))
                }
            }
        }

        /// A stroke and its index on the page.
        struct Placed: Codable, Equatable {
            var index: Int
            var stroke: Stroke
            enum CodingKeys: String, CodingKey { case index, stroke }
        }

        /// The one key of an object that stands for an enum case.
        static func onlyKey<Key>(of container: KeyedDecodingContainer<Key>) throws -> Key {
            guard container.allKeys.count == 1, let key = container.allKeys.first else {
                throw DecodingError.dataCorrupted(.init(codingPath: container.codingPath,
                                                       debugDescription: tr("expected exactly one of %@", "\(Key.self)")))
            }
            return key
        }
    }
}
