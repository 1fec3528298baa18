import InkGeometry

/// What lies under a page's ink.
public enum PageBackground: Hashable, Sendable, Codable {
    /// Plain paper without bounds: the canvas grows with the ink.
    case blank
    /// An image (e.g. an exported PDF page), referenced by its key in the document's image store.
    case image(key: String, size: Size)
}

/// One page: a background and the strokes drawn on it, bottom to top.
public struct Page: Hashable, Sendable, Codable {
    public var background: PageBackground
    public var strokes: [Stroke]

    public init(background: PageBackground = .blank, strokes: [Stroke] = []) {
        self.background = background; self.strokes = strokes
    }

    /// The index of a stroke by id.
    public func index(of id: StrokeID) -> Int? { strokes.firstIndex { $0.id == id } }
}
