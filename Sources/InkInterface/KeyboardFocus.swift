import InkInput

/// Tab and Shift+Tab move the keyboard's focus through a prompt's answers, the file chooser's
/// parts and a pad's keys; Enter does what the focused one does (a ring shows which).
enum KeyboardFocus {
    /// The item after `current` in `order` (before it with `back`), wrapping round; the first
    /// (the last with `back`) when `current` is not in it.
    static func step<T: Equatable>(_ order: [T], from current: T?, back: Bool) -> T? {
        guard !order.isEmpty else { return nil }
        guard let current, let i = order.firstIndex(of: current) else { return back ? order.last : order.first }
        return order[(i + (back ? order.count - 1 : 1)) % order.count]
    }

    /// Whether a key is Tab (forward) or Shift+Tab (back); nil for any other key.
    static func tabDirection(_ key: KeyChord) -> Bool? {
        guard key.key == .tab, !key.modifiers.contains(.control) else { return nil }
        return key.modifiers.contains(.shift)
    }
}

extension FileChooser {
    /// The chooser's parts in Tab order: the name field (saving), the parent folder, Recent,
    /// each entry, then the buttons.
    var focusOrder: [ChooserControl] {
        var order: [ChooserControl] = showsNameField ? [.nameField] : []
        if !keyboardOpen {
            order.append(.up)
            if !recent.isEmpty { order.append(.recent) }
            order += entries.indices.map { .row($0) }
        }
        if mode == .open && !showingRecent { order.append(.openFolder) }
        return order + [.cancel, .confirm]
    }
}

extension ValuePad {
    /// The pad's keys in Tab order (as laid out: the steps, the digits, OK, the presets).
    var focusOrder: [Control] { keys.map(\.control) }
}

extension Editor {
    /// Tab and Enter on the prompt: Tab moves between its answers, Enter gives the focused one.
    mutating func promptFocusHandles(_ key: KeyChord) -> Damage? {
        guard var p = prompt else { return nil }
        if key.key == .enter { return answer(p.focus) }
        guard let back = KeyboardFocus.tabDirection(key),
              let next = KeyboardFocus.step(Array(p.choices.indices), from: p.focus, back: back) else { return nil }
        p.focus = next
        p.focusShown = true
        prompt = p
        return Damage(window: p.frame(in: canvasFrame, measure: textMeasure).insetBy(-8))
    }

    /// Tab on the chooser moves its focus; nil for other keys.
    mutating func chooserFocusHandles(_ key: KeyChord) -> Damage? {
        guard var c = chooser, let layout = chooserLayout, let back = KeyboardFocus.tabDirection(key) else { return nil }
        c.focus = KeyboardFocus.step(c.focusOrder, from: c.focus ?? (c.showsNameField ? .nameField : nil), back: back)
        // An entry taking the focus is scrolled into the list.
        if case .row(let i)? = c.focus { c.reveal(i, rows: layout.visibleRows) }
        chooser = c
        return Damage(window: layout.frame.insetBy(-8))
    }

    /// Tab on a pad moves its focus; nil for other keys.
    mutating func padFocusHandles(_ key: KeyChord) -> Damage? {
        guard var p = pad, let back = KeyboardFocus.tabDirection(key) else { return nil }
        p.focus = KeyboardFocus.step(p.focusOrder, from: p.focus, back: back)
        pad = p
        return Damage(window: p.frame.insetBy(-8))
    }
}
