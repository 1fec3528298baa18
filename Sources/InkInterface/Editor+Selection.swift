import InkDocument
import InkGeometry
import InkInput

/// The lasso's selection: starting a lasso or a drag of the selection, selecting, select all,
/// deleting, and restyling the selected strokes from the palette.
extension Editor {
    /// Where the selection's frame and handles are in the window, if strokes are selected.
    public var selectionHandles: SelectionHandles? {
        guard let selection else { return nil }
        let bounds = selection.bounds(in: document)
        return bounds.isEmpty ? nil : SelectionHandles(bounds: toWindow(bounds, page: selection.page))
    }

    /// A press with the lasso: on the selection's frame or a handle it takes hold of the
    /// selection; anywhere else it lets the selection go and starts a new loop.
    mutating func beginLasso(_ e: InputEvent, page: Int) {
        if let selection, let grip = selectionHandles?.grip(at: e.position) {
            session = .transforming(SelectionDrag(deviceID: e.device.id, page: selection.page, grip: grip,
                                                  strokes: selection.placed(in: document), free: e.modifiers.contains(.shift)))
            return
        }
        session = .lassoing(LassoBehaviour(deviceID: e.device.id, page: page))
    }

    /// Selects strokes of a page (none: no selection) and says what to repaint.
    mutating func select(_ ids: Set<StrokeID>, page: Int, repaint area: Rect) -> Damage {
        var damage = selectionDamage
        selection = ids.isEmpty ? nil : Selection(page: page, ids: ids)
        // The last selection is offered as the primary selection (a middle click elsewhere pastes it).
        if let strokes = selectedForClipboard { outbox.answers.append(.offerStrokes(strokes, .primary)) }
        damage.formUnion(selectionDamage)
        damage.region.add(toWindow(area, page: page))
        return damage
    }

    /// Lets the selection go.
    mutating func clearSelection() -> Damage {
        guard selection != nil else { return .none }
        let damage = selectionDamage
        selection = nil
        return damage
    }

    /// The window area of everything drawn for the selection (the strokes' highlight, frame, handles).
    var selectionDamage: Damage {
        guard let handles = selectionHandles else { return .none }
        return Damage(window: handles.extent)
    }

    /// A change a selection drag makes as it goes (recorded as one step at the lift).
    mutating func applyDrag(_ edit: Edit) -> Damage {
        var damage = selectionDamage
        let area = document.apply(edit)
        damage.formUnion(inkDamage(area, page: edit.page))
        damage.formUnion(selectionDamage)
        outbox.documentChanged = true
        return damage
    }

    /// Ctrl+A: every stroke of the page being read, with the lasso in hand to move them.
    mutating func selectAll(for kind: DeviceKind) -> Damage {
        guard !session.editsPage else { return .none }
        let page = currentPage
        var damage = select(Set(document.pages[page].strokes.map(\.id)), page: page, repaint: .empty)
        var state = toolState(for: kind)
        state.choose(.lasso)
        damage.formUnion(setTool(state, for: kind))
        return damage
    }

    /// Delete: takes the selected strokes away, one undo step.
    mutating func deleteSelection() -> Damage {
        guard !session.editsPage, let selection else { return .none }
        let placed = selection.placed(in: document)
        var damage = clearSelection()
        guard !placed.isEmpty else { return damage }
        damage.formUnion(historyDamage((selection.page, commit(Edit(page: selection.page, change: .remove(placed))))))
        return damage
    }

    /// A colour or width chosen while strokes are selected goes to them too, one undo step.
    mutating func restyleSelection(color: InkColor?, width: Double?) -> Damage {
        guard !session.editsPage, let selection else { return .none }
        let placed = selection.placed(in: document)
        guard let edit = Edit.restyle(page: selection.page, placed, { stroke in
            var s = stroke
            if let color { s = s.recoloured(stroke.kind == .highlighter ? InkColor(rgb: color.rgb, alpha: stroke.color.alpha) : color) }
            if let width { s = s.rewidened(width) }
            return s
        }) else { return .none }
        var damage = selectionDamage
        damage.formUnion(historyDamage((selection.page, commit(edit))))
        damage.formUnion(selectionDamage)
        return damage
    }

    /// What a tool command does to the selection: another tool lets it go; a colour or a
    /// width goes to the selected strokes.
    mutating func followSelection(_ command: EditorCommand, state: ToolState) -> Damage {
        guard selection != nil else { return .none }
        switch command {
        case .selectTool(let t) where t != .lasso: return clearSelection()
        case .selectColor, .setColor: return restyleSelection(color: state.inkColor(in: palette), width: nil)
        case .selectWidth, .setWidth, .stepWidth: return restyleSelection(color: nil, width: state.outline(in: palette).width)
        default: return .none
        }
    }
}
