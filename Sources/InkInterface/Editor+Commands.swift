import InkDocument
import InkGeometry
import InkInput
import InkPreferences

/// Things people ask the editor to do, from the toolbar, keys or (later) pen buttons and menus.
public enum EditorCommand: Hashable, Sendable {
    case undo
    case redo
    case selectTool(Tool)
    case selectColor(Int)
    /// A custom colour (from the colour picker or the recent colours) for the colour tool in
    /// effect; it goes first in the recent colours (`colors.recent`, saved).
    case setColor(InkColor)
    /// The toolbar's width preset `i` for the tool in effect.
    case selectWidth(Int)
    /// Any width for the tool in effect (clamped to `PressureSpan.widths`).
    case setWidth(Double)
    /// The next width of `WidthSteps.ladder`, thicker (`up`) or thinner (the `]` and `[` keys).
    case stepWidth(up: Bool)
    /// Eraser if not erasing, else back to the tool before (B1's default double-tap).
    case toggleEraser
    /// Back to the tool chosen before this one.
    case previousTool
    /// The next tool of a list the person picked (an opt-in custom mode, B2).
    case cycleTools([Tool])
    /// Engage or release a tool that applies only while a pen button is held.
    case beginTemporary(Tool)
    case endTemporary
    /// Remove every stroke of the page (one undo step).
    case clearPage
    /// What the eraser takes away (the `eraser.mode` preference, saved).
    case setEraserMode(EraserMode)
    /// Fit width, fit page or 100 % (Ctrl+2, Ctrl+3, Ctrl+1).
    case zoom(ZoomPreset)
    /// The zoom in percent (clamped to 5 %...800 %), around the canvas's centre.
    case setZoomPercent(Int)
    /// Shows page `i` (from 0) at the top of the canvas.
    case goToPage(Int)
    /// Every stroke of the page being read, with the lasso in hand (Ctrl+A).
    case selectAll
    /// Takes the selected strokes away, one undo step (Delete).
    case deleteSelection
    /// A copy of the selected strokes, a little down and right, selected instead (Ctrl+D).
    case duplicateSelection
    /// The selected strokes to the clipboard (Ctrl+C), cut (Ctrl+X), the clipboard's content
    /// pasted (Ctrl+V): see `Editor+Clipboard.swift`.
    case clipboard(ClipboardCommand)
    /// The ruler on or off: strokes become straight lines in 15° steps (R).
    case toggleRuler
}

extension Editor {
    /// Carries out a command for the device kind that asked for it (kind nil: the device in use).
    public mutating func run(_ command: EditorCommand, for kind: DeviceKind? = nil) -> Outcome {
        outcome(trackingOverlays { $0.perform(command, for: kind) })
    }

