import InkDocument
import InkGeometry
import InkInput

extension Editor {
    /// Handles one pointer event; returns what must be redrawn.
    public mutating func handle(_ event: InputEvent) -> Damage {
        trackingOverlays { $0.dispatch(event) }
    }

    private mutating func dispatch(_ event: InputEvent) -> Damage {
        now = Swift.max(now, event.time)
        let kind = event.device.kind
        let isPen = kind == .pen || kind == .eraser
        var damage = Damage.none
        noteActivity(event)
        if event.action != .leave && event.action != .proximityOut { noteUsed(kind) }
        if isPen && event.action == .proximityOut { penLeftProximity() }
        if isPen { damage.formUnion(recognizeButtons(event)) }
        if prompt != nil {
            damage.formUnion(promptHandles(event))
            return damage
        }
        if chooser != nil {
            damage.formUnion(chooserHandles(event))
            return damage
        }
        if panel != nil {
            // The panel is modal: nothing reaches the page while it is open.
            if isPen, case .motion = event.action { hover = HoverState(deviceID: event.device.id, kind: kind, position: event.position) }
            damage.formUnion(panelHandles(event))
            return damage
        }
        if menu != nil {
            if isPen, case .motion = event.action { hover = HoverState(deviceID: event.device.id, kind: kind, position: event.position) }
            if event.action == .proximityOut && hover?.deviceID == event.device.id { hover = nil }
            damage.formUnion(menuHandles(event))
            return damage
        }
        if var flick = pendingFlick, isPen, case .motion = event.action {
            flick.last = event.position
            pendingFlick = flick
        }
        switch event.action {
        case .press(.primary) where !spaceHeld:
            damage.formUnion(activate(kind))
            damage.formUnion(press(event))
        case .release(.primary):
            damage.formUnion(release(event))
            if isPen { hoverMoved(event) }
        case .press(.secondary) where kind == .mouse:
            damage.formUnion(activate(kind))
            damage.formUnion(openMenu(at: event.position))
        case .scroll(let delta):
            damage.formUnion(wheel(event, delta))
        case .press(.middle) where kind == .mouse, .press(.primary) where spaceHeld && pan == nil && activeStroke == nil:
            // Middle-drag, or space-drag, moves the page.
            pan = PanSession(deviceID: event.device.id, last: event.position)
        case .release(.middle) where pan?.deviceID == event.device.id:
            pan = nil
        case .motion:
            if let session = pan, session.deviceID == event.device.id {
                damage.formUnion(panned(to: event.position))
            } else if activeStroke?.deviceID == event.device.id || eraser?.deviceID == event.device.id {
                damage.formUnion(drag(event))
            } else if isPen {
                // A pen coming near takes over without a click (G5) and shows its preview (H1).
                damage.formUnion(activate(kind))
                hoverMoved(event)
                damage.formUnion(inferredHandDamage)
                inferredHandDamage = .none
            } else {
                // Another device takes over: the pen's preview goes at once (H4).
                hover = nil
                if kind != .pad && kind != .other { damage.formUnion(activate(kind)) }
                hoveredItem = event.buttons.contains(.primary) ? hoveredItem : item(at: event.position)
            }
        case .proximityIn:
            if isPen { damage.formUnion(activate(kind)) }
        case .proximityOut:
            // A pen that leaves while still drawing lost its release: the stroke ends there.
            if let session = pan, session.deviceID == event.device.id {
                damage.formUnion(panned(to: event.position))
            } else if activeStroke?.deviceID == event.device.id || eraser?.deviceID == event.device.id {
                let at = activeStroke.flatMap { a in a.points.last.map { viewport.toWindow($0.position + layout.origin(of: a.page)) } } ?? event.position
                var release = event
                release.action = .release(.primary)
                release.position = at
                damage.formUnion(self.release(release))
            }
            // An open popup stays for the grace time (see `penLeftProximity`).
            if hover?.deviceID == event.device.id {
                hover = nil
                hoveredItem = nil
            }
        case .leave:
            hover = nil
            hoveredItem = nil
        default:
            break
        }
        return damage
    }

    /// The control (of an open popup first, else of the toolbar) at a window position.
    func item(at p: Point) -> ToolbarItem? {
        if let popup, popup.frame.contains(p) { return popup.item(at: p) }
        return toolbar.item(at: p)
    }

    /// A hovering pen (no contact) moved to the event's position.
    private mutating func hoverMoved(_ e: InputEvent) {
        if preferences.handedness == nil, let tilt = e.axes.tiltX, e.buttons.isEmpty, handGuess.add(tiltX: tilt),
           let guess = handGuess.rightHanded, guess != rightHanded {
            rightHanded = guess
            inferredHandDamage = showNotice(guess
                ? "Writing with your right hand? The controls are on the left now. Choose in Preferences (Ctrl+,)."
                : "Writing with your left hand? The controls are on the right now. Choose in Preferences (Ctrl+,).")
            inferredHandDamage.formUnion(wholeCanvas)
        }
        hover = HoverState(deviceID: e.device.id, kind: e.device.kind, position: e.position)
        hoveredItem = item(at: e.position)
    }

