import InkInput

/// Keys on the Preferences panel (issue 18: every action reachable from the keyboard): Tab and
/// Shift+Tab move a focus ring from group to group (`PanelLayout.keyGroups`), landing on the
/// setting in effect; the arrows pick the neighbouring choice (or make the double-click time
/// shorter or longer) and apply it at once; Enter or Space act on the focused control; Escape closes.
/// Every other key stops at the panel (it is modal), but Ctrl+, and the file commands that
/// leave the document as it is.
extension Editor {
    mutating func panelKeyHandles(_ key: KeyChord) -> Damage? {
        guard let p = panel, let layout = panelLayout, !key.modifiers.contains(.control), !key.modifiers.contains(.alt) else { return nil }
        let groups = layout.keyGroups
        if let back = KeyboardFocus.tabDirection(key) {
            let current = p.focus.flatMap { f in groups.firstIndex { $0.contains(f) } }
            guard let next = KeyboardFocus.step(Array(groups.indices), from: current, back: back) else { return Damage.none }
            return focusPanel(on: stop(in: groups[next], focus: p.focus))
        }
        switch key.key {
        case .escape:
            return togglePanel()
        case .enter, .character(" "):
            guard let f = p.focus, layout.frame(of: f) != nil else { return Damage.none }
            var damage = activate(f)
            if panel != nil { damage.formUnion(focusPanel(on: f)) }
            return damage
        case .left, .up, .right, .down:
            let forward = key.key == .right || key.key == .down
            guard let f = p.focus, let group = groups.first(where: { $0.contains(f) }), let i = group.firstIndex(of: f) else { return Damage.none }
            let target: PanelControl
            if f.keyGroup == .speed {
                target = forward ? .longer : .shorter
            } else {
                let j = Swift.min(Swift.max(0, i + (forward ? 1 : -1)), group.count - 1)
                guard f.keyGroup?.isChoice == true, j != i else { return Damage.none }
                target = group[j]
            }
            var damage = activate(target)
            damage.formUnion(focusPanel(on: target))
            return damage
        default:
            return nil
        }
    }

    /// The panel is modal: a key it does not use stops at it (no tool, width, page, view or
    /// undo changes under it), but Ctrl+, closes it, as it opened it.
    mutating func panelHoldsBack(_ key: KeyChord) -> Damage {
        Shortcuts.action(for: key) == .preferences ? togglePanel() : Damage.none
    }

    /// Whether a file command stops at the open panel: those that would change or replace the
    /// document under it (open, close, place an image). Saving, exporting, a new window and
    /// quitting leave it as it is and go through.
    func panelHoldsBack(_ request: FileRequest) -> Bool {
        guard panel != nil else { return false }
        switch request {
        case .open, .close, .insertImage: return true
        case .save, .saveAs, .exportPages, .exportPDF, .newWindow, .quit: return false
        }
    }

    /// Where Tab lands in a group: the focus when it is there, else the setting in effect, else the first.
    private func stop(in group: [PanelControl], focus: PanelControl?) -> PanelControl {
        if let focus, group.contains(focus) { return focus }
        return group.first(where: isInEffect) ?? group[0]
    }

    /// Whether a control shows the setting in effect (the selected row, the bound action, …).
    private func isInEffect(_ c: PanelControl) -> Bool {
        guard let p = panel else { return false }
        switch c {
        case .row(let key): return p.selected == key
        case .choice(let action): return preferences.action(p.selected.button, p.selected.gesture) == action
        case .hand(let h): return preferences.effectiveHandedness == h
        case .curve(let preset): return preferences.pressureCurve == preset.curve
        case .smoothing(let level): return preferences.smoothing == level
        case .eraserMode(let mode): return preferences.eraserMode == mode
        case .prediction(let level): return preferences.prediction == level
        case .shapes(let on): return preferences.shapes == on
        default: return false
        }
    }

    /// Puts the focus ring on a control, scrolling it into view.
    private mutating func focusPanel(on c: PanelControl) -> Damage {
        guard let before = panelLayout else { return Damage.none }
        panel?.focus = c
        if !before.isInHeader(c), let f = before.frame(of: c) { panel?.scroll = before.scroll(toShow: [f]) }
        return Damage(window: before.frame.union(panelLayout?.frame ?? before.frame).insetBy(-8))
    }
}
