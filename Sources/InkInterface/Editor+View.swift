import Foundation
import InkDocument
import InkGeometry
import InkInput

extension Editor {
    static let zoomRange = 0.05...8.0
    /// Scroll per wheel notch, in window pixels.
    public static let wheelStep = 60.0

    /// The zoom in effect (1 = 100%: a page image's pixel is a screen pixel).
    public var zoom: Double { viewport.scale }

    /// Shows the document from its start: at 100%, or smaller when the first page is wider
    /// than the canvas; centred across, a little margin above.
    public mutating func showStart() -> Outcome {
        outcome(goHome())
    }

    mutating func goHome() -> Damage {
        viewIsHome = true
        relayout()
        return wholeView
    }

    /// The zoom and scroll of the start view for the current canvas (see `showStart`).
    var homeView: (scale: Double, scroll: Point) {
        let canvas = canvasFrame
        let bounds = layout.bounds
        guard !bounds.isEmpty else { return (1, .zero) }
        let scale = Self.zoomRange.clamp(Swift.min(1, (canvas.width - 48) / Swift.max(1, bounds.width)))
        return (scale, Point(((canvas.width - bounds.width * scale) / 2).rounded(), 16))
    }

    /// Replaces the whole document (a recovery, an open): history starts afresh.
    public mutating func replaceDocument(_ newDocument: Document) -> Outcome {
        document = newDocument
        documentSerial += 1
        // The box being edited, the selection and a gesture in progress belonged to the
        // document that went: a selection kept would name the new document's strokes with the
        // same ids (and Delete would take them), a stroke would land on its pages.
        textEditing = nil
        selection = nil
        session = .idle
        history = History()
        historyEpoch += 1
        documentMark = DocumentMark(history: historyEpoch, step: 0)
        outbox.edits = []
        outbox.journalBase = nil
        layout = DocumentLayout(document)
        // A page pad counted the old document's pages.
        _ = closePad()
        var damage = goHome()
        damage.formUnion(wholeCanvas)
        outbox.documentChanged = true
        return outcome(damage)
    }

    /// Zooms by `factor` keeping the document point under `anchor` (window) where it is.
    mutating func zoom(by factor: Double, around anchor: Point) -> Damage {
        setZoom(viewport.scale * factor, around: anchor)
    }

    /// Sets the zoom, keeping the document point under `anchor` (window) in place.
    mutating func setZoom(_ newScale: Double, around anchor: Point) -> Damage {
        let scale = Self.zoomRange.clamp(newScale)
        guard scale != viewport.scale else { return .none }
        let docPoint = viewport.toPage(anchor)
        let zoomedOut = scale < viewport.scale
        viewport.scale = scale
        // anchor = origin + docPoint * scale  =>  origin = anchor - docPoint * scale
        let origin = anchor - docPoint * scale
        scroll = Point((origin.x - canvasFrame.minX).rounded(), origin.y.rounded())
        viewIsHome = false
        relayout()
        if zoomedOut { keepPagesFillingTheHeight() }
        return wholeView
    }

    /// After a zoom out: pages that leave empty desk above them while they run on below the
    /// canvas (or below them while they run on above) are moved as little as it takes to
    /// close the gap. Zoomed out around a point low in the window, 36 pages at 7 % sat at the
    /// window's bottom, most of them out of sight, the rest of the window empty desk.
    private mutating func keepPagesFillingTheHeight() {
        let bounds = layout.bounds
        guard !bounds.isEmpty else { return }
        let r = viewport.toWindow(bounds), canvas = canvasFrame, margin = 16.0
        let top = canvas.minY + margin, bottom = canvas.maxY - margin
        var dy = 0.0
        if r.minY > top && r.maxY > bottom { dy = -Swift.min(r.minY - top, r.maxY - bottom) }
        if r.maxY < bottom && r.minY < top { dy = Swift.min(top - r.minY, bottom - r.maxY) }
        guard dy.rounded() != 0 else { return }
        scroll.y = (scroll.y + dy).rounded()
        relayout()
    }

    /// Scrolls the view by a window distance.
    mutating func scroll(by d: Point) -> Damage {
        guard d != .zero else { return .none }
        scroll = Point((scroll.x + d.x).rounded(), (scroll.y + d.y).rounded())
        viewIsHome = false
        relayout()
        return wholeView
    }

