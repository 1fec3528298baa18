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
    func inkDamage(_ area: Rect, page: Int) -> Damage {
        Damage(window: toWindow(area, page: page), ink: toDocument(area, page: page))
    }

    /// Everything visible must be redrawn, its ink included (pages added or removed).
    var wholeCanvas: Damage { Damage(window: windowFrame, ink: viewport.toPage(canvasFrame)) }

    /// A new view of the same ink (a scroll, a zoom, the bar moved to the other side): the
    /// whole window is shown again, no ink changed (the renderer keeps what it painted of it).
    var wholeView: Damage { Damage(window: windowFrame) }
}

extension Editor {
    /// A fresh stroke id. When the id space is used up (only a crafted file or journal starts
    /// there) every stroke gets a new id first: undo history, which names strokes by id, starts
    /// over, and the journal restarts from the renumbered document.
    mutating func newStrokeID() -> StrokeID {
        guard document.strokeIDsExhausted else { return document.makeStrokeID() }
        renumberStrokes()
        return document.makeStrokeID()
    }

    /// Gives every stroke a new id (`Document.reassignStrokeIDs`): the undo history starts
    /// over and the journal restarts from the renumbered document.
    mutating func renumberStrokes() {
        document.reassignStrokeIDs()
        history = History()
        historyEpoch += 1
        documentMark = nil
        outbox.edits = []
        outbox.journalBase = document
    }

    /// Shows `text` as a standing notice until it is fixed (nil: fixed, the notice goes).
    public mutating func setStandingNotice(_ text: String?) -> Outcome {
        guard text != standingNotice else { return .none }
        var damage = Damage.none
        if let f = noticeFrame { damage.region.add(f.insetBy(-6)) }
        let old = standingNotice
        standingNotice = text
        if let text {
            notice = Notice(text: text, until: nil)
        } else if let old, notice == Notice(text: old, until: nil) {
            notice = nil
        }
        if let f = noticeFrame { damage.region.add(f.insetBy(-6)) }
        return outcome(damage)
    }
}
