import InkGeometry
import InkInput
import InkPreferences

extension Editor {
    /// The interval a double-click must fit in (ms): the preference, else the desktop's
    /// setting (`desktopDoubleClickMs`), else 300.
    public var doubleClickInterval: UInt64 {
        UInt64(preferences.doubleClickMs ?? desktopDoubleClickMs ?? 300)
    }

    /// Whether the writing hand in effect is a guess from the pen's tilt (not chosen yet).
    public var handednessIsGuessed: Bool { preferences.handedness == nil && handGuess.rightHanded != nil }

    /// Applies new preferences: gesture timing, which clicks wait for a double-click, the mode
    /// indicator's custom mode, the writing hand.
    public mutating func apply(_ newPreferences: Preferences) -> Outcome {
        outcome(applyPreferences(newPreferences))
    }

    mutating func applyPreferences(_ newPreferences: Preferences) -> Damage {
        preferences = newPreferences
        configureButtons()
        rightHanded = newPreferences.handedness.map { $0 == .right } ?? handGuess.rightHanded ?? true
        return Damage(window: windowFrame)
    }

    mutating func configureButtons() {
        buttons.timing = GestureTiming(doubleClickInterval: doubleClickInterval, longPressThreshold: buttons.timing.longPressThreshold)
        // While the Preferences panel is open every double-click is told apart (to jump to its row).
        buttons.doubleClickBound = Set(PenButton.allCases.filter { panel != nil || preferences.action($0, .doubleClick) != .none })
        customMode = Self.customModeText(preferences)
        customModeShort = Self.customModeText(preferences, short: true)
    }

    /// The custom double-click modes in effect (B2): bindings that differ from the defaults;
    /// `short`: only the actions, each after "2×", for a narrow status bar.
    static func customModeText(_ p: Preferences, short: Bool = false) -> String? {
        let custom = PenButton.allCases.compactMap { b -> String? in
            let action = p.action(b, .doubleClick)
            guard action != Preferences.defaultBindings[BindingKey(b, .doubleClick)] ?? .none else { return nil }
            if short { return tr("2× %@", action.title) }
            switch b {
            case .lower: return tr("Lower double-click: %@", action.title)
            case .upper: return tr("Upper double-click: %@", action.title)
            case .both: return tr("Both double-click: %@", action.title)
            }
        }
        return custom.isEmpty ? nil : custom.joined(separator: "; ")
    }

    /// Feeds a pen event to the button recognizer and carries out what it recognised.
    mutating func recognizeButtons(_ e: InputEvent) -> Damage {
        var events: [GestureEvent]
        switch e.action {
        case .press(let b):
            // The tip touching while a button is held draws (a held temporary tool): no flick.
            if b == .primary { pendingFlick = nil; events = buttons.tipDown(at: e.time) } else if let pb = PenButton(b) { events = buttons.press(pb, at: e.time) } else { return .none }
        case .release(let b):
            if b == .primary { events = buttons.tipUp(at: e.time) } else if let pb = PenButton(b) { events = buttons.release(pb, at: e.time) } else { return .none }
        case .proximityOut:
            pendingFlick = nil  // leaving proximity cancels a flick in progress
            events = buttons.proximityOut(at: e.time)
        default:
            return .none
        }
        buttonDevice = e.device
        return carryOut(events, anchor: e.position)
    }

    /// Carries out recognised gestures with the bindings of the preferences.
    mutating func carryOut(_ events: [GestureEvent], anchor: Point) -> Damage {
        guard let device = buttonDevice else { return .none }
        var damage = Damage.none
        for event in events {
            if panel != nil {
                damage.formUnion(panelReceives(event, anchor: anchor))
                continue
            }
            switch event {
            case .pressed(let b):
                swallowedGesture = nil
                if preferences.action(b, .click) == .contextMenu && menu == nil {
                    pendingFlick = PendingFlick(button: b, start: anchor, last: anchor)
                }
                let action = preferences.action(b, .hold)
                if action == .ruler { damage.formUnion(holdRuler(b)) }
                if let tool = Self.temporaryTool(action) {
                    damage.formUnion(perform(.beginTemporary(tool), for: device.kind))
                    heldButton = b
                }
            case .released(let b):
                if let flick = pendingFlick, flick.button == b {
                    pendingFlick = nil
                    if flick.isLongEnough {
                        swallowedGesture = b
                        damage.formUnion(finishFlick(flick, for: device.kind))
                    }
                }
                if shapes.rulerButton == b { damage.formUnion(holdRuler(nil)) }
                if heldButton == b {
                    heldButton = nil
                    damage.formUnion(perform(.endTemporary, for: device.kind))
                }
            case .gesture(let b, let g):
                if swallowedGesture == b && (g == .click || g == .longPress) { swallowedGesture = nil; continue }
                if g == .longPress, let flick = pendingFlick, flick.button == b, flick.isLongEnough { continue }
                if g == .doubleClick && heldButton == b {
                    // The second press of a double-click is not a hold: its temporary tool ends
                    // here, so the action and its feedback see the tool that will be in use.
                    heldButton = nil
                    damage.formUnion(perform(.endTemporary, for: device.kind))
                }
                damage.formUnion(run(preferences.action(b, g), for: device.kind, at: anchor))
            }
        }
        return damage
    }

    static func temporaryTool(_ action: PenAction) -> Tool? {
        switch action {
        case .temporaryEraser: return .eraser
        case .temporaryPan: return .pan
        case .temporaryLasso: return .lasso
        default: return nil
        }
    }

    /// Runs a bound action for a device kind, with feedback next to the pen.
    mutating func run(_ action: PenAction, for kind: DeviceKind, at anchor: Point) -> Damage {
        var damage = Damage.none
        switch action {
        case .none, .temporaryEraser, .temporaryPan, .temporaryLasso:
            return .none
        case .ruler:
            // A click bound to the ruler turns it on or off (its hold is handled on press).
            return toggleRuler()
        case .toggleEraser: damage = perform(.toggleEraser, for: kind)
        case .previousTool: damage = perform(.previousTool, for: kind)
        case .cycleTools: damage = perform(.cycleTools(preferences.cycleTools.compactMap(Tool.init(rawValue:))), for: kind)
        case .colorPalette:
            return popup?.kind == .palette ? closePopup() : openPopup(.palette, at: anchor)
        case .contextMenu:
            return menu != nil ? closeMenu() : openMenu(at: anchor)
        case .undo, .redo, .clearPage:
            damage = perform(action == .undo ? .undo : action == .redo ? .redo : .clearPage, for: kind)
            damage.formUnion(showFeedback(action == .clearPage ? tr("Page cleared") : action.title, tool: nil, at: anchor))
            return damage
        }
        let tool = toolState(for: kind).effectiveTool
        damage.formUnion(showFeedback(tool.title, tool: tool, at: anchor))
        return damage
    }
}