    /// Brings page `i`'s top to the top of the canvas.
    mutating func showPage(_ i: Int) -> Damage {
        guard document.pages.indices.contains(i), let f = layout.frames[i] else { return .none }
        let top = viewport.toWindow(Point(f.minX, f.minY)).y
        return scroll(by: Point(0, canvasFrame.minY + 16 - top))
    }

    /// Brings a change into sight unless some of it shows on the canvas already: `area` of page
    /// `page` (page units; nil for the whole page, which the endless canvas never needs). The
    /// page is shown from its top, and when the area is still out of sight (low on a page
    /// taller than the canvas, or anywhere on the endless canvas) it is centred. Only the view changes.
    public mutating func reveal(_ area: Rect?, onPage page: Int) -> Outcome {
        outcome(bringIntoSight(area, onPage: page))
    }

    /// `reveal`'s change of the view, as damage.
    mutating func bringIntoSight(_ area: Rect?, onPage page: Int) -> Damage {
        guard document.pages.indices.contains(page) else { return .none }
        let frame = layout.frames[page]
        guard let shown = area ?? frame.map({ Rect(x: 0, y: 0, width: $0.width, height: $0.height) }), !shown.isEmpty else { return .none }
        func inSight() -> Bool { toWindow(shown, page: page).intersects(canvasFrame) }
        guard !inSight() else { return .none }
        var damage = frame == nil ? Damage.none : showPage(page)
        if !inSight() {
            let r = toWindow(shown, page: page), canvas = canvasFrame
            let across = r.maxX < canvas.minX || r.minX > canvas.maxX ? canvas.center.x - r.center.x : 0
            damage.formUnion(scroll(by: Point(across, canvas.center.y - r.center.y)))
        }
        return damage
    }

    /// After an undo or redo: what it changed (`done`, the history's page and area; `last`, the
    /// edit applied last) brought into sight if it is out of it, so that nothing changes unseen.
    mutating func bringIntoSight(_ done: (page: Int, area: Rect), last: Edit?) -> Damage {
        guard let last, !document.pages.isEmpty else { return .none }
        let page = Swift.min(Swift.max(last.pageWorkedOn, 0), document.pages.count - 1)
        let onePage = !done.area.isEmpty && done.area != Document.everything && done.page == page
        return bringIntoSight(onePage ? done.area : nil, onPage: page)
    }

    /// Adds a blank page (the size of its neighbour, and as many units to the inch, so it
    /// exports at the same true size) before or after the current one; undoable.
    mutating func addBlankPage(after: Bool) -> Damage {
        let current = currentPage
        let neighbour = document.pages[current]
        guard let size = neighbour.size else { return sheetsFromTheCanvas(after: after) }
        if let held = pagesHeldByTheGesture() { return held }
        let at = after ? current + 1 : current
        let resolution = neighbour.imageKey != nil || neighbour.resolution != nil ? neighbour.unitsPerInch : nil
        let page = Page(blankSize: size, resolution: resolution)
        var damage = historyDamage((at, commit(Edit(page: at, change: .insertPage(page)))))
        damage.formUnion(showPage(at))
        return damage
    }

    /// The wheel: scrolls (Shift: sideways), and zooms with Ctrl around the pointer, one step
    /// (`wheelStep` pixels, or a factor of 1.1) per notch; a smooth scroll moves in proportion.
    mutating func wheel(_ e: InputEvent, _ delta: ScrollDelta) -> Damage {
        let ctrl = e.modifiers.contains(.control), shift = e.modifiers.contains(.shift)
        if ctrl && delta.dy != 0 {
            let notch = 1.1
            let factor = delta.dy == -1 ? notch : delta.dy == 1 ? 1 / notch : pow(notch, -delta.dy)
            return zoom(by: factor, around: e.position)
        }
        // Shift turns a vertical wheel sideways.
        let (dx, dy) = shift && delta.dx == 0 ? (delta.dy, 0.0) : (delta.dx, delta.dy)
        guard dx != 0 || dy != 0 else { return .none }
        return scroll(by: Point(-dx * Self.wheelStep, -dy * Self.wheelStep))
    }

    /// "Page 2 of 7" for the page indicator, when the document has pages (shown in the status
    /// bar with the mode indicator, never over a page).
    public var pageIndicator: String? { pagePosition?.text }
}

extension ClosedRange where Bound == Double {
    func clamp(_ v: Double) -> Double { Swift.min(upperBound, Swift.max(lowerBound, v)) }
}
