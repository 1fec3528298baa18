import InkGeometry
import InkInput

extension Editor {
    /// The layout of the open panel.
    public var panelLayout: PanelLayout? {
        panel.map { PanelLayout(window: windowSize, selected: $0.selected, scroll: $0.scroll) }
    }

    /// Opens or closes the Preferences panel (Ctrl+, and the toolbar's gear).
    public mutating func togglePanel() -> Damage {
        var damage = closePopup()
        panel = panel == nil ? PreferencesPanel() : nil
        hoveredPanelControl = nil
        pressedPanelControl = nil
        // While it is open every button's double-click is told apart, to jump to its row.
        configureButtons()
        damage.formUnion(Damage(window: windowFrame))
        return damage
    }

    /// Pointer input while the panel is open: taps act on release, hover only highlights (H5);
    /// the wheel and a drag on the content scroll it.
    mutating func panelHandles(_ e: InputEvent) -> Damage {
        guard let layout = panelLayout, var p = panel else { return .none }
        let frameDamage = Damage(window: layout.frame.insetBy(-8))
        let control = layout.control(at: e.position)
        switch e.action {
        case .leave, .proximityOut:
            hoveredPanelControl = nil
            return frameDamage
        case .scroll(let s) where s.dy != 0:
            let damage = scrollPanel(to: p.scroll + s.dy * Self.wheelStep)
            // The content moved under the pointer: highlight what is under it now.
            hoveredPanelControl = panelLayout?.control(at: e.position)
            return damage
        case .press(.primary):
            if control == .tryIt { noteTryItPress(at: e.time) }
            if layout.content.contains(e.position) {
                p = panel ?? p
                p.drag = PanelDrag(deviceID: e.device.id, startY: e.position.y, startScroll: p.scroll)
                panel = p
            }
            if let held = PenButton.held(in: e.buttons), e.device.kind == .pen || e.device.kind == .eraser {
                // The tip touching with a barrel button down is that button's hold.
                return select(BindingKey(held, .hold))
            }
        case .motion where p.drag?.deviceID == e.device.id && e.buttons.contains(.primary):
            guard var drag = p.drag else { break }
            let dy = e.position.y - drag.startY
            if !drag.scrolling && abs(dy) >= PanelDrag.slop {
                drag.scrolling = true
                pressedPanelControl = nil
            }
            p.drag = drag
            panel = p
            if drag.scrolling { return scrollPanel(to: drag.startScroll - dy) }
        case .release(.primary) where p.drag?.deviceID == e.device.id:
            let scrolled = p.drag?.scrolling ?? false
            p.drag = nil
            panel = p
            if scrolled {
                pressedPanelControl = nil
                hoveredPanelControl = panelLayout?.control(at: e.position)
                return frameDamage
            }
        default:
            break
        }
        guard var s = surfaces.panel else { return .none }
        let outcome = ModalPointer.track(e, control: control, hovered: &s.hovered, pressed: &s.pressed)
        surfaces.panel = s
        switch outcome {
        case .nothing: return .none
        case .redraw: return frameDamage
        case .activate(let c):
            var damage = frameDamage
            damage.formUnion(activate(c))
            return damage
        }
    }

    /// Scrolls the panel's content (clamped to what there is).
    mutating func scrollPanel(to wanted: Double) -> Damage {
        guard var p = panel, let layout = panelLayout else { return .none }
        let s = Swift.min(Swift.max(0, wanted), layout.maxScroll).rounded()
        guard s != p.scroll else { return .none }
        p.scroll = s
        panel = p
        return Damage(window: layout.frame.insetBy(-8))
    }

    /// A pen button while the panel is open jumps to the row of the gesture it made (and a
    /// press feeds the try-it area).
    mutating func panelReceives(_ event: GestureEvent, anchor: Point) -> Damage {
        guard let layout = panelLayout else { return .none }
        switch event {
        case .pressed(_) where layout.frame(of: .tryIt)?.contains(anchor) ?? false:
            noteTryItPress(at: now)
            return Damage(window: layout.frame.insetBy(-8))
        case .gesture(let b, let g) where !(layout.frame(of: .tryIt)?.contains(anchor) ?? false):
            return select(BindingKey(b, g))
        default:
            return .none
        }
    }

    /// Selects a row and scrolls it (and, in a narrow panel, its actions) into view.
    mutating func select(_ key: BindingKey) -> Damage {
        guard var p = panel, let old = panelLayout else { return .none }
        p.selected = key
        panel = p
        guard let layout = panelLayout, let row = layout.frame(of: .row(key)) else { return Damage(window: old.frame.insetBy(-8)) }
        let actions = layout.isWide ? [] : layout.controls.filter { if case .choice = $0.control { return true } else { return false } }.map(\.frame)
        p.scroll = layout.scroll(toShow: [row] + actions)
        panel = p
        return Damage(window: old.frame.union(layout.frame).insetBy(-8))
    }

    private mutating func noteTryItPress(at time: UInt64) {
        guard var p = panel else { return }
        if let last = p.lastTryPress, time >= last {
            let gap = time - last
            p.tryIt = gap <= doubleClickInterval ? .recognised(gap) : .tooSlow(gap)
            p.lastTryPress = gap <= doubleClickInterval ? nil : time
        } else {
            p.lastTryPress = time
        }
        panel = p
    }

    private mutating func activate(_ c: PanelControl) -> Damage {
        var prefs = preferences
        switch c {
        case .close: return togglePanel()
        case .row(let key): return select(key)
        case .choice(let action):
            guard let p = panel else { return .none }
            prefs.bindings[p.selected] = action
        case .hand(let h): prefs.handedness = h
        case .slower: prefs.doubleClickMs = Swift.min(Preferences.doubleClickRange.upperBound, Int(doubleClickInterval) + 50)
        case .faster: prefs.doubleClickMs = Swift.max(Preferences.doubleClickRange.lowerBound, Int(doubleClickInterval) - 50)
        case .systemSpeed: prefs.doubleClickMs = nil
        case .tryIt: return .none
        }
        var damage = apply(prefs)
        damage.preferences = true
        return damage
    }
}

extension PenButton {
    /// The barrel button (or chord) held in a pointer event's buttons, if any.
    static func held(in buttons: ButtonSet) -> PenButton? {
        switch (buttons.contains(.lowerBarrel), buttons.contains(.upperBarrel)) {
        case (true, true): return .both
        case (true, false): return .lower
        case (false, true): return .upper
        case (false, false): return nil
        }
    }
}