    /// Carries out a command; what it leaves for the caller waits in the outbox.
    mutating func perform(_ command: EditorCommand, for kind: DeviceKind? = nil) -> Damage {
        let kind = kind ?? activeKind
        if var finished = finishTextEditing(before: command) {
            finished.formUnion(perform(command, for: kind))
            return finished
        }
        var state = toolState(for: kind)
        switch command {
        case .undo:
            let frameBefore = selectionDamage
            let step = history.undoStep
            guard !session.holdsPage, !step.isEmpty, let done = history.undo(&document) else { return .none }
            let undone = step.reversed().map(\.inverse)
            outbox.edits.append(contentsOf: undone)
            followPages(undone)
            relocateSelection(following: undone)
            var damage = historyDamage(done, selectionFrame: frameBefore)
            damage.formUnion(measuredTextDamage(step))
            damage.formUnion(bringIntoSight(done, last: undone.last))
            damage.formUnion(overviewSelectsTheCurrentPage())
            return damage
        case .redo:
            let frameBefore = selectionDamage
            let step = history.redoStep
            guard !session.holdsPage, !step.isEmpty, let done = history.redo(&document) else { return .none }
            outbox.edits.append(contentsOf: step)
            followPages(step)
            relocateSelection(following: Array(step))
            var damage = historyDamage(done, selectionFrame: frameBefore)
            damage.formUnion(measuredTextDamage(step))
            damage.formUnion(bringIntoSight(done, last: step.last))
            damage.formUnion(overviewSelectsTheCurrentPage())
            return damage
        case .selectTool(let tool):
            state.choose(tool)
            lentLasso[kind] = nil   // the lasso chosen while lent is the person's own now
        case .selectColor(let i) where palette.colors(for: state.colorTool).indices.contains(i):
            state.colorIndex = i
            if state.tool == .eraser && kind != .eraser { state.choose(.pen) }
        case .setColor(let color):
            state.customColor = color.quantised
            if state.tool == .eraser && kind != .eraser { state.choose(.pen) }
            var prefs = preferences
            prefs.rememberRecent(color)
            if prefs != preferences {
                preferences = prefs
                outbox.preferencesChanged = true
            }
        case .toggleEraser: state.choose(state.tool == .eraser ? (state.previousTool == .eraser ? .pen : state.previousTool) : .eraser)
        case .previousTool: state.choose(state.previousTool)
        case .cycleTools(let list) where !list.isEmpty:
            let next = list.firstIndex(of: state.tool).map { list[($0 + 1) % list.count] } ?? list[0]
            state.choose(next)
        case .beginTemporary(let tool): state.temporaryTool = tool
        case .endTemporary: state.temporaryTool = nil
        case .clearPage:
            let page = currentPage
            guard !session.editsPage, !document.pages[page].strokes.isEmpty else { return .none }
            let placed = document.pages[page].strokes.enumerated().map { PlacedStroke(index: $0.offset, stroke: $0.element) }
            return historyDamage((page, commit(Edit(page: page, change: .remove(placed)))))
        case .selectWidth(let i) where palette.widths(for: state.widthTool).indices.contains(i): state.width = palette.widths(for: state.widthTool)[i]
        case .setWidth(let w): state.width = w
        case .stepWidth(let up): state.width = WidthSteps.step(from: state.width, up: up)
        case .setEraserMode(let mode): return setEraserMode(mode)
        case .zoom(let preset): return applyZoom(preset)
        case .setZoomPercent(let p): return setZoom(Double(p) / 100, around: canvasFrame.center)
        case .goToPage(let i): return showPage(Swift.max(0, Swift.min(document.pages.count - 1, i)))
        case .selectAll: return selectAll(for: kind)
        case .deleteSelection: return deleteSelection()
        case .duplicateSelection: return duplicateSelection()
        case .clipboard(let c): return clipboard(c)
        case .toggleRuler: return toggleRuler()
        default: return .none
        }
        var damage = setTool(state, for: kind)
        damage.formUnion(followSelection(command, state: state))
        damage.formUnion(followTextEditing(command, state: state))
        return damage
    }

    /// Applies and records a new change (for undo and for the journal); returns its area.
    mutating func commit(_ edit: Edit) -> Rect {
        outbox.edits.append(edit)
        outbox.documentChanged = true
        defer { followPages(CollectionOfOne(edit)) }
        return history.perform(edit, on: &document)
    }

    /// Applies and records changes as one undo step (each journaled); returns their area
    /// (`Document.everything` when they touch several pages).
    mutating func commit(step edits: [Edit]) -> Rect {
        outbox.edits.append(contentsOf: edits)
        outbox.documentChanged = true
        defer { followPages(edits) }
        return history.perform(step: edits, on: &document)
    }

    /// What an undo, redo or other recorded change repaints; a page that came or went moves
    /// every page after it, so the layout is redone and everything repainted.
    mutating func historyDamage(_ done: (page: Int, area: Rect), selectionFrame: Damage) -> Damage {
        var damage = historyDamage(done)
        // The selection's frame and handles reach past its strokes: where they were and are.
        damage.formUnion(selectionFrame)
        damage.formUnion(selectionDamage)
        return damage
    }

    /// The undo and redo buttons, which a change of the history may enable or disable (the rest
    /// of the toolbar stays as it is): repainted by `outcome` when one of them was.
    var historyButtonsDamage: Damage {
        var damage = Damage.none
        for item in [ToolbarItem.undo, .redo] {
            if let f = toolbar.frame(of: item) { damage.region.add(f.insetBy(-2)) }
        }
        return damage
    }

    mutating func historyDamage(_ done: (page: Int, area: Rect)) -> Damage {
        var damage: Damage
        if layout.frames.count != document.pages.count || done.area == Document.everything {
            layout = DocumentLayout(document)
            damage = wholeCanvas
        } else {
            damage = inkDamage(done.area, page: done.page)
        }
        outbox.documentChanged = true
        return damage
    }

