import InkGeometry
import InkInput

extension Editor {
    /// Opens a popup next to the pen.
    public mutating func openPopup(_ kind: Popup.Kind, at anchor: Point) -> Damage {
        var damage = closePopup()
        damage.formUnion(closePicker())
        damage.formUnion(dismissHint())
        let p = Popup(kind: kind, anchor: anchor, rightHanded: rightHanded, within: canvasFrame, palette: palette,
                      recentColors: preferences.recentColors)
        popup = p
        damage.region.add(p.bounds)
        return damage
    }

    /// Closes the popup, if one is open.
    public mutating func closePopup() -> Damage {
        guard let p = popup else { return .none }
        popup = nil
        if let item = hoveredItem, p.slots.contains(where: { $0.item == item }) { hoveredItem = nil }
        return Damage(window: p.bounds)
    }

    /// Pointer input while the palette is open. It is not modal: a tap on one of its items
    /// chooses it at the release, a tap outside only closes it (and never draws); everything
    /// else (hover, which highlights its items through `item(at:)`, the wheel, a gesture in
    /// progress) goes through to the page. Nil when the event goes through.
    mutating func popupHandles(_ e: InputEvent) -> Damage? {
        guard let p = popup else { return nil }
        switch e.action {
        case .press(.primary) where !spaceHeld && session.isIdle && !(noticeFrame?.contains(e.position) ?? false):
            var damage = activate(e.device.kind)
            if let item = p.item(at: e.position) {
                pressedItem = item
                damage.region.add(p.bounds)
                if item == .widthSlider, let w = p.sliderWidth(at: e.position) {
                    damage.formUnion(perform(.setWidth(w), for: e.device.kind))
                }
            } else {
                popupDismissedByPress = e.device.id
                damage.formUnion(closePopup())
            }
            return damage
        case .motion where pressedItem == .widthSlider && e.buttons.contains(.primary):
            // Dragging along the slider sets the width as it goes (also past its ends).
            guard let w = p.sliderWidth(at: e.position) else { return nil }
            var damage = perform(.setWidth(w), for: e.device.kind)
            damage.region.add(p.bounds)
            return damage
        case .release(.primary) where pressedItem == .widthSlider:
            // The slider leaves the palette open: a colour may follow.
            pressedItem = nil
            if e.device.kind == .pen || e.device.kind == .eraser { hoverMoved(e) }
            return Damage(window: p.bounds)
        case .release(.primary) where popupDismissedByPress != e.device.id:
            guard let item = pressedItem else { return nil }
            pressedItem = nil
            var damage = Damage(window: p.bounds)
            if p.item(at: e.position) == item {
                damage.formUnion(press(item, for: e.device.kind))
                damage.formUnion(closePopup())
            }
            if e.device.kind == .pen || e.device.kind == .eraser { hoverMoved(e) }
            return damage
        default:
            return nil
        }
    }
}
