/// The hover preview as engine state: shown for a hovering pen over the canvas only, with the
/// tool's width at pressure 0.5 and its colour; hidden by the mouse, proximity out, leaving the
/// window and drawing; only the old and new preview rectangles are repainted.
import InkGeometry
import InkInput
@testable import InkInterface
import InkPreferences
import Testing

@Suite struct EditorHoverTests {
    @Test func aHoveringPenShowsTheToolsFootprintAtHalfPressure() throws {
        var editor = Editor.fresh()
        _ = editor.hover(Point(300, 300), Devices.pen)
        let preview = try #require(editor.hoverPreview)
        #expect(preview.center == Point(300, 300))
        // Half pressure through the pressure curve: what a light-to-medium touch draws.
        let half = editor.preferences.pressureCurve(0.5)
        #expect(preview.diameter == editor.toolState(for: .pen).outline(in: editor.palette).width(atPressure: half))
        #expect(preview.color == editor.palette.colors[0].color)
        #expect(preview.style == .disc)
        #expect(editor.pointerShape == .hidden)
    }

    /// A question or the file chooser over the window: a tap there answers or chooses, never
    /// draws, so no brush preview shows over them (before, the ink's dot sat on the prompt).
    @Test func noPreviewOverAQuestionOrTheChooser() throws {
        var editor = Editor.fresh()
        _ = editor.ask(Prompt(topic: .closeUnsaved, message: "Save changes before closing?", choices: ["Save", "Cancel"], escapeChoice: 1))
        _ = editor.hover(Point(300, 300), Devices.pen)
        #expect(editor.hoverPreview == nil && editor.pointerShape == .arrow)
        _ = editor.handle(KeyChord(.escape))
        _ = editor.hover(Point(310, 300), Devices.pen)
        #expect(editor.hoverPreview != nil, "back once the question is answered")
        _ = editor.openChooser(.open, folder: "/")
        _ = editor.hover(Point(320, 300), Devices.pen)
        #expect(editor.hoverPreview == nil)
    }

    @Test func theEraserEndShowsARingOfItsReach() throws {
        var editor = Editor.fresh()
        _ = editor.hover(Point(300, 300), Devices.eraser)
        let preview = try #require(editor.hoverPreview)
        #expect(preview.style == .ring)
        #expect(preview.diameter == 2 * editor.toolState(for: .eraser).eraserRadius(in: editor.palette))
    }

    @Test func theAreaEraserShowsItsFootprintFilled() throws {
        var editor = Editor.fresh()
        var prefs = editor.preferences
        prefs.eraserMode = .area
        _ = editor.apply(prefs)
        _ = editor.hover(Point(300, 300), Devices.eraser)
        let preview = try #require(editor.hoverPreview)
        #expect(preview.style == .footprint)
        #expect(preview.diameter == 2 * editor.toolState(for: .eraser).eraserRadius(in: editor.palette))
    }

    @Test func theMouseNeverGetsAPreviewAndHidesThePens() {
        var editor = Editor.fresh()
        _ = editor.hover(Point(300, 300), Devices.mouse)
        #expect(editor.hoverPreview == nil)
        #expect(editor.pointerShape == .arrow)
        _ = editor.hover(Point(300, 300), Devices.pen)
        #expect(editor.hoverPreview != nil)
        let damage = editor.hover(Point(500, 500), Devices.mouse)
        #expect(editor.hoverPreview == nil)
        #expect(damage.window.contains(Point(300, 300)), "the old preview's place is repainted")
    }

    @Test func onlyTheOldAndNewPreviewRectanglesAreRepainted() throws {
        var editor = Editor.fresh()
        _ = editor.hover(Point(200, 200), Devices.pen)
        let old = try #require(editor.hoverPreview).bounds
        let damage = editor.hover(Point(600, 500), Devices.pen)
        let new = try #require(editor.hoverPreview).bounds
        #expect(damage.region.rects.count == 2)
        #expect(Set(damage.region.rects) == Set([old, new]))
        #expect(damage.ink.isEmpty)
    }

    @Test func proximityOutLeaveAndContactHideIt() {
        var editor = Editor.fresh()
        _ = editor.hover(Point(300, 300), Devices.pen)
        _ = editor.handle(InputEvent(action: .proximityOut, device: Devices.pen, position: .zero))
        #expect(editor.hoverPreview == nil)
        _ = editor.hover(Point(300, 300), Devices.pen)
        _ = editor.handle(InputEvent(action: .leave, device: Devices.pen, position: Point(300, 300)))
        #expect(editor.hoverPreview == nil)
        _ = editor.hover(Point(300, 300), Devices.pen)
        _ = editor.press(Point(300, 300), Devices.pen, pressure: 0.5)
        #expect(editor.hoverPreview == nil, "no preview while drawing")
        _ = editor.release(Point(320, 300), Devices.pen)
        #expect(editor.hoverPreview?.center == Point(320, 300), "back where the pen lifted")
    }

    @Test func noPreviewOverTheToolbarButAHighlight() {
        var editor = Editor.fresh()
        let slot = editor.toolbar.slots[3]
        _ = editor.hover(slot.frame.center, Devices.pen)
        #expect(editor.hoverPreview == nil)
        #expect(editor.hoveredItem == slot.item)
        #expect(editor.pointerShape == .arrow)
    }

    @Test func hoverChangesNoDocumentAndNoTool() {
        var editor = Editor.fresh()
        let tools = editor.toolState(for: .pen)
        for slot in editor.toolbar.slots { _ = editor.hover(slot.frame.center, Devices.pen) }
        for i in 0..<40 { _ = editor.hover(Point(100 + Double(i) * 15, 100 + Double(i) * 10), Devices.pen) }
        #expect(editor.document.pages[0].strokes.isEmpty)
        #expect(editor.toolState(for: .pen) == tools)
        #expect(!editor.history.canUndo)
    }
}

/// A pen that leaves proximity mid-stroke (its release lost) still ends its stroke.
@Suite struct EditorLostReleaseTests {
    @Test func proximityOutWhileDrawingCommitsTheStroke() {
        var editor = Editor.fresh()
        _ = editor.press(Point(300, 300), Devices.pen, pressure: 0.5)
        _ = editor.drag(Point(400, 300), Devices.pen, pressure: 0.5)
        _ = editor.handle(InputEvent(action: .proximityOut, device: Devices.pen, position: .zero))
        #expect(editor.activeStroke == nil)
        #expect(editor.document.pages[0].strokes.count == 1)
        #expect(editor.history.canUndo)
    }
}

/// The preview follows the zoom: its size is the tool's width on screen.
@Suite struct EditorHoverZoomTests {
    @Test func thePreviewGrowsWithTheZoom() throws {
        var editor = Editor.fresh()
        _ = editor.hover(Point(300, 300), Devices.pen)
        let at100 = try #require(editor.hoverPreview).diameter
        _ = editor.view(.zoom(by: 2, around: Point(300, 300)))
        _ = editor.hover(Point(301, 300), Devices.pen)
        #expect(try #require(editor.hoverPreview).diameter == 2 * at100)
    }
}
