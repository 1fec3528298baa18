import InkDocument
import InkGeometry
import InkInput

/// The lasso's selection: starting a lasso or a drag of the selection, selecting, select all,
/// deleting, and restyling the selected strokes from the palette.
extension Editor {
    /// Where the selection's frame and handles are in the window, if strokes are selected.
    public var selectionHandles: SelectionHandles? {
        guard let selection else { return nil }
        let bounds = selection.pages.reduce(Rect.empty) { r, page in
            let strokes = selection.placed(on: page, in: document).reduce(Rect.empty) { $0.union($1.stroke.bounds) }
            let images = selection.placedImages(on: page, in: document).reduce(strokes) { $0.union($1.image.bounds) }
            let b = selection.placedTexts(on: page, in: document).reduce(images) { $0.union($1.bounds) }
            return b.isEmpty ? r : r.union(toWindow(b, page: page))
        }
        return bounds.isEmpty ? nil : SelectionHandles(bounds: bounds)
    }

    /// A press with the lasso: on the selection's frame or a handle it takes hold of the
    /// selection; anywhere else it lets the selection go and starts a new loop.
    mutating func beginLasso(_ e: InputEvent, page: Int) {
        if takeHoldOfSelection(e) { return }
        session = .lassoing(LassoBehaviour(deviceID: e.device.id, page: page))
    }

    /// A press on the selection's frame or a handle starts a drag of it (whatever the tool:
    /// a selection made with a lasso held on a pen button is moved with the pen after).
    mutating func takeHoldOfSelection(_ e: InputEvent) -> Bool {
        guard let selection, let handles = selectionHandles, let grip = handles.grip(at: e.position) else { return false }
        session = .transforming(SelectionDrag(deviceID: e.device.id, page: selection.page, grip: grip, parts: dragParts(of: selection),
                                              free: e.modifiers.contains(.shift), reach: handles.span * (1 / zoom)))
        return true
    }

    /// The selection's strokes and images of each page as a drag takes hold of them, in its
    /// first page's coordinates.
    func dragParts(of selection: Selection) -> [SelectionDrag.Part] {
        let first = selection.page
        return selection.pages.map { page in
            SelectionDrag.Part(page: page, offset: layout.origin(of: page) - layout.origin(of: first),
                               originals: selection.placed(on: page, in: document),
                               images: selection.placedImages(on: page, in: document), bytes: selection.imageBytes(on: page, in: document),
                               texts: selection.placedTexts(on: page, in: document))
        }
    }

    /// Selects strokes of a page (none: no selection) and says what to repaint.
    mutating func select(_ ids: Set<StrokeID>, images: Set<UInt64> = [], texts: Set<UInt64> = [], page: Int, repaint area: Rect) -> Damage {
        select(Selection(page: page, ids: ids, images: images, texts: texts), repaint: toWindow(area, page: page))
    }

    /// Selects (an empty selection: none) and says what to repaint, with `area` of the window.
    mutating func select(_ new: Selection, repaint area: Rect) -> Damage {
        var damage = selectionDamage
        selection = new.isEmpty ? nil : new
        // The last selection is offered as the primary selection (a middle click elsewhere pastes it).
        if let strokes = selectedForClipboard { outbox.answers.append(.offerStrokes(strokes, .primary)) }
        damage.formUnion(selectionDamage)
        damage.region.add(area)
        return damage
    }

    /// Lets the selection go.
    mutating func clearSelection() -> Damage {
        guard selection != nil else { return .none }
        var damage = selectionDamage
        selection = nil
        damage.formUnion(returnLentLasso())
        return damage
    }

    /// The window area of everything drawn for the selection (the strokes' highlight, frame, handles).
    var selectionDamage: Damage {
        guard let handles = selectionHandles else { return .none }
        var damage = Damage(window: handles.extent)
        if let bar = selectionBar(handles) { damage.region.add(bar.bounds) }
        return damage
    }

    /// The changes a selection drag makes as it goes (recorded as one step at the lift).
    mutating func applyDrag(_ edits: [Edit]) -> Damage {
        var damage = selectionDamage
        for edit in edits { damage.formUnion(inkDamage(document.apply(edit), page: edit.page)) }
        damage.formUnion(selectionDamage)
        outbox.documentChanged = true
        return damage
    }

    /// Ctrl+A: every stroke, image and text box of the page being read, with the lasso in hand to move them.
    mutating func selectAll(for kind: DeviceKind) -> Damage {
        guard !session.editsPage else { return .none }
        let page = currentPage
        var damage = select(Set(document.pages[page].strokes.map(\.id)), images: Set(document.pages[page].images.map(\.id)),
                            texts: Set(document.pages[page].texts.map(\.id)), page: page, repaint: .empty)
        damage.formUnion(lendLasso(to: kind))
        return damage
    }

    /// Delete: takes the selected strokes, images and text boxes away (from every page they are
    /// on), one undo step.
    mutating func deleteSelection() -> Damage {
        guard !session.editsPage, let selection else { return .none }
        let edits = selection.pages.flatMap { page in
            (selection.removal(on: page, in: document).map { [$0] } ?? []) + selection.textRemovals(on: page, in: document)
        }
        var damage = clearSelection()
        guard !edits.isEmpty else { return damage }
        damage.formUnion(historyDamage((selection.page, commit(step: edits))))
        return damage
    }

    /// A colour or width chosen while strokes are selected goes to them too (a colour, opaque,
    /// to the selected text boxes too), one undo step.
    mutating func restyleSelection(color: InkColor?, width: Double?) -> Damage {
        guard !session.editsPage, let selection else { return .none }
        var edits = selection.pages.compactMap { page in
            Edit.restyle(page: page, selection.placed(on: page, in: document), { stroke in
                var s = stroke
                if let color { s = s.recoloured(stroke.kind == .highlighter ? InkColor(rgb: color.rgb, alpha: stroke.color.alpha) : color) }
                if let width { s = s.rewidened(width) }
                return s
            })
        }
        if let color { edits += selection.recolouredTexts(InkColor(rgb: color.rgb), in: document) }
        guard !edits.isEmpty else { return .none }
        var damage = selectionDamage
        damage.formUnion(historyDamage((selection.page, commit(step: edits))))
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
