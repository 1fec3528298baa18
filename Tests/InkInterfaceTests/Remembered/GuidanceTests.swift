/// The first-start hint and the toolbar's tooltips: the hint shows on an empty canvas until
/// its close control or the first stroke dismisses it (remembered); a tooltip shows once a
/// control has been hovered for `Tooltip.delay`, as time passes through `advance(to:)`, and
/// hovering never acts (H5).
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkTestSupport

@Suite struct GuidanceTests {
    static func firstStart() -> Editor {
        var editor = Editor.fresh()
        _ = editor.restore(RememberedState())
        return editor
    }

    @Test func anEditorNobodyRestoredShowsNoHint() {
        let editor = Editor.fresh()
        #expect(!editor.showsHint)
        #expect(editor.scene.hint == nil)
    }

    @Test func theFirstStartShowsTheHintInsideTheCanvas() throws {
        for size in [testWindow, Size(400, 300)] {
            var editor = Editor(windowSize: size)
            _ = editor.restore(RememberedState())
            let hint = try #require(editor.scene.hint)
            #expect(inside(hint.frame, editor.canvasFrame))
            #expect(inside(hint.closeFrame, hint.frame))
        }
    }

    @Test func theCloseControlDismissesItWithoutDrawing() throws {
        var editor = Self.firstStart()
        let hint = try #require(editor.firstStartHint)
        let damage = editor.press(hint.closeFrame.center)
        #expect(damage.window.covers(hint.frame))
        _ = editor.release(hint.closeFrame.center)
        #expect(!editor.showsHint)
        #expect(editor.strokeCount == 0)
        #expect(editor.remembered(in: RememberedState()).hintDismissed)
    }

    /// Work on a PDF or on pages (where the hint never shows) counts as having started: the
    /// first blank canvas after it shows no hint. Before, someone who had annotated PDFs for
    /// days met the first-start hint on their first sketch.
    @Test func aStrokeOnAnyDocumentDismissesItForGood() throws {
        var editor = Editor(document: Document(pages: [Page(blankSize: Size(400, 300))]), windowSize: testWindow)
        _ = editor.restore(RememberedState())
        _ = editor.showStart()
        #expect(!editor.showsHint, "pages of a size: no hint")
        #expect(!editor.remembered(in: RememberedState()).hintDismissed)
        for event in PointerEvents.stroke([Point(300, 200), Point(360, 220), Point(420, 200)]) { _ = editor.handle(event) }
        #expect(editor.document.pages[0].strokes.count == 1)
        let state = editor.remembered(in: RememberedState())
        #expect(state.hintDismissed)
        var sketch = Editor.fresh()
        _ = sketch.restore(state)
        #expect(!sketch.showsHint, "the next blank canvas")
    }

    @Test func escapeDismissesIt() throws {
        // As its close control does, for someone at the keyboard (nothing else to escape).
        var editor = Self.firstStart()
        let hint = try #require(editor.firstStartHint)
        let out = editor.handle(KeyChord(.escape))
        let shows = editor.showsHint, dismissed = editor.guidance.hintDismissed
        #expect(!shows && dismissed)
        #expect(out.damage.window.covers(hint.frame))
    }

    /// A recovery prompt at the start (the first run ended before the hint was dismissed) drew
    /// its card over the hint's, the hint's edges showing round it.
    @Test func aPromptHidesItUntilAnswered() throws {
        var editor = Self.firstStart()
        let hint = try #require(editor.firstStartHint)
        _ = editor.ask(Prompt(topic: .recovery, message: "Recover unsaved work?", detail: "", choices: ["Recover", "Discard"], escapeChoice: 0))
        #expect(editor.scene.hint == nil && !editor.showsHint)
        let out = editor.handle(KeyChord(.escape))
        #expect(editor.prompt == nil)
        #expect(editor.scene.hint == hint, "back once the prompt is answered, the canvas still empty")
        #expect(out.damage.window.covers(hint.frame))
    }

