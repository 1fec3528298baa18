import InkGeometry

extension Document {
    /// The pages (0-based) with ink running past their edges: page-sized exports cannot hold
    /// it, so exporters say so instead of clipping it silently (G4).
    public var pagesWithInkPastTheEdge: [Int] {
        pages.indices.filter { i in
            guard let size = pages[i].size else { return false }
            let page = Rect(x: 0, y: 0, width: size.width, height: size.height)
            return pages[i].strokes.contains { !page.insetBy(-0.5).covers($0.bounds) }
        }
    }
}

/// The sentence an export adds when ink runs past page edges, or nil.
public func marginInkWarning(_ pages: [Int]) -> String? {
    guard !pages.isEmpty else { return nil }
    let list = pages.map { String($0 + 1) }.joined(separator: ", ")
    return trn("ink past the page edge on page %2$@ is not in the export (it stays in the document)",
               "ink past the page edge on pages %2$@ is not in the export (it stays in the document)", pages.count, list)
}
