import InkDocument
import InkGeometry
import InkInput
import InkPreferences

/// The interface logic of one document window, as a value: it takes platform-neutral input
/// events, keys and commands, changes the document and tool state, and says what to redraw.
/// It knows nothing of X11 or Cairo; the platform feeds it and the renderer draws it.
public struct Editor: Sendable {
    public internal(set) var document: Document
    /// Which document this is: changes each time another document replaces the one shown
    /// (an open, a recovery), so whatever was kept for the old one (decoded images) is let go.
    public internal(set) var documentSerial = 0
    public internal(set) var history = History()
    /// Whether undo and redo were enabled at the last outcome that changed the history (nil
    /// before the first): their buttons are repainted only when that changes (`outcome`).
    var historyButtonsShown: HistoryButtons?
    public let palette: Palette
    public internal(set) var windowSize: Size
    public internal(set) var toolbar: ToolbarLayout
    public internal(set) var viewport: Viewport {
        didSet {
            rememberedGeneration &+= 1
            if !viewIsHome && viewport != oldValue { scrollbarState.shownUntil = now + ScrollbarState.linger }
        }
    }
    /// The scrollbars' state and the page button's (see `Editor+ViewControls`).
    public internal(set) var scrollbarState = ScrollbarState()
    /// Each device kind's own tool, colour and width (G5).
    public internal(set) var tools: [DeviceKind: ToolState] = [:] { didSet { rememberedGeneration &+= 1 } }
    /// The kind of the device used last: the toolbar shows its tool.
    public internal(set) var activeKind: DeviceKind = .mouse
    /// The kinds of pointing device used so far (the mode indicator names devices once two are).
    public internal(set) var seenKinds: DeviceKinds = []
    /// The gesture in progress (drawing, erasing or panning), one at a time.
    public internal(set) var session = ToolSession.idle
    /// The stroke being drawn, if any.
    public var activeStroke: ActiveStroke? { session.stroke }
    /// The strokes the lasso selected, if any (`Editor+Selection.swift`).
    public internal(set) var selection: Selection?
    /// The devices holding a lasso lent to move a paste or a Ctrl+A selection (`lendLasso`).
    var lentLasso: [DeviceKind: LentLasso] = [:]
    /// Where files dragged over the window would be inserted as pages, while they hover.
    public internal(set) var dropHoverSlot: Int?
    /// The text box being edited, if any (`Text/Editor+Text.swift`).
    public internal(set) var textEditing: TextEditing?
    /// Reads handwriting written into a text box, when one is installed (set by the platform).
    public var handwritingRecognizer: (any HandwritingRecognizer)?
    /// The control pressed and not yet released, if any.
    public internal(set) var pressedItem: ToolbarItem?
    /// The button of the selection's bar pressed and not yet released, if any.
    var pressedSelectionButton: PressedSelectionButton?
    /// Where each page lies in document coordinates (kept in step with `document.pages`).
    public internal(set) var layout: DocumentLayout
    /// Space is held: a drag moves the page instead of drawing.
    public internal(set) var spaceHeld = false
    /// The device whose press closed a popup: its release must not act.
    var popupDismissedByPress: Int?
    /// The pen hovering in proximity, if any (H1).
    public internal(set) var hover: HoverState?
    /// Where the pointer or the pen last was over the window (nil once it left): a paste goes there.
    public internal(set) var pointerAt: Point?
    /// The sheet of paper pages made from a blank sketch take (`sheetsFromTheCanvas`): the
    /// desktop's paper, given by the platform; A4 unless told.
    public var paperSize = PaperSize.a4
    /// The toolbar control under a hovering pen or the mouse (highlighted, never pressed: H5).
    public internal(set) var hoveredItem: ToolbarItem?
    /// Whether `hoveredItem` is the toolbar's (or the status bar's) under the pointer, not a palette
    /// swatch (`barHoveredItem`).
    var hoveredOnBar = false
    /// The palette, marking menu, Preferences panel, file chooser and prompt over the page, in
    /// layer order: the top one gets input first.
    public internal(set) var surfaces = SurfaceStack()
    /// When the popups close because the pen has been away too long (see `popupGraceMs`).
    var popupGraceDeadline: UInt64?
    /// The fingers on a touchscreen (pan, pinch, taps, palm rejection).
    public internal(set) var touches = TouchGestures()
    var pendingFlick: PendingFlick?
    /// A button whose next click or long press is swallowed because a flick used the press.
    var swallowedGesture: PenButton?
    /// The note shown briefly next to the pen after a button action.
    public internal(set) var feedback: Feedback?
    /// A message at the top of the canvas, if any.
    public internal(set) var notice: Notice?
    /// A problem that lasts (e.g. crash protection is off): shown as a standing notice, again
    /// after any passing notice, until it is fixed.
    public internal(set) var standingNotice: String?
    /// A notice that stays until tapped, which a passing notice covers for its time: shown
    /// again after it (`postNotice`), so that it is not lost unread.
    var heldNotice: Notice?
    /// The name of the custom double-click mode in effect, shown by the mode indicator (B2).
    public var customMode: String?
    /// Its short form for a narrow status bar ("2× Undo").
    var customModeShort: String?
    /// Which hand writes: controls and popups go to the other side (L1).
    public internal(set) var rightHanded = true {
        didSet { if rightHanded != oldValue { relayout() } }
    }
    /// How far the page has been panned from its home position (window pixels).
    public internal(set) var scroll = Point.zero { didSet { rememberedGeneration &+= 1 } }
    /// Whether the view is still where a fresh start puts it (not scrolled or zoomed since):
    /// a layout change then puts it there again for the new layout, so the window shows what a
    /// fresh start with that layout shows.
    public internal(set) var viewIsHome = true
    /// The window changed size during a gesture: the view keeps the page where it was under the
    /// pen until the gesture ends, then fits the window (`resize(to:)`).
    var viewAwaitsWindow = false
    /// The running guess of the writing hand from the pen's tilt, used until the person chooses.
    var handGuess = HandednessGuess()
    /// What switching the layout to a guessed hand repaints (the whole window).
    var inferredHandDamage = Damage.none
    /// The person's settings (bindings, handedness, double-click time).
    public internal(set) var preferences = Preferences()
    /// The desktop's double-click time (XSETTINGS Net/DoubleClickTime), when known.
    public var desktopDoubleClickMs: Int? { didSet { configureButtons() } }
    /// Recognises clicks, double-clicks, long presses and holds of the pen's barrel buttons.
    var buttons = PenButtonRecognizer(doubleClickBound: [.lower])
    /// The pen whose buttons were pressed last.
    var buttonDevice: DeviceRef?
    /// The button whose hold engaged a temporary tool.
    var heldButton: PenButton?
    /// Shape recognition's resting pen and the ruler (`Editor+Shapes`).
    public internal(set) var shapes = ShapeState()
    /// How many changes the document has had (edits, undos and redos): compared with the count
    /// at the last save to tell whether there are unsaved changes.
    public internal(set) var changeCount = 0
    /// Which state of the document this is, for a save to keep (`DocumentMark`); nil after a
    /// change the undo history does not name (a drag or a text under way).
    public internal(set) var documentMark: DocumentMark? = DocumentMark(history: 0, step: 0)
    /// How many times the undo history started over (a document replaced, strokes renumbered).
    var historyEpoch = 0
    /// What the steps of the running entry point leave for its `Outcome` (journal edits,
    /// answers, changed preferences); empty between calls.
    var outbox = EffectOutbox()
    /// The arrow-key nudges of the selection going on (one undo step), if any (`Editor+SelectionNudge`).
    var nudgeRun: NudgeRun?
    /// The latest event time seen (server milliseconds).
    public internal(set) var now: UInt64 = 0
    /// The first-start hint and the toolbar's tooltips (`Editor+Guidance.swift`).
    public internal(set) var guidance = Guidance() {
        // Of the guidance only the hint's dismissal is remembered; a tooltip coming or going is not.
        didSet { if guidance.hintDismissed != oldValue.hintDismissed { rememberedGeneration &+= 1 } }
    }
    /// Counts changes to what is remembered between runs (the tools, the view, the hint), so
    /// the remembered state is compared and written only after one (`StateKeeper.note`).
    public private(set) var rememberedGeneration = 0
    /// How much room interface text takes (the hint card, prompts, notices, tooltips, the
    /// panel's hint): the app gives the renderer's font measure; the default knows no font.
    public var textMeasure: any TextMeasure = UniformTextMeasure()