    @Test func startingToDrawDismissesItAndDraws() {
        var editor = Self.firstStart()
        #expect(editor.showsHint)
        editor.line(y: 360)
        #expect(!editor.showsHint)
        #expect(editor.strokeCount == 1)
        #expect(editor.remembered(in: RememberedState()).hintDismissed)
    }

    @Test func aPressOnTheToolbarLeavesTheHint() {
        var editor = Self.firstStart()
        _ = editor.click(.tool(.pencil))
        #expect(editor.showsHint)
    }

    @Test func aDocumentWithPagesShowsNoHint() {
        var editor = Self.firstStart()
        _ = editor.replaceDocument(Document(pages: [Page(blankSize: Size(400, 300))]))
        #expect(!editor.showsHint)
    }

    @Test func aHoveredControlShowsItsNameAndKeyAfterTheDelay() throws {
        var editor = Editor.fresh()
        let pencil = try #require(editor.toolbar.frame(of: .tool(.pencil)))
        _ = editor.handle(InputEvent(action: .motion, device: Devices.mouse, position: pencil.center, time: 1000))
        #expect(editor.guidance.tooltip == nil)
        #expect(editor.nextDeadline == 1000 + Tooltip.delay)
        #expect(editor.advance(to: 1000 + Tooltip.delay - 1).damage.isEmpty)
        #expect(editor.guidance.tooltip == nil)
        let shown = editor.advance(to: 1000 + Tooltip.delay)
        let tip = try #require(editor.scene.tooltip)
        #expect(tip.text == "Pencil (B)")
        #expect(shown.damage.window.covers(tip.frame))
        #expect(tip.frame.minX >= editor.toolbar.frame.maxX)
        #expect(abs(tip.frame.center.y - pencil.center.y) <= 1)
        // Hovering never acts.
        #expect(editor.toolState(for: .mouse).tool == .pen)
    }

    @Test func thePensHoverShowsItToo() throws {
        var editor = Editor.fresh()
        let undo = try #require(editor.toolbar.frame(of: .undo))
        _ = editor.handle(InputEvent(action: .motion, device: Devices.pen, position: undo.center, time: 50))
        _ = editor.advance(to: 50 + Tooltip.delay)
        #expect(editor.guidance.tooltip?.text == "Undo (Ctrl+Z)")
        #expect(editor.toolState(for: .pen).tool == .pen)
    }

    @Test func movingAwayOrPressingHidesItAndAnotherControlWaitsAgain() throws {
        var editor = Editor.fresh()
        let pen = try #require(editor.toolbar.frame(of: .tool(.pen)))
        let eraser = try #require(editor.toolbar.frame(of: .tool(.eraser)))
        _ = editor.handle(InputEvent(action: .motion, device: Devices.mouse, position: pen.center, time: 0))
        _ = editor.advance(to: Tooltip.delay)
        let tip = try #require(editor.guidance.tooltip)
        let moved = editor.handle(InputEvent(action: .motion, device: Devices.mouse, position: eraser.center, time: Tooltip.delay + 10))
        #expect(editor.guidance.tooltip == nil)
        #expect(moved.damage.window.covers(tip.frame))
        _ = editor.advance(to: Tooltip.delay + 10 + Tooltip.delay - 1)
        #expect(editor.guidance.tooltip == nil)
        _ = editor.advance(to: 2 * Tooltip.delay + 10)
        #expect(editor.guidance.tooltip?.text == "Eraser (E)")
        _ = editor.press(eraser.center)
        #expect(editor.guidance.tooltip == nil)
        _ = editor.release(eraser.center)
        _ = editor.handle(InputEvent(action: .motion, device: Devices.mouse, position: Point(400, 400), time: 5000))
        _ = editor.advance(to: 9000)
        #expect(editor.guidance.tooltip == nil)
    }

