import InkDocument
import InkGeometry
import InkInput

/// The controls of the view itself: the scrollbars over the canvas's edges and the page
/// button in the status bar ("Page N of M": a tap opens the page overview).
extension Editor {
    /// The scrollbars for the view in effect (none for the unbounded canvas or a document in view).
    public var scrollbars: Scrollbars {
        Scrollbars(canvas: canvasFrame, content: viewport.toWindow(layout.bounds), barOnLeft: !rightHanded)
    }

    /// Whether the scrollbars show now: after the view moved, near the pointer, while dragged;
    /// never over the page overview.
    public var scrollbarsShown: Bool {
        let s = scrollbarState
        // The cheap tests first: the scene asks for every event.
        return (s.drag != nil || s.hovered != nil || (s.shownUntil.map { $0 > now } ?? false)) && (surfaces.isEmpty || overview == nil)
    }

    /// The page button at the status bar's end, when the document has pages.
    public var pageButtonFrame: Rect? {
        sceneStatusBar.pageButton(measure: textMeasure)
    }

    /// How the page button shows now.
    var pageButtonLook: Scene.StatusBar.PageButtonLook {
        if !surfaces.isEmpty && overview != nil { return .open }
        if scrollbarState.pageButtonPressedBy != nil { return .pressed }
        return scrollbarState.pageButtonHovered ? .hovered : .normal
    }

    /// Where the zoom keys zoom around: the pen or mouse over the canvas, else its centre.
    var zoomAnchor: Point {
        if let h = hover, canvasFrame.contains(h.position) { return h.position }
        if let p = scrollbarState.pointer, canvasFrame.contains(p) { return p }
        return canvasFrame.center
    }

    /// Pointer input for the scrollbars and the page button, before the tools see it: false
    /// when the event is not theirs (any highlight they changed is still repainted).
    mutating func viewControlsHandle(_ e: InputEvent, damage: inout Damage) -> Bool {
        if case .motion = e.action, canvasFrame.contains(e.position) { scrollbarState.pointer = e.position }
        // Cheap tests first: this runs for every event, the drawing ones too.
        if !surfaces.isEmpty, overview?.hovered != nil, !canvasFrame.contains(e.position) {
            // The overview lets events off the canvas through; its highlight goes with the pointer.
            surfaces.overview?.hovered = nil
            damage.formUnion(overviewDamage)
        }
        if scrollbarState.pageButtonHovered || scrollbarState.pageButtonPressedBy != nil || toolbar.statusBar.contains(e.position),
           pageButtonHandles(e, damage: &damage) { return true }
        guard surfaces.isEmpty || overview == nil else { return false }
        if let drag = scrollbarState.drag {
            let bars = scrollbars
            guard drag.deviceID == e.device.id else { return true }
            switch e.action {
            case .motion:
                guard let bar = bars.bar(drag.axis) else { return true }
                let d = drag.axis == .vertical ? e.position.y - drag.last.y : e.position.x - drag.last.x
                scrollbarState.drag?.last = e.position
                let move = (d * bar.ratio).rounded()
                damage.formUnion(scroll(by: drag.axis == .vertical ? Point(0, -move) : Point(-move, 0)))
            case .release(.primary), .proximityOut, .leave:
                scrollbarState.drag = nil
                scrollbarState.shownUntil = now + ScrollbarState.linger
                damage.region.add(bars.area)
            default:
                break
            }
            return true
        }
        guard session.isIdle, pressedItem == nil else { return false }
        let c = canvasFrame, w = Scrollbars.hitWidth, p = e.position
        guard scrollbarState.hovered != nil || (c.contains(p) && (p.x < c.minX + w || p.x > c.maxX - w || p.y > c.maxY - w)) else { return false }
        let bars = scrollbars
        let over = bars.bar(at: e.position)
        if over?.axis != scrollbarState.hovered, e.buttons.isEmpty || over == nil {
            let wasShown = scrollbarsShown
            scrollbarState.hovered = over?.axis
            if wasShown || scrollbarsShown { damage.region.add(bars.area) }
        }
        guard let bar = over, case .press(.primary) = e.action else { return false }
        // A press on the thumb grabs it; elsewhere on the track the thumb jumps there first.
        if !bar.thumb.contains(e.position) {
            let centre = bar.axis == .vertical ? bar.thumb.center.y : bar.thumb.center.x
            let at = bar.axis == .vertical ? e.position.y : e.position.x
            let move = ((at - centre) * bar.ratio).rounded()
            damage.formUnion(scroll(by: bar.axis == .vertical ? Point(0, -move) : Point(-move, 0)))
        }
        scrollbarState.drag = .init(deviceID: e.device.id, axis: bar.axis, last: e.position)
        damage.region.add(bars.area)
        return true
    }

    /// The page button: hover highlights it (H5), a press and release on it opens or closes
    /// the overview.
    private mutating func pageButtonHandles(_ e: InputEvent, damage: inout Damage) -> Bool {
        guard let frame = pageButtonFrame else { return false }
        let inside = frame.contains(e.position)
        if scrollbarState.pageButtonHovered != inside, e.action == .motion || !inside {
            scrollbarState.pageButtonHovered = inside
            damage.region.add(frame)
        }
        switch e.action {
        case .press(.primary) where inside:
            scrollbarState.pageButtonPressedBy = e.device.id
            damage.region.add(frame)
            return true
        case .release(.primary) where scrollbarState.pageButtonPressedBy == e.device.id:
            scrollbarState.pageButtonPressedBy = nil
            damage.region.add(frame)
            if inside { damage.formUnion(flipOverview()) }
            return true
        default:
            return scrollbarState.pageButtonPressedBy == e.device.id
        }
    }

    /// Hides the scrollbars once their time after a scroll is up.
    mutating func expireScrollbars(at time: UInt64) -> Damage {
        guard let until = scrollbarState.shownUntil, until <= time else { return .none }
        scrollbarState.shownUntil = nil
        return Damage(window: scrollbars.area)
    }

    /// The scrollbars as the scene shows them, when shown.
    var sceneScrollbars: Scene.ScrollbarsView? {
        guard scrollbarsShown else { return nil }
        let bars = scrollbars
        guard bars.vertical != nil || bars.horizontal != nil else { return nil }
        return Scene.ScrollbarsView(bars: bars, hovered: scrollbarState.hovered, dragged: scrollbarState.dragged)
    }

    /// Keeps pages narrower than the canvas centred across it (whatever the zoom or scroll).
    mutating func centreNarrowPages() {
        let bounds = layout.bounds, canvas = canvasFrame
        guard !bounds.isEmpty else { return }
        let width = bounds.width * viewport.scale
        guard width <= canvas.width else { return }
        scroll.x = ((canvas.width - width) / 2).rounded() - (bounds.minX * viewport.scale).rounded()
        viewport.origin.x = canvas.minX + scroll.x
    }
}

extension Scene {
    /// The scrollbars to draw, which one the pointer is over and which one is dragged.
    public struct ScrollbarsView: Hashable, Sendable {
        public var bars: Scrollbars
        public var hovered: Scrollbars.Axis?
        public var dragged: Scrollbars.Axis?

        public init(bars: Scrollbars, hovered: Scrollbars.Axis?, dragged: Scrollbars.Axis?) {
            self.bars = bars; self.hovered = hovered; self.dragged = dragged
        }
    }
}
