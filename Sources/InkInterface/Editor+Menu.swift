import InkGeometry
import InkPreferences
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
    mutating func openMenu(at p: Point, ring: MarkingMenu.Ring = .main) -> Damage {
        var damage = closeMenu()
        damage.formUnion(closePopup())
        damage.formUnion(dismissHint())
        // Each label as the renderer draws it (the state shown is the device in use's, as the painter's).
        let m = MarkingMenu.fitting(ring: ring, pen: p, rightHanded: rightHanded, canvas: canvasFrame, statusBar: toolbar.statusBar, palette: palette,
                                    labelWidth: MarkingMenu.labelWidths(textMeasure, palette: palette, state: shownToolState))
        menu = m
        damage.region.add(m.bounds)
        return damage
    }

    /// Closes the marking menu, if open.
    mutating func closeMenu() -> Damage {
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
        guard let m = menu, let outcome = runSurface(\.menu, e) else { return .none }
        switch outcome {
        case .passThrough, .handled(redraw: false): return .none
        case .handled(redraw: true): return Damage(window: m.bounds)
        case .act(.choose(let item)): return choose(item, for: e.device.kind, at: m.pen)
        case .act(.close): return closeMenu()
        case .act(.reopen(let p)): return openMenu(at: p)
        }
    }

    /// Carries out a menu item for a device kind; the colour and size items open their ring.
    mutating func choose(_ item: MenuItem, for kind: DeviceKind, at pen: Point) -> Damage {
        var damage = closeMenu()
        switch item {
        case .tool(.eraser) where toolState(for: kind).effectiveTool == .eraser:
            // Choosing the eraser again switches between the stroke and area erasers.
            let mode: EraserMode = preferences.eraserMode == .area ? .stroke : .area
            damage.formUnion(perform(.setEraserMode(mode), for: kind))
            damage.formUnion(showFeedback(mode.title, tool: .eraser, at: pen))
        case .tool(let t):
            damage.formUnion(perform(.selectTool(t), for: kind))
            damage.formUnion(showFeedback(t.title, tool: t, at: pen))
        case .colors: damage.formUnion(openMenu(at: pen, ring: .colors))
        case .sizes: damage.formUnion(openMenu(at: pen, ring: .sizes))
        case .undo, .redo:
            damage.formUnion(perform(item == .undo ? .undo : .redo, for: kind))
            damage.formUnion(showFeedback(item == .undo ? tr("Undo") : tr("Redo"), tool: nil, at: pen))
        case .document: damage.formUnion(openMenu(at: pen, ring: .document))
        case .open, .save, .export, .newPage, .goToPage, .zoom:
            damage.formUnion(chooseDocumentItem(item, at: pen))
        case .color(let i):
            damage.formUnion(perform(.selectColor(i), for: kind))
            damage.formUnion(showFeedback(palette.colors(for: toolState(for: kind).colorTool)[i].name, tool: toolState(for: kind).effectiveTool, at: pen))
        case .width(let i):
            damage.formUnion(perform(.selectWidth(i), for: kind))
            damage.formUnion(showFeedback(WidthSteps.text(toolState(for: kind).width), tool: toolState(for: kind).effectiveTool, at: pen))
        }
        return damage
    }

    /// A flick made with the menu's button held, before the menu showed: chooses by direction.
    mutating func finishFlick(_ flick: PendingFlick, for kind: DeviceKind) -> Damage {
        let m = MarkingMenu.fitting(pen: flick.start, rightHanded: rightHanded, canvas: canvasFrame, statusBar: toolbar.statusBar, palette: palette)
        guard let item = m.item(forMark: flick.start, to: flick.last) else { return .none }
        return choose(item, for: kind, at: flick.start)
    }
}