    public init(document: Document = Document(), windowSize: Size, palette: Palette = .standard) {
        self.document = document
        self.layout = DocumentLayout(document)
        self.palette = palette
        self.windowSize = windowSize
        self.toolbar = ToolbarLayout(windowSize: windowSize, palette: palette)
        self.viewport = Viewport()
        relayout()
    }

    /// The tool state of a device kind.
    public func toolState(for kind: DeviceKind) -> ToolState {
        tools[kind] ?? .initial(for: kind)
    }

    /// The tool state the toolbar shows (the device in use).
    public var shownToolState: ToolState { toolState(for: activeKind) }

    /// The window area of the canvas.
    public var canvasFrame: Rect { toolbar.canvasFrame(windowSize: windowSize) }

    /// The whole window.
    public var windowFrame: Rect { Rect(x: 0, y: 0, width: windowSize.width, height: windowSize.height) }

    /// The brush preview to show now, if any: only for a hovering pen or eraser end over the
    /// canvas, never while it draws, never for the mouse or touch (H1-H3).
    public var hoverPreview: HoverPreview? {
        guard let h = hover, !session.editsPage, canvasFrame.contains(h.position), scrollbarState.hovered == nil,
              surfaces.isEmpty || !surfaceHidesPreview(at: h.position) else { return nil }
        let state = toolState(for: h.kind)
        switch state.effectiveTool {
        case .pen, .pencil:
            // The pencil's lead widens as the pen tilts, and its graphite is as dark as the
            // pressure and tilt make it: the preview shows the mark it would make.
            let footprint = StrokePoint(h.position, pressure: preferences.pressureCurve(0.5), tilt: h.tilt ?? 0)
            var color = state.inkColor(in: palette)
            if state.effectiveTool == .pencil { color.alpha *= Graphite.opacity(pressure: footprint.pressure, tilt: footprint.tilt) }
            return HoverPreview(center: h.position, diameter: state.outline(in: palette).width(at: footprint) * viewport.scale,
                                color: color, style: .disc)
        case .highlighter:
            let nib = ChiselNib(state.outline(in: palette))
            return HoverPreview(center: h.position, diameter: nib.length * viewport.scale, color: state.inkColor(in: palette),
                                style: .chisel(angle: ChiselNib.angle(rotation: h.rotation, rightHanded: rightHanded),
                                               thickness: nib.thickness * viewport.scale))
        case .eraser:
            return HoverPreview(center: h.position, diameter: 2 * state.eraserRadius(in: palette) * viewport.scale,
                                color: InkColor(rgb: 0x34343c), style: preferences.eraserMode == .area ? .footprint : .ring)
        case .pan, .lasso, .text:
            return nil
        }
    }

