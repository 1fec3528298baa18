import InkDocument
import InkGeometry

extension Editor {
    /// A page rectangle (page coordinates) in document coordinates.
    public func toDocument(_ r: Rect, page: Int) -> Rect {
        r.isEmpty ? .empty : r.offsetBy(layout.origin(of: page))
    }

    /// A page rectangle (page coordinates) in the window.
    public func toWindow(_ r: Rect, page: Int) -> Rect { viewport.toWindow(toDocument(r, page: page)) }

    /// A window point in the coordinates of `page`.
    public func toPage(_ p: Point, page: Int) -> Point { viewport.toPage(p) - layout.origin(of: page) }

    /// The page under (or nearest to) a window point.
    public func page(atWindow p: Point) -> Int { layout.page(at: viewport.toPage(p)) }

    /// The page being read: the one a quarter of the way down the canvas (where eyes rest when
    /// a page's top is at the top); page navigation and the indicator name it.
    public var currentPage: Int {
        let c = canvasFrame
        return page(atWindow: Point(c.center.x, c.minY + c.height / 4))
    }

    /// Damage for a change of `area` (page coordinates) on `page`: its ink and its window area.
    func inkDamage(_ area: Rect, page: Int, documentChanged: Bool = false) -> Damage {
        Damage(window: toWindow(area, page: page), ink: toDocument(area, page: page), documentChanged: documentChanged)
    }

    /// Everything visible must be redrawn (zoom, scroll, pages added or removed).
    var wholeCanvas: Damage { Damage(window: windowFrame, ink: viewport.toPage(canvasFrame)) }
}

extension Editor {
    /// Hands over the changes committed since the last call, for the crash-recovery journal.
    public mutating func takeJournalEdits() -> [Edit] {
        defer { journalOutbox.removeAll(keepingCapacity: true) }
        return journalOutbox
    }
}
