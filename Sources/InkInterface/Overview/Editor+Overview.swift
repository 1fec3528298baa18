import InkDocument
import InkGeometry
import InkInput

/// The page overview: a grid of page thumbnails over the canvas. A tap on a thumbnail shows
/// that page; a thumbnail dragged elsewhere moves its page there; the header's buttons add a
/// blank page after the selected one and delete the selected one. Each change is one `Edit`
/// (undo, redo, the journal and saving see it); the toolbar and its undo and redo stay usable.
extension Editor {
    /// The overview, when open.
    public var overview: OverviewSurface? { surfaces.overview }

    /// Whether the document has pages of a size (the overview and the page number need them).
    var hasSheets: Bool { layout.frames.contains { $0 != nil } }

    /// The overview's layout for the document and canvas now.
    public var overviewLayout: OverviewLayout? {
        overview.map { OverviewLayout(canvas: canvasFrame, sizes: document.pages.map(\.size), scroll: $0.scroll, toolbarOnLeft: rightHanded) }
    }

    /// Opens the overview (the current page selected), or closes it.
    public mutating func toggleOverview() -> Outcome { outcome(trackingOverlays { $0.flipOverview() }) }

    mutating func flipOverview() -> Damage {
        if overview != nil { return closeOverview() }
        guard hasSheets else { return postNotice(tr("The canvas has no pages to show: open a PDF or images, or add a page.")) }
        var damage = closeMenu()
        damage.formUnion(closePopup())
        // Pages may move or go in the overview: an open text box goes to its page first.
        damage.formUnion(finishTextEditing())
        var o = OverviewSurface(selected: currentPage)
        // The selected page in view: its row near the top.
        let layout = OverviewLayout(canvas: canvasFrame, sizes: document.pages.map(\.size), scroll: 0, toolbarOnLeft: rightHanded)
        o.scroll = layout.boxFrame(o.selected).minY - layout.grid.minY - OverviewLayout.gap
        surfaces.overview = o
        damage.formUnion(overviewDamage)
        return damage
    }

    mutating func closeOverview() -> Damage {
        guard overview != nil else { return .none }
        surfaces.overview = nil
        return overviewDamage
    }

    /// What any change of the overview repaints: the canvas and the page number.
    var overviewDamage: Damage { Damage(window: canvasFrame.union(toolbar.statusBar)) }

    /// Pointer input for the overview: everything over the canvas is its own; the toolbar and
    /// the status bar get the rest.
    mutating func overviewHandles(_ e: InputEvent) -> Damage? {
        guard var o = overview, let layout = overviewLayout else { return nil }
        o.selected = Swift.min(o.selected, document.pages.count - 1)
        let over = layout.control(at: e.position)
        let mine = canvasFrame.contains(e.position) || o.press?.deviceID == e.device.id
        // Events elsewhere go through (its highlight is cleared in `viewControlsHandle`).
        guard mine else { return nil }
        if e.device.kind == .pen || e.device.kind == .eraser {
            if case .motion = e.action, e.buttons.isEmpty { hover = HoverState(deviceID: e.device.id, kind: e.device.kind, position: e.position) }
        }
        defer { if surfaces.overview != nil { surfaces.overview = o } }
        switch e.action {
        case .scroll(let delta):
            o.scroll = scrolled(layout, o.scroll + delta.dy * Self.wheelStep)
            return overviewDamage
        case .press(.primary):
            guard o.press == nil else { return Damage.none }
            if let bar = layout.scrollbar, bar.track.contains(e.position) {
                // The thumb is grabbed (a press elsewhere on the track brings it there first).
                var start = layout.scroll
                if !bar.thumb.contains(e.position) { start = scrolled(layout, start + (e.position.y - bar.thumb.center.y) * bar.ratio) }
                o.scroll = start
                o.press = .init(deviceID: e.device.id, start: e.position, startScroll: start, page: nil, at: e.position, dragging: true, onBar: true)
                return overviewDamage
            }
            o.press = .init(deviceID: e.device.id, start: e.position, startScroll: layout.scroll, page: over.flatMap(Self.page), at: e.position)
            o.pressed = over
            return overviewDamage
        case .motion where o.press?.deviceID == e.device.id:
            guard var p = o.press else { return Damage.none }
            p.at = e.position
            if !p.dragging && (e.position - p.start).length >= OverviewSurface.dragDistance {
                p.dragging = true
                o.pressed = nil
                o.hovered = nil   // no ring while a page or the grid is carried
            }
            if p.onBar, let bar = layout.scrollbar {
                o.scroll = scrolled(layout, p.startScroll + (e.position.y - p.start.y) * bar.ratio)
            } else if p.dragging && p.page == nil {
                // The grid follows the pointer.
                o.scroll = scrolled(layout, p.startScroll - (e.position.y - p.start.y))
            } else if p.dragging {
                // A page dragged near the grid's top or bottom edge scrolls it.
                let edge = 28.0
                if e.position.y < layout.grid.minY + edge { o.scroll = scrolled(layout, layout.scroll - 16) }
                if e.position.y > layout.grid.maxY - edge { o.scroll = scrolled(layout, layout.scroll + 16) }
            }
            o.press = p
            return overviewDamage
        case .motion:
            guard over != o.hovered else { return Damage.none }
            o.hovered = over
            return overviewDamage
        case .release(.primary) where o.press?.deviceID == e.device.id:
            guard let p = o.press else { return Damage.none }
            o.press = nil
            o.pressed = nil
            // The ring goes to what is under the pointer now (a touch hovers nowhere).
            if p.dragging { o.hovered = e.device.kind == .touch ? nil : over }
            if p.dragging, let from = p.page {
                let insertion = layout.insertionIndex(at: e.position)
                let to = insertion > from ? insertion - 1 : insertion
                surfaces.overview = o
                return movePage(from, to: to, in: &o)
            }
            guard !p.dragging, let control = over, control == layout.control(at: p.start) else { return overviewDamage }
            surfaces.overview = o
            return act(control, in: &o)
        case .leave, .proximityOut:
            o.hovered = nil
            return overviewDamage
        default:
            return Damage.none
        }
    }

