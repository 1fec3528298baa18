import InkDocument
import InkGeometry
import InkInput

extension Editor {
    /// Starts a gesture of `kind`'s tool at a press on the canvas, and feeds it the press.
    mutating func beginGesture(_ e: InputEvent) -> Damage {
        var damage = Damage.none
        // A lent lasso (`lendLasso`) pressed off its selection: the tool before it draws at once.
        if lentLasso[e.device.kind] != nil, toolState(for: e.device.kind).effectiveTool == .lasso,
           selectionHandles?.grip(at: e.position) == nil {
            damage = selection == nil ? returnLentLasso() : clearSelection()
        }
        let state = toolState(for: e.device.kind)
        let page = page(atWindow: e.position)
        // A selection kept after a lasso held on a pen button: the pen moves it by its frame
        // and handles; a press anywhere else lets it go and draws (or erases) as usual. Panning
        // keeps it.
        if selection != nil && state.effectiveTool != .lasso && state.effectiveTool != .pan {
            if e.device.kind != .eraser && takeHoldOfSelection(e) { return toolHandles(.down(sample(e))) }
            damage.formUnion(clearSelection())
        }
        switch state.effectiveTool {
        case .pan:
            session = .panning(PanBehaviour(deviceID: e.device.id, at: e.position))
        case .pen:
            session = .drawing(PenBehaviour(stroke: ActiveStroke(deviceID: e.device.id, page: page, color: state.inkColor(in: palette),
                                                                 outline: state.outline(in: palette),
                                                                 smoothing: preferences.smoothing, prediction: preferences.prediction,
                                                                 ruled: shapes.rulerActive)))
        case .pencil:
            session = .sketching(PencilBehaviour(stroke: ActiveStroke(deviceID: e.device.id, page: page, color: state.inkColor(in: palette),
                                                                     outline: state.outline(in: palette),
                                                                     smoothing: preferences.smoothing, prediction: preferences.prediction,
                                                                 ruled: shapes.rulerActive)))
        case .highlighter:
            session = .highlighting(HighlighterBehaviour(stroke: ActiveStroke(deviceID: e.device.id, page: page,
                                                                               color: state.inkColor(in: palette),
                                                                               outline: state.outline(in: palette),
                                                                               smoothing: preferences.smoothing, prediction: preferences.prediction,
                                                                 ruled: shapes.rulerActive)))
        case .eraser:
            if preferences.eraserMode == .area { reserveStrokeIDs() }
            session = .erasing(EraserBehaviour(deviceID: e.device.id, page: page, radius: state.eraserRadius(in: palette),
                                               mode: preferences.eraserMode))
        case .lasso:
            beginLasso(e, page: page)
        case .text:
            return beginText(e, page: page)
        }
        damage.formUnion(toolHandles(.down(sample(e))))
        shapes.rest = nil
        shapes.snappedAt = nil
        notePenAtRest(e)
        return damage
    }

    /// A middle- or Space-drag: pans whatever the tool, when no other gesture is in progress.
    mutating func beginPanDrag(_ e: InputEvent) {
        guard session.isIdle else { return }
        session = .panning(PanBehaviour(deviceID: e.device.id, at: e.position))
    }

    /// The event as a sample of the gesture in progress, its pressure through the person's
    /// pressure curve (a device without pressure draws as a pen at half pressure would), its
    /// tilt, and the angle a chisel nib in the person's hand has (the barrel rotation's, else at rest).
    func sample(_ e: InputEvent) -> ToolSample {
        ToolSample(window: e.position, page: session.page.map { toPage(e.position, page: $0) } ?? e.position,
                   pressure: preferences.pressureCurve(e.drawingPressure), tilt: e.axes.tilt ?? 0,
                   nibAngle: ChiselNib.angle(rotation: e.axes.rotation, rightHanded: rightHanded), time: e.time)
    }

    /// Feeds an event to the tool at work and carries out its outcome; an `up` ends the gesture.
    mutating func toolHandles(_ event: ToolEvent) -> Damage {
        let page = session.page
        let outcome = runTool(event)
        if case .up = event { session = .idle }
        return carryOut(outcome, page: page)
    }

    /// The tool's outcome; the context (which shares the page's strokes) is let go on return,
    /// before the outcome changes the page.
    private mutating func runTool(_ event: ToolEvent) -> ToolOutcome {
        // Only the eraser reads the page's strokes.
        var context = ToolContext.withoutPage
        if case .erasing(let eraser) = session { context = ToolContext(page: document.pages[eraser.eraserPage]) }
        if case .lassoing(let lasso) = session, case .up = event { context = ToolContext(page: document.pages[lasso.lassoPage]) }
        return session.handle(event, context: context)
    }

    private mutating func carryOut(_ outcome: ToolOutcome, page: Int?) -> Damage {
        switch outcome {
        case .nothing:
            return .none
        case .inked(let area):
            // Worked out from the two values it needs: through `toWindow`, the optimiser copied
            // the whole editor on every drawing event.
            guard !area.isEmpty else { return Damage(window: .empty) }
            return Damage(window: viewport.toWindow(area.offsetBy(layout.origin(of: page ?? 0))))
        case .remove(let strokes):
            guard let page else { return .none }
            // One edit for the event's strokes (at their present indices, highest first).
            let area = document.apply(Edit(page: page, change: .remove(strokes)))
            return area.isEmpty ? .none : inkDamage(area, page: page)
        case .cut(let cuts):
            guard let page else { return .none }
            return carryOut(cuts, page: page)
        case .scroll(let d):
            scroll = scroll + d
            viewIsHome = false
            relayout()
            return wholeView
        case .addStroke(let stroke):
            if let tap = caretTap(stroke) { return tap }
            let committed = Stroke(id: newStrokeID(), points: stroke.points, color: stroke.color, outline: stroke.outline,
                                   pieceIndex: stroke.pieceIndex)
            let placed = PlacedStroke(index: document.pages[stroke.page].strokes.count, stroke: committed)
            let area = commit(Edit(page: stroke.page, change: .add([placed])))
            // The predicted tail the lift took away may reach past the stroke.
            var damage = inkDamage(area.union(stroke.retiredTail), page: stroke.page)
            damage.formUnion(noteHandwriting(committed, page: stroke.page))
            return damage
        case .apply(let edits):
            return applyDrag(edits)
        case .settle(let edits):
            return settleDrag(edits)
        case .textBox(let box):
            guard var t = textEditing else { return .none }
            t.box = box
            return changeTextEditing(to: t)
        case .textCaret(let p):
            return dragCaret(toPage: p)
        case .select(let ids, let region):
            guard let page else { return .none }
            return select(ids, page: page, region: region)
        case .record(let edit):
            history.record(edit)
            outbox.edits.append(edit)
            outbox.documentChanged = true
            return .none   // the undo button, if it lit up: `outcome`
        }
    }
}
