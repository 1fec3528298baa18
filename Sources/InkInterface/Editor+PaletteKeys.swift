import InkDocument
import InkGeometry
import InkInput

/// The keyboard's way through the colour palette and the colour picker (issue 18: every action
/// reachable from the keyboard). C opens the palette at the pointer, its first colour
/// highlighted; the arrows move the highlight to the nearest control that way (on the width
/// slider, Left and Right make the width thinner and thicker), Tab and Shift+Tab to the next and
/// the one before, Enter presses the highlighted control (the custom colour button opens the
/// picker), Escape or C closes. In the picker, Left and Right change the saturation, Up and Down
/// the brightness, Shift+Up and Shift+Down the hue; Enter is OK, Escape cancels.
extension Editor {
    /// Opens the palette at the pointer (C), or closes it.
    mutating func keyOpensPalette() -> Damage {
        if popup != nil { return closePopup() }
        var damage = openPopup(.palette, at: zoomAnchor)
        popupGraceDeadline = nil   // open until a choice or Escape, wherever the pen is
        hoveredItem = popup?.slots.first?.item
        hoveredOnBar = false   // the palette's swatch, for the keys
        if let p = popup { damage.region.add(p.bounds) }
        return damage
    }

    /// Keys while the palette is open; nil for keys it leaves to the rest.
    mutating func popupKeyHandles(_ key: KeyChord) -> Damage? {
        guard let p = popup else { return nil }
        let items = p.slots.map(\.item)
        let current = hoveredItem.flatMap { items.contains($0) ? $0 : nil }
        func highlight(_ item: ToolbarItem?) -> Damage {
            guard item != hoveredItem else { return .none }
            hoveredItem = item
            hoveredOnBar = false
            return Damage(window: p.bounds)
        }
        switch key.key {
        case .escape: return closePopup()
        case .character("c") where key.modifiers.isEmpty: return closePopup()
        case .enter:
            guard let item = current else { return highlight(items.first) }
            if item == .widthSlider { return closePopup() }
            var damage = press(item, for: activeKind)
            damage.formUnion(closePopup())
            return damage
        case .home: return highlight(items.first)
        case .end: return highlight(items.last)
        case .left, .right, .up, .down:
            if current == .widthSlider, key.key == .left || key.key == .right {
                var damage = perform(.stepWidth(up: key.key == .right))
                damage.region.add(p.bounds)
                return damage
            }
            guard let c = current, let from = p.slots.first(where: { $0.item == c })?.frame.center else { return highlight(items.first) }
            return highlight(MenuKeys.neighbour(of: from, among: p.slots.map { ($0.item, $0.frame.center) }, toward: key.key) ?? c)
        default:
            guard let back = KeyboardFocus.tabDirection(key) else { return nil }
            return highlight(KeyboardFocus.step(items, from: current, back: back))
        }
    }

    /// The arrows in the colour picker; nil for other keys.
    mutating func pickerArrowHandles(_ key: KeyChord) -> Damage? {
        guard var p = picker else { return nil }
        let hsv = p.hsv, step = 0.05, shift = key.modifiers.contains(.shift)
        switch key.key {
        case .left: p.hsv = HSV(hue: hsv.hue, saturation: hsv.saturation - step, value: hsv.value)
        case .right: p.hsv = HSV(hue: hsv.hue, saturation: hsv.saturation + step, value: hsv.value)
        case .up where shift: p.hsv = HSV(hue: Swift.max(0, hsv.hue - 10), saturation: hsv.saturation, value: hsv.value)
        case .down where shift: p.hsv = HSV(hue: Swift.min(359.9, hsv.hue + 10), saturation: hsv.saturation, value: hsv.value)
        case .up: p.hsv = HSV(hue: hsv.hue, saturation: hsv.saturation, value: hsv.value + step)
        case .down: p.hsv = HSV(hue: hsv.hue, saturation: hsv.saturation, value: hsv.value - step)
        default: return nil
        }
        picker = p
        return Damage(window: p.bounds)
    }

    /// The arrows with nothing open: the view scrolls a wheel notch that way.
    mutating func arrowScrolls(_ key: KeyChord) -> Damage {
        switch key.key {
        case .up: return scroll(by: Point(0, Self.wheelStep))
        case .down: return scroll(by: Point(0, -Self.wheelStep))
        case .left: return scroll(by: Point(Self.wheelStep, 0))
        case .right: return scroll(by: Point(-Self.wheelStep, 0))
        default: return .none
        }
    }
}