    /// Keys for the overview: Escape closes it, Delete deletes the selected page.
    mutating func overviewHandles(_ key: KeyChord) -> Damage? {
        guard var o = overview else { return nil }
        switch key.key {
        case .escape: return closeOverview()
        case .delete:
            defer { if surfaces.overview != nil { surfaces.overview = o } }
            return act(.deletePage, in: &o)
        default: return nil
        }
    }

    private static func page(_ control: OverviewControl) -> Int? {
        if case .thumbnail(let i) = control { return i }
        return nil
    }

    private func scrolled(_ layout: OverviewLayout, _ value: Double) -> Double {
        layout.scrollRange.clamp(value)
    }

    private mutating func act(_ control: OverviewControl, in o: inout OverviewSurface) -> Damage {
        switch control {
        case .close:
            o = OverviewSurface(selected: o.selected)
            return closeOverview()
        case .thumbnail(let i):
            // Go to the page: the overview gives way to it.
            var damage = closeOverview()
            o = OverviewSurface(selected: i)
            damage.formUnion(showPage(i))
            return damage
        case .addPage:
            let neighbour = document.pages[o.selected]
            guard let size = neighbour.size else { return .none }
            if let held = pagesHeldByTheGesture() { return held }
            let resolution = neighbour.imageKey != nil || neighbour.resolution != nil ? neighbour.unitsPerInch : nil
            let at = o.selected + 1
            var damage = historyDamage((at, commit(Edit(page: at, change: .insertPage(Page(blankSize: size, resolution: resolution))))))
            o.selected = at
            damage.formUnion(showSelected(&o))
            return damage
        case .deletePage:
            if let held = pagesHeldByTheGesture() { return held }
            guard document.pages.count > 1, document.pages.indices.contains(o.selected) else { return .none }
            let page = o.selected
            var damage = historyDamage((page, commit(Edit(page: page, change: .removePage(document.pages[page])))))
            o.selected = Swift.min(page, document.pages.count - 1)
            damage.formUnion(showSelected(&o))
            return damage
        }
    }

    private mutating func movePage(_ from: Int, to: Int, in o: inout OverviewSurface) -> Damage {
        guard from != to, document.pages.indices.contains(from), document.pages.indices.contains(to) else { return overviewDamage }
        if let held = pagesHeldByTheGesture() { return held }
        var damage = historyDamage((to, commit(Edit(page: from, change: .movePage(to: to)))))
        o.selected = to
        damage.formUnion(showSelected(&o))
        return damage
    }

    /// After an undo or a redo with the overview open: the page selected is the current one
    /// (where the change was brought into sight: a page move undone, the page it moved), its
    /// thumbnail in view. The selection used to stay on its place, which then held another
    /// page (the header's Delete would have taken that one).
    mutating func overviewSelectsTheCurrentPage() -> Damage {
        guard var o = overview, document.pages.indices.contains(currentPage) else { return .none }
        o.selected = currentPage
        let damage = showSelected(&o)
        surfaces.overview = o
        return damage
    }

    /// Shows the selected page behind the overview (so it is the current page when the overview
    /// closes) and keeps its thumbnail in view.
    private mutating func showSelected(_ o: inout OverviewSurface) -> Damage {
        var damage = showPage(o.selected)
        let layout = OverviewLayout(canvas: canvasFrame, sizes: document.pages.map(\.size), scroll: o.scroll, toolbarOnLeft: rightHanded)
        let box = layout.boxFrame(o.selected)
        if box.minY < layout.grid.minY { o.scroll = layout.scrollRange.clamp(o.scroll - (layout.grid.minY + OverviewLayout.gap - box.minY)) }
        if box.maxY + OverviewLayout.label > layout.grid.maxY {
            o.scroll = layout.scrollRange.clamp(o.scroll + box.maxY + OverviewLayout.label + OverviewLayout.gap - layout.grid.maxY)
        }
        damage.formUnion(overviewDamage)
        return damage
    }

    /// The overview as the scene shows it.
    var sceneOverview: Scene.OverviewView? {
        guard let o = overview, let layout = overviewLayout else { return nil }
        let selected = Swift.min(o.selected, document.pages.count - 1)
        let dragged = o.draggedPage.map { Scene.OverviewView.Dragged(page: $0.page, at: $0.at, insertion: layout.insertionIndex(at: $0.at)) }
        var view = Scene.OverviewView(layout: layout, serial: documentSerial, pages: document.pages, selected: selected,
                                      hovered: o.hovered, pressed: o.pressed, dragged: dragged, canDelete: document.pages.count > 1)
        view.scrollbarDragged = o.draggingScrollbar
        return view
    }
}
