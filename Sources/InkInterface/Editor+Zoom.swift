import InkGeometry

/// The zoom by name (issue 16): fit width, fit page and 100 % (the document ring, the zoom pad,
/// Ctrl+1, Ctrl+2, Ctrl+3), and the zoom shown in the status bar.
extension Editor {
    /// The margin left around a fitted page, in window pixels, on each side.
    static let fitMargin = 16.0

    /// The zoom in effect in percent, rounded ("125" for 1.25).
    public var zoomPercent: Int { Int((viewport.scale * 100).rounded()) }

    /// What the status bar's zoom control shows: "125 %".
    public var zoomText: String { "\(zoomPercent) %" }

    /// Applies a zoom preset to the current page: fit width keeps the line being read where it
    /// is on the canvas and centres the page across; fit page centres the whole page; 100 %
    /// keeps the canvas's centre where it is. A canvas without sheets fits its ink's bounds (and
    /// the images placed on it).
    mutating func applyZoom(_ preset: ZoomPreset) -> Damage {
        let canvas = canvasFrame
        if preset == .actualSize { return setZoom(1, around: canvas.center) }
        let page = currentPage
        let frame = layout.frames.indices.contains(page) ? layout.frames[page] : nil
        let f = frame ?? document.pages[page].images.reduce(document.pages[page].strokes.reduce(Rect.empty) { $0.union($1.bounds) }) {
            $0.union($1.bounds)
        }
        guard !f.isEmpty, canvas.width > 2 * Self.fitMargin, canvas.height > 2 * Self.fitMargin else { return .none }
        let across = (canvas.width - 2 * Self.fitMargin) / f.width
        switch preset {
        case .fitWidth:
            let scale = Self.zoomRange.clamp(across)
            // The document line a quarter down the canvas (where `currentPage` reads) stays there.
            let readY = canvas.minY + canvas.height / 4
            let docY = viewport.toPage(Point(canvas.center.x, readY)).y
            return place(scale: scale, document: Point(f.center.x, docY), at: Point(canvas.center.x, readY))
        case .fitPage:
            let scale = Self.zoomRange.clamp(Swift.min(across, (canvas.height - 2 * Self.fitMargin) / f.height))
            return place(scale: scale, document: f.center, at: canvas.center)
        case .actualSize:
            return .none
        }
    }

    /// Zooms to `scale` with document point `d` at window point `w`.
    private mutating func place(scale: Double, document d: Point, at w: Point) -> Damage {
        let origin = w - d * scale
        let newScroll = Point((origin.x - canvasFrame.minX).rounded(), origin.y.rounded())
        guard scale != viewport.scale || newScroll != scroll else { return .none }
        viewport.scale = scale
        scroll = newScroll
        viewIsHome = false
        relayout()
        return wholeCanvas
    }
}
