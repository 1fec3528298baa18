import InkGeometry

/// What lies under a page's ink.
public enum PageBackground: Hashable, Sendable, Codable {
    /// Plain paper. Without a size (`Page.size == nil`) it has no bounds: the canvas grows with the ink.
    case blank
    /// An image (e.g. an exported PDF page), by its key in `Document.images`; `size` is its size
    /// in pixels, which is the page's size in page units (at 100% one image pixel is one screen pixel).
    case image(key: String, size: Size)
    /// A page of a PDF, by the PDF's key in `Document.images` (its bytes as read) and the page's
    /// index in it (0 is the first page); `size` is the page's size in PDF points as shown (its
    /// crop box, turned by its /Rotate), which is its size in page units: one point is one
    /// page unit, so at 100% a Letter page is 612x792 screen pixels.
    case pdf(key: String, index: Int, size: Size)
}

/// One page: a background and the strokes drawn on it, bottom to top, in page coordinates
/// (origin at the page's top-left corner; ink may run past the edges into the margins, G4).
public struct Page: Hashable, Sendable, Codable {
    public var background: PageBackground
    /// Bottom to top. Every change is followed by `strokeIndex` (changed in place, no copy).
    public var strokes: [Stroke] {
        get { storedStrokes }
        set { storedStrokes = newValue; strokeIndex.follow(storedStrokes) }
        _modify {
            yield &storedStrokes
            strokeIndex.follow(storedStrokes)
        }
    }
    private var storedStrokes: [Stroke]
    /// The size of a blank page that has one (blank pages added to a document of images).
    public var blankSize: Size?
    /// The page units per inch, when known: an image page's dpi (stated by the image, or given
    /// with `--dpi`), a blank page's taken from the page it was added beside. nil: the default
    /// for the page's kind (`unitsPerInch`). Used by exports only.
    public var resolution: Resolution?
    /// Images placed on the page as objects, bottom to top, drawn between the background and the ink.
    public var images: [PlacedImage] = []
    /// The text boxes, bottom to top (drawn over the ink).
    public var texts: [TextBox] = []
    /// Where the strokes are (derived: not coded, not compared).
    public private(set) var strokeIndex = StrokeIndex()

    enum CodingKeys: String, CodingKey { case background, strokes, blankSize, resolution, images, texts }

    public init(background: PageBackground = .blank, strokes: [Stroke] = [], blankSize: Size? = nil,
                resolution: Resolution? = nil, texts: [TextBox] = []) {
        self.background = background; self.storedStrokes = strokes; self.blankSize = blankSize; self.resolution = resolution
        self.texts = texts
        strokeIndex = StrokeIndex(strokes)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(background, forKey: .background)
        try c.encode(storedStrokes, forKey: .strokes)
        try c.encodeIfPresent(blankSize, forKey: .blankSize)
        try c.encodeIfPresent(resolution, forKey: .resolution)
        if !images.isEmpty { try c.encode(images, forKey: .images) }
        if !texts.isEmpty { try c.encode(texts, forKey: .texts) }
    }

    /// Makes several changes to the strokes with one update of the index at the end (it
    /// compares the page with what it holds: for changes anywhere, e.g. renumbering).
    public mutating func changeStrokes<R>(_ change: (inout [Stroke]) throws -> R) rethrows -> R {
        defer { strokeIndex.follow(storedStrokes) }
        return try change(&storedStrokes)
    }

    /// Takes out the strokes at `removed` (distinct indices, any order) and returns them in
    /// ascending order; the index follows in one pass.
    @discardableResult
    public mutating func removeStrokes(at removed: [Int]) -> [Stroke] {
        let sorted = removed.sorted()
        let taken = sorted.map { storedStrokes[$0] }
        for i in sorted.reversed() { storedStrokes.remove(at: i) }
        strokeIndex.update(removing: sorted, adding: [])
        return taken
    }

    /// Puts in strokes, each at its index once all are in (ascending, distinct, each at most the
    /// count of strokes before it then); the index follows in one pass.
    public mutating func insertStrokes(_ added: [(index: Int, stroke: Stroke)]) {
        for item in added { storedStrokes.insert(item.stroke, at: item.index) }
        strokeIndex.update(removing: [], adding: added)
    }

    /// Swaps strokes for others in one step: takes out those at `removed` (distinct, any order),
    /// then puts in `added` as `insertStrokes` does.
    public mutating func replaceStrokes(at removed: [Int], with added: [(index: Int, stroke: Stroke)]) {
        let sorted = removed.sorted()
        for i in sorted.reversed() { storedStrokes.remove(at: i) }
        for item in added { storedStrokes.insert(item.stroke, at: item.index) }
        strokeIndex.update(removing: sorted, adding: added)
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(background: try c.decode(PageBackground.self, forKey: .background),
                  strokes: try c.decode([Stroke].self, forKey: .strokes),
                  blankSize: try c.decodeIfPresent(Size.self, forKey: .blankSize),
                  resolution: try c.decodeIfPresent(Resolution.self, forKey: .resolution),
                  texts: try c.decodeIfPresent([TextBox].self, forKey: .texts) ?? [])
        images = try c.decodeIfPresent([PlacedImage].self, forKey: .images) ?? []
    }

    /// The indices of the strokes whose bounds meet `clip` (edges touching count), bottom to
    /// top, found through the page's spatial index.
    public func strokes(meeting clip: Rect) -> [Int] { strokeIndex.strokes(meeting: clip) }

    /// The page units per inch: `resolution`, else 96 for an image page (an image stating no
    /// resolution) and 72 for a blank or PDF page (its size is in points).
    public var unitsPerInch: Resolution {
        if let resolution { return resolution }
        switch background {
        case .blank, .pdf: return .points
        case .image: return .imageDefault
        }
    }

    /// The page's size, or nil for the unbounded blank canvas.
    public var size: Size? {
        switch background {
        case .blank: return blankSize
        case .image(_, let size): return size
        case .pdf(_, _, let size): return size
        }
    }

    /// The key of the page's image, if it has one.
    public var imageKey: String? {
        if case .image(let key, _) = background { return key }
        return nil
    }

    /// The PDF page under the ink, if the page is one: the PDF's key and the page's index in it.
    public var pdfPage: (key: String, index: Int)? {
        if case .pdf(let key, let index, _) = background { return (key, index) }
        return nil
    }

    /// The key of the embedded bytes (image or PDF) the page shows, if any.
    public var embeddedKey: String? { imageKey ?? pdfPage?.key }

    /// The index of a stroke by id.
    public func index(of id: StrokeID) -> Int? { strokes.firstIndex { $0.id == id } }
}