    /// Whether an open surface hides the brush preview at a position: a question, the file
    /// chooser and the marking menu anywhere (a tap there never draws), the page overview over
    /// the canvas, the palette and the colour picker over themselves.
    func surfaceHidesPreview(at p: Point) -> Bool {
        prompt != nil || chooser != nil || menu != nil || overview.map { _ in canvasFrame.contains(p) } ?? false || (popup?.frame.contains(p) ?? false) || (picker?.frame.contains(p) ?? false) || (pad?.frame.contains(p) ?? false)
            || (documentMenu?.frame.contains(p) ?? false)
    }

    /// Where the feedback note is, if one shows.
    public var feedbackFrame: Rect? { feedback?.frame(rightHanded: rightHanded, within: canvasFrame, measure: textMeasure) }

    /// Where button feedback appears when the pen's position is not known.
    var buttonAnchor: Point { canvasFrame.center }

    /// Shows a feedback note next to the pen.
    mutating func showFeedback(_ text: String, tool: Tool?, at anchor: Point) -> Damage {
        var damage = Damage.none
        if let old = feedbackFrame { damage.region.add(old.insetBy(-2)) }
        feedback = Feedback(text: text, tool: tool, anchor: anchor, until: now + Feedback.duration)
        if let f = feedbackFrame { damage.region.add(f.insetBy(-2)) }
        return damage
    }

    /// The pointer the window should show: none while the preview stands in for it.
    public var pointerShape: PointerShape { hoverPreview == nil ? .arrow : .hidden }

    /// Runs a change and adds the repaint of whatever overlay it moved: the hover preview's old
    /// and new places, and the old and new highlighted control.
    mutating func trackingOverlays(_ change: (inout Editor) -> Damage) -> Damage {
        // Cheap to compare (no strings built): this runs for every input event.
        let preview = hoverPreview, item = hoveredItem, indicatorBefore = indicatorKey
        var damage = countingChanges(change)
        let newPreview = hoverPreview
        if newPreview != preview {
            if let preview { damage.region.add(preview.bounds) }
            if let newPreview { damage.region.add(newPreview.bounds) }
        }
        if hoveredItem != item {
            for i in [item, hoveredItem] {
                guard let i else { continue }
                if let f = toolbar.frame(of: i) { damage.region.add(f.insetBy(-2)) }
                if let f = popup?.slots.first(where: { $0.item == i })?.frame { damage.region.add(f.insetBy(-2)) }
            }
        }
        if indicatorBefore != indicatorKey { damage.region.add(modeIndicatorFrame) }
        if hoveredItem != item || guidance.tooltip != nil { damage.formUnion(followHoverForTooltip(was: item)) }
        return damage
    }

    mutating func setTool(_ state: ToolState, for kind: DeviceKind) -> Damage {
        guard state != toolState(for: kind) else { return .none }
        if state.tool != toolState(for: kind).tool { lentLasso[kind] = nil }   // chosen: no longer lent
        tools[kind] = state
        return toolChangeDamage
    }

    /// What a change of the tool in hand repaints: the toolbar and the whole status bar (its
    /// tool buttons and the mode indicator, which names the tool in hand).
    var toolChangeDamage: Damage {
        var damage = Damage(window: toolbar.frame)
        damage.region.add(toolbar.statusBar)
        return damage
    }

    /// Makes `kind` the device in use; the toolbar follows it.
    mutating func activate(_ kind: DeviceKind) -> Damage {
        guard kind != activeKind, kind != .pad, kind != .other else { return .none }
        let before = shownToolState
        activeKind = kind
        guard before != shownToolState else { return .none }
        return toolChangeDamage
    }
}