    private mutating func press(_ e: InputEvent) -> Damage {
        guard activeStroke == nil, eraser == nil, pan == nil else { return .none }
        if let f = noticeFrame, f.contains(e.position) {
            notice = nil
            popupDismissedByPress = e.device.id
            return Damage(window: f.insetBy(-6))
        }
        if let p = popup {
            // A tap on an item chooses it at the release; a tap outside only closes the popup.
            if let item = p.item(at: e.position) {
                pressedItem = item
                return Damage(window: p.bounds)
            }
            popupDismissedByPress = e.device.id
            return closePopup()
        }
        if toolbar.frame.contains(e.position) {
            pressedItem = toolbar.item(at: e.position)
            return pressedItem.flatMap { toolbar.frame(of: $0) }.map { Damage(window: $0.insetBy(-2)) } ?? .none
        }
        guard canvasFrame.contains(e.position) else { return .none }
        let state = toolState(for: e.device.kind)
        let page = page(atWindow: e.position)
        let p = toPage(e.position, page: page)
        switch state.effectiveTool {
        case .pan:
            pan = PanSession(deviceID: e.device.id, last: e.position)
            return .none
        case .pen, .highlighter:
            var stroke = ActiveStroke(deviceID: e.device.id, page: page, color: state.inkColor(in: palette),
                                      outline: state.outline(in: palette))
            // G1: the contact event itself puts the first footprint on screen.
            let area = stroke.add(StrokePoint(p, pressure: e.drawingPressure))
            activeStroke = stroke
            return Damage(window: toWindow(area, page: page))
        case .eraser:
            eraser = EraserSession(deviceID: e.device.id, page: page, radius: state.eraserRadius(in: palette), last: p)
            return eraseAlong(to: p)
        }
    }

    private mutating func drag(_ e: InputEvent) -> Damage {
        if let page = activeStroke?.page {
            // Mutated in place: copying the stroke out would copy its points on every event.
            let point = StrokePoint(toPage(e.position, page: page), pressure: e.drawingPressure)
            let area = activeStroke?.add(point) ?? .empty
            return Damage(window: toWindow(area, page: page))
        }
        guard let page = eraser?.page else { return .none }
        return eraseAlong(to: toPage(e.position, page: page))
    }

    /// Moves the page with a pan drag; the whole visible canvas is redrawn.
    private mutating func panned(to p: Point) -> Damage {
        guard var session = pan else { return .none }
        scroll = scroll + (p - session.last)
        viewIsHome = false
        relayout()
        session.last = p
        pan = session
        return wholeCanvas
    }

    private mutating func release(_ e: InputEvent) -> Damage {
        if popupDismissedByPress == e.device.id {
            popupDismissedByPress = nil
            return .none
        }
        if let p = popup, let item = pressedItem {
            pressedItem = nil
            var damage = Damage(window: p.bounds)
            if p.item(at: e.position) == item {
                damage.formUnion(press(item, for: e.device.kind))
                damage.formUnion(closePopup())
            }
            return damage
        }
        if pan?.deviceID == e.device.id {
            pan = nil
            return .none
        }
        if let item = pressedItem {
            pressedItem = nil
            var damage = Damage(window: toolbar.frame)
            if toolbar.item(at: e.position) == item { damage.formUnion(press(item, for: e.device.kind)) }
            return damage
        }
        if var stroke = activeStroke, stroke.deviceID == e.device.id {
            // Taken out before it grows: the last point must not copy the whole stroke.
            activeStroke = nil
            let p = toPage(e.position, page: stroke.page)
            _ = stroke.finish(StrokePoint(p, pressure: stroke.points.last?.pressure ?? 0.5))
            let committed = Stroke(id: document.makeStrokeID(), points: stroke.points, color: stroke.color, outline: stroke.outline,
                                   pieceIndex: stroke.pieceIndex)
            let placed = PlacedStroke(index: document.pages[stroke.page].strokes.count, stroke: committed)
            let area = commit(Edit(page: stroke.page, change: .add([placed])))
            var damage = inkDamage(area, page: stroke.page, documentChanged: true)
            damage.region.add(toolbar.frame)
            return damage
        }
        if let session = eraser, session.deviceID == e.device.id {
            eraser = nil
            guard !session.removed.isEmpty else { return .none }
            let edit = Edit(page: session.page, change: .remove(session.removed))
            history.record(edit)
            journalOutbox.append(edit)
            return Damage(window: toolbar.frame, documentChanged: true)
        }
        return .none
    }

    /// Removes every stroke the eraser touches on its way from the last position to `p`.
    private mutating func eraseAlong(to p: Point) -> Damage {
        guard var session = eraser else { return .none }
        eraser = nil  // keeps `session.removed` uniquely owned while it grows
        let from = session.last
        session.last = p
        let steps = Swift.max(1, Int((from.distance(to: p) / (session.radius / 2)).rounded(.up)))
        var area = Rect.empty
        var index = document.pages[session.page].strokes.count - 1
        while index >= 0 {
            let stroke = document.pages[session.page].strokes[index]
            let touched = (0...steps).contains { i in
                stroke.isTouched(byDiscAt: from + (p - from) * (Double(i) / Double(steps)), radius: session.radius)
            }
            if touched {
                // Record the stroke's index in the page as it was before the gesture, so that
                // undo (which inserts in ascending index order) restores the z-order even when
                // strokes below it were removed by earlier events of the same gesture.
                var original = index
                for i in session.removed.map(\.index).sorted() where i <= original { original += 1 }
                session.removed.append(PlacedStroke(index: original, stroke: stroke))
                area = area.union(document.apply(Edit(page: session.page, change: .remove([PlacedStroke(index: index, stroke: stroke)]))))
            }
            index -= 1
        }
        eraser = session
        return area.isEmpty ? .none : inkDamage(area, page: session.page)
    }
}
