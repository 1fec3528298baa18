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
    /// keeps the canvas's centre where it is. A canvas without sheets fits what it holds (ink,
    /// images, text boxes; `canvasWork`).
    mutating func applyZoom(_ preset: ZoomPreset) -> Damage {
        let canvas = canvasFrame
        if preset == .actualSize { return setZoom(1, around: canvas.center) }
        let page = currentPage
        let frame = layout.frames.indices.contains(page) ? layout.frames[page] : nil
        guard canvas.width > 2 * Self.fitMargin, canvas.height > 2 * Self.fitMargin else { return .none }
        let room = Size(canvas.width - 2 * Self.fitMargin, preset == .fitPage ? canvas.height - 2 * Self.fitMargin : .infinity)
        let f = frame ?? canvasWork(on: page, fitting: room)
        guard !f.isEmpty else { return .none }
        let across = (canvas.width - 2 * Self.fitMargin) / f.width
        switch preset {
        case .fitWidth:
            let scale = Self.zoomRange.clamp(across)
            // The document line a quarter down the canvas (where `currentPage` reads) stays there.
            let readY = canvas.minY + canvas.height / 4
            let docY = viewport.toPage(Point(canvas.center.x, readY)).y
            // On a canvas whose work lies above or below that line, the work's top comes to the canvas's top.
            if frame == nil, !(f.minY...f.maxY).contains(docY) {
                return place(scale: scale, document: Point(f.center.x, f.minY), at: Point(canvas.center.x, canvas.minY + Self.fitMargin))
            }
            return place(scale: scale, document: Point(f.center.x, docY), at: Point(canvas.center.x, readY))
        case .fitPage:
            let scale = Self.zoomRange.clamp(Swift.min(across, (canvas.height - 2 * Self.fitMargin) / f.height))
            return place(scale: scale, document: f.center, at: canvas.center)
        case .actualSize:
            return .none
        }
    }

    /// What a fit shows of a canvas without sheets: the bounds of everything on it (strokes,
    /// placed images, text boxes as measured), or, when that is too large for `room` even at
    /// the least zoom, the work nearest the view's middle: the nearest piece, then the next
    /// nearest while they still fit together. (Ink far apart used to be fitted as a whole, at
    /// 5 %, the view centred on the empty middle between.)
    func canvasWork(on page: Int, fitting room: Size) -> Rect {
        let content = document.pages[page]
        var pieces = content.strokes.map(\.bounds) + content.images.map(\.bounds)
        pieces += content.texts.map { Rect(x: $0.origin.x, y: $0.origin.y, width: $0.width, height: textMeasure.boxSize($0).height) }
        pieces.removeAll(where: \.isEmpty)
        let least = Self.zoomRange.lowerBound
        func fits(_ r: Rect) -> Bool { r.width * least <= room.width && r.height * least <= room.height }
        let all = pieces.reduce(Rect.empty) { $0.union($1) }
        guard !fits(all) else { return all }
        let middle = viewport.toPage(canvasFrame.center)
        var work = Rect.empty
        for piece in pieces.sorted(by: { $0.center.distance(to: middle) < $1.center.distance(to: middle) }) {
            let more = work.union(piece)
            if work.isEmpty || fits(more) { work = more }
        }
        return work
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