    /// A fresh editor with the mouse come over `item` at time 0.
    static func hovering(_ item: ToolbarItem) throws -> Editor {
        var editor = Editor.fresh()
        let frame = try #require(editor.toolbar.frame(of: item))
        _ = editor.handle(InputEvent(action: .motion, device: Devices.mouse, position: frame.center, time: 0))
        return editor
    }

    @Test(arguments: [ToolbarItem.preferences, .undo])
    func aControlClickedBeforeItsTooltipIsDueShowsNone(item: ToolbarItem) throws {
        // The pointer comes to the Preferences button and clicks it at once: the panel opens
        // over the bar and the pointer rests where the button was. Its tooltip, due later, used
        // to show then, over the panel. The same for a control that opens nothing (Undo): a
        // click is not a wait for its name.
        var editor = try Self.hovering(item)
        let at = try #require(editor.toolbar.frame(of: item)).center
        _ = editor.handle(InputEvent(action: .press(.primary), device: Devices.mouse, position: at, time: 100))
        _ = editor.handle(InputEvent(action: .release(.primary), device: Devices.mouse, position: at, buttons: .primary, time: 150))
        #expect((editor.surfaces.panel != nil) == (item == .preferences))
        _ = editor.advance(to: 5 * Tooltip.delay)
        #expect(editor.guidance.tooltip == nil)
    }

    @Test func aModalSurfaceOpenedByKeyLeavesNoTooltipOverIt() throws {
        var editor = try Self.hovering(.tool(.pen))
        _ = editor.handle(KeyChord(.character(","), [.control]))
        #expect(editor.surfaces.panel != nil)
        _ = editor.advance(to: 5 * Tooltip.delay)
        #expect(editor.guidance.tooltip == nil)
    }

    @Test func aNewLayoutTakesTheTooltipAway() throws {
        var editor = try Self.hovering(.tool(.pen))
        _ = editor.advance(to: Tooltip.delay)
        #expect(editor.guidance.tooltip != nil)
        var prefs = editor.preferences
        prefs.handedness = .left
        _ = editor.apply(prefs)
        #expect(editor.guidance.tooltip == nil)
    }

    @Test func theTooltipStaysInsideTheWindowOnTheCanvasSide() throws {
        var editor = Editor(windowSize: Size(400, 300))
        var prefs = editor.preferences
        prefs.handedness = .left
        _ = editor.apply(prefs)
        let gear = try #require(editor.toolbar.frame(of: .preferences))
        _ = editor.handle(InputEvent(action: .motion, device: Devices.mouse, position: gear.center, time: 0))
        _ = editor.advance(to: Tooltip.delay)
        let tip = try #require(editor.guidance.tooltip)
        #expect(tip.text == "Preferences (Ctrl+,)")
        #expect(tip.frame.maxX <= editor.toolbar.frame.minX)
        #expect(inside(tip.frame, editor.windowFrame))
    }
}

func inside(_ r: Rect, _ outer: Rect) -> Bool {
    r.minX >= outer.minX && r.minY >= outer.minY && r.maxX <= outer.maxX && r.maxY <= outer.maxY
}

/// What the remembered state counts as a change.
@Suite struct GuidanceRememberedTests {
    /// Only the hint's dismissal is remembered: a tooltip coming and going asks for no write.
    @Test func aTooltipComingAndGoingChangesNothingRemembered() throws {
        var editor = Editor.fresh()
        let pencil = try #require(editor.toolbar.frame(of: .tool(.pencil)))
        let before = editor.rememberedGeneration
        _ = editor.handle(InputEvent(action: .motion, device: Devices.mouse, position: pencil.center, time: 1000))
        _ = editor.advance(to: 1000 + Tooltip.delay)
        #expect(editor.scene.tooltip != nil)
        _ = editor.handle(InputEvent(action: .motion, device: Devices.mouse, position: editor.canvasFrame.center, time: 2000))
        #expect(editor.scene.tooltip == nil)
        #expect(editor.rememberedGeneration == before)
    }
}
