import InkGeometry
import InkInput

/// The first-start hint and the toolbar's tooltips.
extension Editor {
    /// Whether the first-start hint shows: not dismissed yet, the canvas an empty blank one, and
    /// no modal surface over it (a recovery prompt at start showed over the hint's card, both
    /// cards stacked; the hint shows once the prompt is answered, if the canvas stays empty).
    public var showsHint: Bool {
        guard !guidance.hintDismissed, !surfaces.hasModal, document.pages.count == 1, let page = document.pages.first else { return false }
        return page.size == nil && page.strokes.isEmpty
    }

    /// The hint and where it is, when it shows.
    public var firstStartHint: FirstStartHint? { showsHint ? FirstStartHint(canvas: canvasFrame, measure: textMeasure) : nil }

    /// The hint goes for good, if it shows: a menu, pad or popup opens over the canvas (so it
    /// never covers what opened), or Escape with nothing else to let go.
    mutating func dismissHint() -> Damage {
        guard let hint = firstStartHint else { return .none }
        guidance.hintDismissed = true
        return Damage(window: hint.frame.insetBy(-6))
    }

    /// A press on the canvas while the hint shows: the hint goes for good; on its close
    /// control that is all, anywhere else the press starts drawing as usual.
    mutating func pressWithHint(_ e: InputEvent) -> Damage {
        guard let hint = firstStartHint else { return beginGesture(e) }
        guidance.hintDismissed = true
        var damage = Damage(window: hint.frame.insetBy(-6))
        if hint.closeFrame.insetBy(-4).contains(e.position) {
            popupDismissedByPress = e.device.id
            return damage
        }
        damage.formUnion(beginGesture(e))
        return damage
    }

    /// Follows the hovered control for its tooltip (after `trackingOverlays` saw a change, or
    /// while one shows): another control starts the wait anew, a press or a gesture hides it.
    mutating func followHoverForTooltip(was previous: ToolbarItem?) -> Damage {
        var damage = Damage.none
        let moved = hoveredItem != previous
        if let shown = guidance.tooltip, moved || pressedItem != nil || !session.isIdle {
            guidance.tooltip = nil
            damage.region.add(shown.frame.insetBy(-2))
        }
        if moved {
            guidance.tooltipDue = barHoveredItem != nil ? now + Tooltip.delay : nil
        }
        return damage
    }

    /// Shows the hovered control's tooltip once it is due: never over a modal surface (the
    /// panel a click or a key opened over the bar).
    mutating func showDueTooltip(at time: UInt64) -> Damage {
        guard let due = guidance.tooltipDue, due <= time else { return .none }
        guidance.tooltipDue = nil
        guard let item = barHoveredItem, pressedItem == nil, session.isIdle, !surfaces.hasModal, let control = toolbar.frame(of: item) else { return .none }
        let tip = Tooltip(item: item, text: tooltipText(item), control: control, bar: toolbar.frame, window: windowFrame, measure: textMeasure)
        guidance.tooltip = tip
        return Damage(window: tip.frame.insetBy(-2))
    }

    /// The hovered control when it is the toolbar's (or the status bar's) under the pointer: the
    /// palette's swatches are toolbar items too, and one the keys highlight is not (the
    /// toolbar's swatch of that colour showed hovered, with its tooltip).
    var barHoveredItem: ToolbarItem? {
        hoveredOnBar ? hoveredItem : nil
    }

    /// A control's name and its shortcut: "Pen (P)", "Undo (Ctrl+Z)", a colour's name.
    func tooltipText(_ item: ToolbarItem) -> String {
        var name = item.title
        if case .color(let i) = item {
            let colors = palette.colors(for: shownToolState.colorTool)
            if colors.indices.contains(i) { name = colors[i].name }
        }
        guard let keys = Shortcuts.keys(for: item) else { return name }
        return "\(name) (\(keys))"
    }
}
