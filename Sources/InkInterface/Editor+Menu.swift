import InkGeometry
import InkInput

/// A flick begun by pressing the menu's button, before any menu shows (marking-menu style).
struct PendingFlick: Hashable, Sendable {
    var button: PenButton
    var start: Point
    var last: Point
    var isLongEnough: Bool { start.distance(to: last) >= MarkingMenu.markLength }
}

/// A mark (tip down) made while the menu is open.
struct MenuMark: Hashable, Sendable {
    var deviceID: Int
    var start: Point
    var pressedItem: MenuItem?
}

extension Editor {
    /// Opens the marking menu around the pen (or pointer) at `p`.
    public mutating func openMenu(at p: Point, ring: MarkingMenu.Ring = .main) -> Damage {
        var damage = closeMenu()
        damage.formUnion(closePopup())
        let m = MarkingMenu(ring: ring, pen: p, rightHanded: rightHanded, within: canvasFrame, palette: palette)
        menu = m
        damage.region.add(m.bounds)
        return damage
    }

    /// Closes the marking menu, if open.
    public mutating func closeMenu() -> Damage {
        guard let m = menu else { return .none }
        menu = nil
        menuMark = nil
        hoveredMenuItem = nil
        return Damage(window: m.bounds)
    }

    /// Pointer input while the menu is open: hover highlights (never chooses, H5); a tap on an
    /// item or a flick toward one chooses; a tap elsewhere, Escape, or the pen away for longer
    /// than the grace time, cancels.
    mutating func menuHandles(_ e: InputEvent) -> Damage {
        guard let m = menu else { return .none }
        let whole = Damage(window: m.bounds)
        switch e.action {
        case .motion:
            let highlighted: MenuItem?
            if let mark = menuMark, mark.deviceID == e.device.id {
                highlighted = m.item(forMark: mark.start, to: e.position) ?? m.item(at: e.position)
            } else {
                highlighted = m.item(at: e.position)
            }
            guard highlighted != hoveredMenuItem else { return .none }
            hoveredMenuItem = highlighted
            return whole
        case .press(.primary):
            menuMark = MenuMark(deviceID: e.device.id, start: e.position, pressedItem: m.item(at: e.position))
            return whole
        case .release(.primary):
            guard let mark = menuMark, mark.deviceID == e.device.id else { return .none }
            menuMark = nil
            if let flicked = m.item(forMark: mark.start, to: e.position), mark.pressedItem == nil || m.item(at: e.position) != mark.pressedItem {
                return choose(flicked, for: e.device.kind, at: m.pen)
            }
            if let tapped = m.item(at: e.position), tapped == mark.pressedItem {
                return choose(tapped, for: e.device.kind, at: m.pen)
            }
            return closeMenu()
        case .press(.secondary) where e.device.kind == .mouse:
            return openMenu(at: e.position)
        case .proximityOut:
            // The menu stays for a pen that lifts a little (see `popupGraceMs`).
            guard hoveredMenuItem != nil else { return .none }
            hoveredMenuItem = nil
            return whole
        default:
            return .none
        }
    }

    /// Carries out a menu item for a device kind; the colour and size items open their ring.
    mutating func choose(_ item: MenuItem, for kind: DeviceKind, at pen: Point) -> Damage {
        var damage = closeMenu()
        switch item {
        case .tool(let t):
            damage.formUnion(perform(.selectTool(t), for: kind))
            damage.formUnion(showFeedback(t.title, tool: t, at: pen))
        case .colors: damage.formUnion(openMenu(at: pen, ring: .colors))
        case .sizes: damage.formUnion(openMenu(at: pen, ring: .sizes))
        case .undo, .redo:
            damage.formUnion(perform(item == .undo ? .undo : .redo, for: kind))
            damage.formUnion(showFeedback(item == .undo ? "Undo" : "Redo", tool: nil, at: pen))
        case .more: damage.formUnion(togglePanel())
        case .color(let i):
            damage.formUnion(perform(.selectColor(i), for: kind))
            damage.formUnion(showFeedback(palette.colors[i].name, tool: toolState(for: kind).effectiveTool, at: pen))
        case .width(let i):
            damage.formUnion(perform(.selectWidth(i), for: kind))
            damage.formUnion(showFeedback("\(Int(palette.widths[i])) px", tool: toolState(for: kind).effectiveTool, at: pen))
        }
        return damage
    }

    /// A flick made with the menu's button held, before the menu showed: chooses by direction.
    mutating func finishFlick(_ flick: PendingFlick, for kind: DeviceKind) -> Damage {
        let m = MarkingMenu(pen: flick.start, rightHanded: rightHanded, within: canvasFrame, palette: palette)
        guard let item = m.item(forMark: flick.start, to: flick.last) else { return .none }
        return choose(item, for: kind, at: flick.start)
    }
}
