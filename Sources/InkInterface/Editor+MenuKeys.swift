import InkGeometry
import InkInput

/// The keyboard's way through the marking menu and the Document menu (issue 18: every action
/// reachable from the keyboard). The Menu key or Shift+F10 opens the marking menu at the pointer
/// (the pen's hover, else the middle of the canvas), F10 the Document menu, each with its first
/// item highlighted. In either the arrows move the highlight to the nearest item that way, Tab
/// and Shift+Tab to the next and the one before (wrapping round), Home and End to the first and
/// the last; Enter does what the highlighted item does (Colour and Document open their rings,
/// highlighted again), Escape or the key that opened it closes it. Other keys go on as usual.
extension Editor {
    /// The surfaces that keys open (`Shortcuts.all`): the marking menu, the Document menu, the
    /// page overview and the zoom pad (%).
    mutating func keyOpens(_ action: Shortcut.Action?) -> Damage {
        switch action {
        case .markingMenu?:
            var damage = openMenu(at: zoomAnchor)
            popupGraceDeadline = nil   // open until a choice or Escape, wherever the pen is
            damage.formUnion(highlightMenuItem(menu?.slots.first?.item))
            return damage
        case .documentMenu?:
            let damage = openList(at: toolbar.frame(of: .documentMenu) ?? Rect(center: canvasFrame.center, radius: 1))
            surfaces.list?.hovered = DocumentMenu.entries.first
            return damage
        case .overview?: return flipOverview()
        case .zoomPad?: return openZoomPad(at: toolbar.frame(of: .zoomLevel)?.center ?? canvasFrame.center)
        default: return .none
        }
    }

    /// Keys while the marking menu is open; nil for keys it leaves to the rest.
    mutating func menuKeyHandles(_ key: KeyChord) -> Damage? {
        guard let m = menu else { return nil }
        let items = m.slots.map(\.item)
        let current = hoveredMenuItem
        switch key.key {
        case .escape, .menu: return closeMenu()
        case .function(10) where key.modifiers.contains(.shift): return closeMenu()
        case .enter:
            guard let item = current else { return highlightMenuItem(items.first) }
            var damage = choose(item, for: activeKind, at: m.pen)
            // A ring the choice opened (Colour, Document) is worked with the keys too.
            if let ring = menu { damage.formUnion(highlightMenuItem(ring.slots.first?.item)) }
            return damage
        case .home: return highlightMenuItem(items.first)
        case .end: return highlightMenuItem(items.last)
        case .left, .right, .up, .down:
            let places = m.slots.map { ($0.item, $0.center) }
            guard let from = m.slots.first(where: { $0.item == current })?.center else { return highlightMenuItem(items.first) }
            return highlightMenuItem(MenuKeys.neighbour(of: from, among: places, toward: key.key) ?? current)
        default:
            guard let back = KeyboardFocus.tabDirection(key) else { return nil }
            return highlightMenuItem(KeyboardFocus.step(items, from: current, back: back))
        }
    }

    /// Highlights `item` of the open marking menu (as the pen's hover does).
    mutating func highlightMenuItem(_ item: MenuItem?) -> Damage {
        guard let m = menu, item != hoveredMenuItem else { return .none }
        hoveredMenuItem = item
        return Damage(window: m.bounds)
    }

    /// Keys while the Document menu is open; nil for keys it leaves to the rest.
    mutating func listKeyHandles(_ key: KeyChord) -> Damage? {
        guard let m = documentMenu else { return nil }
        let entries = DocumentMenu.entries
        let current = surfaces.list?.hovered
        func highlight(_ entry: DocumentMenu.Entry?) -> Damage {
            guard entry != current else { return .none }
            surfaces.list?.hovered = entry
            return Damage(window: m.frame.insetBy(-8))
        }
        switch key.key {
        case .escape: return closeList()
        case .function(10) where !key.modifiers.contains(.shift): return closeList()
        case .enter:
            guard let entry = current else { return highlight(entries.first) }
            return listActs(entry, for: activeKind)
        case .home: return highlight(entries.first)
        case .end: return highlight(entries.last)
        case .left, .right, .up, .down:
            guard let from = m.frame(of: current ?? entries[0])?.center, current != nil else { return highlight(entries.first) }
            return highlight(MenuKeys.neighbour(of: from, among: m.rows.map { ($0.entry, $0.frame.center) }, toward: key.key) ?? current)
        default:
            guard let back = KeyboardFocus.tabDirection(key) else { return nil }
            return highlight(KeyboardFocus.step(entries, from: current, back: back))
        }
    }
}

/// Arrow keys among items laid out in the plane (a ring's targets, a menu's rows).
enum MenuKeys {
    /// The item nearest `from` in the arrow's direction (what lies across the way counting
    /// double), nil when none lies that way.
    static func neighbour<T: Equatable>(of from: Point, among places: [(T, Point)], toward arrow: KeyChord.Key) -> T? {
        let (dx, dy): (Double, Double)
        switch arrow {
        case .left: (dx, dy) = (-1, 0)
        case .right: (dx, dy) = (1, 0)
        case .up: (dx, dy) = (0, -1)
        case .down: (dx, dy) = (0, 1)
        default: return nil
        }
        var best: (T, Double)?
        for (item, p) in places {
            let along = (p.x - from.x) * dx + (p.y - from.y) * dy
            guard along > 1 else { continue }
            let across = abs((p.x - from.x) * dy - (p.y - from.y) * dx)
            let cost = along + 2 * across
            if cost < best?.1 ?? .infinity { best = (item, cost) }
        }
        return best?.0
    }
}
