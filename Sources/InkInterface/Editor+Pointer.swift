import InkDocument
import InkGeometry
import InkInput

extension Editor {
    /// Handles one pointer event; returns what must be redrawn and what to carry out. A
    /// drawing motion takes its own short route (`strokeMotion`), and its outcome says that only
    /// the stroke changed (`Outcome.strokeOnly`).
    public mutating func handle(_ event: InputEvent) -> Outcome {
        if let damage = strokeMotion(event) {
            var result = outcome(damage)
            result.strokeOnly = true
            return result
        }
        return outcome(trackingOverlays { $0.dispatch(event) })
    }

    mutating func dispatch(_ event: InputEvent) -> Damage {
        now = Swift.max(now, event.time)
        // A press that dismissed a popup has its own release ignored, whoever takes that release
        // (a panel opened meanwhile): left set, the device's next gesture lost its release and
        // never ended.
        defer { if event.action == .release(.primary) && popupDismissedByPress == event.device.id { popupDismissedByPress = nil } }
        if case .touch(let phase, let contact) = event.action { return touched(event, phase, contact) }
        let kind = event.device.kind
        let isPen = kind == .pen || kind == .eraser
        var damage = Damage.none
        noteActivity(event)
        pointerAt = event.action == .leave || event.action == .proximityOut ? nil : event.position
        if event.action != .leave && event.action != .proximityOut { noteUsed(kind) }
        if isPen && event.action == .proximityOut { penLeftProximity() }
        if isPen { damage.formUnion(penNearTouches(event)) }
        if isPen { damage.formUnion(recognizeButtons(event)) }
        // The surfaces over the page get the event first (the top one first), but a gesture in
        // progress keeps its own device's events to its end: a panel or the overview opened
        // meanwhile with the other hand took the release, the stroke never ended (its ink was
        // lost) and the pen could not draw again.
        if session.deviceID != event.device.id, let handled = surfacesHandle(event) {
            damage.formUnion(handled)
            return damage
        }
        if viewControlsHandle(event, damage: &damage) { return damage }
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
        case .press(.middle) where kind == .mouse, .press(.primary) where spaceHeld:
            // Middle-drag, or space-drag, moves the page.
            beginPanDrag(event)
        case .release(.middle) where session.isPanning(event.device.id):
            session = .idle
        case .motion:
            if session.deviceID == event.device.id {
                damage.formUnion(gestureMoved(event))
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
                if !event.buttons.contains(.primary) { hoverItem(at: event.position) }
            }
        case .proximityIn:
            if isPen { damage.formUnion(activate(kind)) }
        case .proximityOut:
            // A pen that leaves while still drawing lost its release: the stroke ends there.
            if session.isPanning(event.device.id) {
                damage.formUnion(toolHandles(.move(sample(event))))
            } else if session.deviceID == event.device.id {
                let at = activeStroke.flatMap { a in a.realPoints.last.map { viewport.toWindow($0.position + layout.origin(of: a.page)) } } ?? event.position
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
            // The eraser end taken away (the pen turned back to write): the tip has the toolbar
            // and the keys (before, a tool key pressed then changed the eraser end's tool, and
            // its next erasing drew). The tip's own coming near needs no click either way.
            if kind == .eraser && activeKind == .eraser { damage.formUnion(activate(.pen)) }
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
    mutating func hoverMoved(_ e: InputEvent) {
        if preferences.handedness == nil, let tilt = e.axes.tiltX, e.buttons.isEmpty, handGuess.add(tiltX: tilt),
           let guess = handGuess.rightHanded, guess != rightHanded {
            rightHanded = guess
            inferredHandDamage = postNotice(guess
                ? tr("Writing with your right hand? The controls are on the left now. Choose in Preferences (Ctrl+,).")
                : tr("Writing with your left hand? The controls are on the right now. Choose in Preferences (Ctrl+,)."))
            inferredHandDamage.formUnion(wholeView)
        }
        hover = HoverState(deviceID: e.device.id, kind: e.device.kind, position: e.position, rotation: e.axes.rotation, tilt: e.axes.tilt)
        hoverItem(at: e.position)
    }

    /// The control under the pointer becomes the hovered one.
    mutating func hoverItem(at p: Point) {
        hoveredItem = item(at: p)
        hoveredOnBar = hoveredItem != nil && popup?.frame.contains(p) != true
    }

    private mutating func press(_ e: InputEvent) -> Damage {
        guard session.isIdle else { return .none }
        if let f = noticeFrame, f.contains(e.position) {
            // Read: it goes (a notice held under it comes back), the standing one stays away.
            let held = heldNotice
            heldNotice = nil
            notice = held
            popupDismissedByPress = e.device.id
            var damage = Damage(window: f.insetBy(-6))
            if let g = noticeFrame { damage.region.add(g.insetBy(-6)) }
            return damage
        }
        if toolbar.frame.contains(e.position) || toolbar.item(at: e.position).map(ToolbarLayout.isInStatusBar) == true {
            pressedItem = toolbar.item(at: e.position)
            // A click is not a wait for the control's name: no tooltip until another control is hovered.
            guidance.tooltipDue = nil
            return pressedItem.flatMap { toolbar.frame(of: $0) }.map { Damage(window: $0.insetBy(-2)) } ?? .none
        }
        guard canvasFrame.contains(e.position) else { return .none }
        if e.device.kind != .eraser, let pressed = pressSelectionButton(e) { return pressed }
        return showsHint ? pressWithHint(e) : beginGesture(e)
    }

    private mutating func release(_ e: InputEvent) -> Damage {
        if popupDismissedByPress == e.device.id {
            popupDismissedByPress = nil
            return .none
        }
        if session.isPanning(e.device.id) {
            session = .idle
            return .none
        }
        // The device's own gesture first: a control another device holds pressed (a mouse on
        // the toolbar while the pen draws) is that device's to release.
        if session.deviceID == e.device.id { return toolHandles(.up(sample(e))) }
        if let item = pressedItem {
            pressedItem = nil
            var damage = Damage(window: toolbar.frame)
            if ToolbarLayout.isInStatusBar(item) { damage.region.add(toolbar.statusBar) }
            if toolbar.item(at: e.position) == item { damage.formUnion(press(item, for: e.device.kind)) }
            return damage
        }
        return releaseSelectionButton(e) ?? .none
    }
}
