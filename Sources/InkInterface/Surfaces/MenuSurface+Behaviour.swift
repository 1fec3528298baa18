import InkGeometry
import InkInput

/// What the marking menu asks of the editor.
public enum MenuAction: Hashable, Sendable {
    /// Carry out this item (for the device that chose it), at the menu's pen.
    case choose(MenuItem)
    /// Close without a choice (a tap elsewhere).
    case close
    /// Open the menu again here (the mouse's right button).
    case reopen(at: Point)
}

extension MenuSurface: SurfaceBehaviour {
    /// Hover highlights (never chooses, H5); a tap on an item or a flick toward one chooses; a
    /// tap elsewhere closes. The menu takes every pointer event while it is open.
    public mutating func handle(_ e: InputEvent, context: SurfaceContext) -> SurfaceOutcome<MenuAction> {
        switch e.action {
        case .motion:
            let highlighted: MenuItem?
            if let mark, mark.deviceID == e.device.id {
                highlighted = menu.item(forMark: mark.start, to: e.position) ?? menu.item(at: e.position)
            } else {
                highlighted = menu.item(at: e.position)
            }
            guard highlighted != hovered else { return .handled(redraw: false) }
            hovered = highlighted
            return .handled(redraw: true)
        case .press(.primary):
            mark = MenuMark(deviceID: e.device.id, start: e.position, pressedItem: menu.item(at: e.position))
            return .handled(redraw: true)
        case .release(.primary):
            guard let m = mark, m.deviceID == e.device.id else { return .handled(redraw: false) }
            mark = nil
            if let flicked = menu.item(forMark: m.start, to: e.position), m.pressedItem == nil || menu.item(at: e.position) != m.pressedItem {
                return .act(.choose(flicked))
            }
            if let tapped = menu.item(at: e.position), tapped == m.pressedItem { return .act(.choose(tapped)) }
            return .act(.close)
        case .press(.secondary) where e.device.kind == .mouse:
            return .act(.reopen(at: e.position))
        case .proximityOut:
            // The menu stays for a pen that lifts a little (see `Editor.popupGraceMs`).
            guard hovered != nil else { return .handled(redraw: false) }
            hovered = nil
            return .handled(redraw: true)
        default:
            return .handled(redraw: false)
        }
    }
}
