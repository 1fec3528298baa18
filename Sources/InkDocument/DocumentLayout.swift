import InkGeometry

/// Where each page lies in document coordinates: pages of a sized document stacked top to
/// bottom with a gap, centred on one axis; the unbounded blank canvas at the origin.
public struct DocumentLayout: Hashable, Sendable {
    /// Each page's rectangle (nil size: an unbounded canvas with its origin at (0, 0)).
    public var frames: [Rect?]
    /// The gap between pages.
    public static let gap = 24.0

    public init(_ document: Document) {
        let widest = document.pages.compactMap { $0.size?.width }.max() ?? 0
        var y = 0.0
        frames = document.pages.map { page in
            guard let size = page.size else { return nil }
            let frame = Rect(x: (widest - size.width) / 2, y: y, width: size.width, height: size.height)
            y += size.height + Self.gap
            return frame
        }
    }

    /// The top-left corner of page `i` in document coordinates.
    public func origin(of i: Int) -> Point {
        guard frames.indices.contains(i), let f = frames[i] else { return .zero }
        return Point(f.minX, f.minY)
    }

    /// The whole document's bounds (empty for an unbounded canvas).
    public var bounds: Rect { frames.reduce(Rect.empty) { $0.union($1 ?? .empty) } }

    /// The page a document point belongs to: the page holding it, else the nearest one
    /// (so ink in the margins and gaps belongs to its neighbouring page).
    public func page(at p: Point) -> Int {
        var best = 0, bestDistance = Double.infinity
        for (i, frame) in frames.enumerated() {
            guard let f = frame else { return i }
            if f.contains(p) { return i }
            let dx = Swift.max(f.minX - p.x, 0, p.x - f.maxX), dy = Swift.max(f.minY - p.y, 0, p.y - f.maxY)
            let d = dx * dx + dy * dy
            if d < bestDistance { bestDistance = d; best = i }
        }
        return best
    }
}
