import InkGeometry
import InkInput

extension Editor {
    /// The layout of the open panel.
    public var panelLayout: PanelLayout? {
        panel.map { PanelLayout(window: windowSize, selected: $0.selected) }
    }

    /// Opens or closes the Preferences panel (Ctrl+, and the toolbar's gear).
    public mutating func togglePanel() -> Damage {
        var damage = closePopup()
        panel = panel == nil ? PreferencesPanel() : nil
        hoveredPanelControl = nil
        pressedPanelControl = nil
        damage.formUnion(Damage(window: windowFrame))
        return damage
    }

    /// Pointer input while the panel is open: taps act on release, hover only highlights (H5).
    mutating func panelHandles(_ e: InputEvent) -> Damage {
        guard let layout = panelLayout else { return .none }
        let frameDamage = Damage(window: layout.frame.insetBy(-8))
        let control = layout.control(at: e.position)
        switch e.action {
        case .leave, .proximityOut:
            hoveredPanelControl = nil
            return frameDamage
        case .press(1) where control == .tryIt:
            noteTryItPress(at: e.time)
        default:
            break
        }
        switch ModalPointer.track(e, control: control, hovered: &hoveredPanelControl, pressed: &pressedPanelControl) {
        case .nothing: return .none
        case .redraw: return frameDamage
        case .activate(let c):
            var damage = frameDamage
            damage.formUnion(activate(c))
            return damage
        }
    }

    /// A pen button while the panel is open selects that button's row (and feeds the try-it area).
    mutating func panelReceives(_ event: GestureEvent, anchor: Point) -> Damage {
        guard var p = panel, let layout = panelLayout else { return .none }
        if case .pressed(let b) = event {
            if layout.frame(of: .tryIt)?.contains(anchor) ?? false {
                noteTryItPress(at: now)
            } else {
                p = panel ?? p
                p.selected = BindingKey(b, p.selected.button == b ? p.selected.gesture : .click)
                panel = p
            }
            return Damage(window: layout.frame.insetBy(-8))
        }
        return .none
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
        guard var p = panel else { return .none }
        var prefs = preferences
        switch c {
        case .close: return togglePanel()
        case .row(let key): p.selected = key; panel = p; return Damage(window: windowFrame)
        case .choice(let action): prefs.bindings[p.selected] = action
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
