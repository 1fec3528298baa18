import InkGeometry
import InkInput
import InkPreferences

extension Editor {
    /// The layout of the open panel.
    public var panelLayout: PanelLayout? {
        surfaces.panel?.layout(window: windowSize, measure: textMeasure)
    }

    /// Opens or closes the Preferences panel (Ctrl+, and the toolbar's gear).
    mutating func togglePanel() -> Damage {
        var damage = closePopup()
        panel = panel == nil ? PreferencesPanel() : nil
        hoveredPanelControl = nil
        pressedPanelControl = nil
        // While it is open every button's double-click is told apart, to jump to its row.
        configureButtons()
        damage.formUnion(Damage(window: windowFrame))
        return damage
    }

    /// Pointer input while the panel is open (see `PanelSurface.handle`).
    mutating func panelHandles(_ e: InputEvent) -> Damage {
        guard let before = panelLayout, let outcome = runSurface(\.panel, e) else { return .none }
        // A jump to a row may change the card's height: both frames are repainted.
        let frameDamage = Damage(window: before.frame.union(panelLayout?.frame ?? before.frame).insetBy(-8))
        switch outcome {
        case .passThrough, .handled(redraw: false): return .none
        case .handled(redraw: true): return frameDamage
        case .act(.activate(let c)):
            var damage = frameDamage
            damage.formUnion(activate(c))
            return damage
        case .act(.touchCurve(let p, let pressure)):
            var damage = frameDamage
            damage.formUnion(touchCurve(at: p, pressure: pressure))
            return damage
        case .act(.scratch(let touch)):
            _ = touchScratch(touch, kind: e.device.kind)
            return layout(damageOf: .scratch) ?? frameDamage
        }
    }

    /// The damage of repainting one of the panel's controls.
    private func layout(damageOf c: PanelControl) -> Damage? {
        panelLayout.flatMap { $0.frame(of: c) }.map { Damage(window: $0.insetBy(-2)) }
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
        guard let old = panelLayout else { return .none }
        surfaces.panel?.select(key, window: windowSize, measure: textMeasure)
        return Damage(window: old.frame.union(panelLayout?.frame ?? old.frame).insetBy(-8))
    }

    private mutating func noteTryItPress(at time: UInt64) {
        let interval = doubleClickInterval
        surfaces.panel?.noteTryItPress(at: time, doubleClickInterval: interval)
    }

    mutating func activate(_ c: PanelControl) -> Damage {
        var prefs = preferences
        switch c {
        case .close: return togglePanel()
        case .row(let key): return select(key)
        case .choice(let action):
            guard let p = panel else { return .none }
            prefs.bindings[p.selected] = action
        case .hand(let h): prefs.handedness = h
        case .longer: prefs.doubleClickMs = Swift.min(Preferences.doubleClickRange.upperBound, Int(doubleClickInterval) + 50)
        case .shorter: prefs.doubleClickMs = Swift.max(Preferences.doubleClickRange.lowerBound, Int(doubleClickInterval) - 50)
        case .systemSpeed: prefs.doubleClickMs = nil
        case .tryIt, .curveGraph, .scratch: return .none
        case .clearScratch:
            panel?.scratch = []
            return panelLayout.flatMap { $0.frame(of: .scratch) }.map { Damage(window: $0.insetBy(-2)) } ?? .none
        case .curve(let preset): prefs.pressureCurve = preset.curve
        case .smoothing(let level): prefs.smoothing = level
        case .eraserMode(let mode): prefs.eraserMode = mode
        case .prediction(let level): prefs.prediction = level
        case .shapes(let on): prefs.shapes = on
        }
        let damage = applyPreferences(prefs)
        outbox.preferencesChanged = true
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