    /// What a toolbar control does when pressed and released by a device.
    mutating func press(_ item: ToolbarItem, for kind: DeviceKind) -> Damage {
        let command: EditorCommand
        switch item {
        case .tool(.eraser) where toolState(for: kind).effectiveTool == .eraser:
            // A second tap on the eraser in use switches between the stroke and area erasers.
            command = .setEraserMode(preferences.eraserMode == .area ? .stroke : .area)
        case .tool(let t): command = .selectTool(t)
        case .color(let i): command = .selectColor(i)
        case .width(let i): command = .selectWidth(i)
        case .undo: command = .undo
        case .redo: command = .redo
        case .preferences: return togglePanel()
        case .widthSlider: return .none
        case .documentMenu:
            let anchor = toolbar.frame(of: .documentMenu) ?? Rect(center: canvasFrame.center, radius: 1)
            return documentMenu != nil ? closeList() : openList(at: anchor)
        case .zoomLevel:
            let anchor = toolbar.frame(of: .zoomLevel)?.center ?? canvasFrame.center
            return pad?.purpose == .zoom ? closePad() : openZoomPad(at: anchor)
        case .customColor: return openPicker(for: kind, at: popup?.anchor ?? canvasFrame.center)
        case .recentColor(let i):
            guard let shown = popup?.recentColors, shown.indices.contains(i) else { return .none }
            command = .setColor(shown[i])
        case .colorMenu:
            let anchor = toolbar.frame(of: .colorMenu)?.center ?? canvasFrame.center
            return popup?.kind == .palette ? closePopup() : openPopup(.palette, at: anchor)
        case .nextWidth:
            let state = toolState(for: kind)
            command = .selectWidth(palette.widths(for: state.widthTool).firstIndex { $0 > state.width + 1e-9 } ?? 0)
        }
        return perform(command, for: kind)
    }

    /// Handles a key release (space ends space-drag panning).
    public mutating func handleRelease(_ key: KeyChord) -> Outcome {
        if key.key == .character(" ") { spaceHeld = false }
        return outcome(.none)
    }

    /// Handles a key press: Ctrl+Z undo; Ctrl+Shift+Z and Ctrl+Y redo; P and E pick the pen and
    /// the eraser for the device in use; [ and ] make its tool thinner and thicker. File commands (Ctrl+S, Ctrl+Shift+S, Ctrl+O, Ctrl+E)
    /// are handed on as a `FileRequest`.
    public mutating func handle(_ key: KeyChord) -> Outcome {
        if let request = fileRequest(for: key) {
            // A box being edited goes to the page first, so what is saved holds it.
            var done = outcome(trackingOverlays { $0.finishTextEditing() })
            done.effects.append(.fileRequest(request))
            return done
        }
        return outcome(trackingOverlays { $0.dispatch(key) })
    }

    private mutating func dispatch(_ key: KeyChord) -> Damage {
        // The surfaces over the page get the key first (the top one first).
        if let handled = surfacesHandle(key) { return handled }
        if let typed = textEditingHandles(key) { return typed }
        if let turned = selectionTurnHandles(key) { return turned }
        if let nudged = selectionNudgeHandles(key) { return nudged }
        // What each key does is in `Shortcuts.all` (also what `--help` lists).
        switch Shortcuts.action(for: key) {
        case .command(.selectTool(.eraser))? where toolState(for: activeKind).effectiveTool == .eraser:
            // E again switches between the stroke and area erasers, as a second tap on the eraser does.
            return perform(.setEraserMode(preferences.eraserMode == .area ? .stroke : .area))
        case .command(let command)?: return perform(command)
        case .preferences?: return togglePanel()
        case .zoomIn?: return zoom(by: 1.25, around: zoomAnchor)
        case .zoomOut?: return zoom(by: 1 / 1.25, around: zoomAnchor)
        case .actualSize?: return setZoom(1, around: zoomAnchor)
        case .blankPage(let after)?: return addBlankPage(after: after)
        case .nextPage?: return showPage(Swift.min(document.pages.count - 1, currentPage + 1))
        case .firstPage?: return showPage(0)
        case .lastPage?: return showPage(document.pages.count - 1)
        case .previousPage?: return showPage(Swift.max(0, currentPage - 1))
        case .goToPage?: return openPagePad(at: toolbar.frame(of: .zoomLevel)?.center ?? canvasFrame.center)
        case .zoomPreset(let preset)?: return applyZoom(preset)
        case .panWhileHeld?:
            spaceHeld = true
            return .none
        case .closePopup?:
            // Escape: the selection goes, else the first-start hint (as its close control does).
            return selection == nil ? dismissHint() : clearSelection()
        case .markingMenu?, .documentMenu?, .overview?, .zoomPad?: return keyOpens(Shortcuts.action(for: key))
        case .colorPalette?: return keyOpensPalette()
        case .scrollArrows?: return arrowScrolls(key)
        case .file?, .fullscreen?, nil: return .none
        }
    }
}
