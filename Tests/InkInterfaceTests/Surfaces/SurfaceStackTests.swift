/// The surfaces over the page (palette, marking menu, Preferences panel, file chooser, prompt)
/// lie on one stack in layer order, and input follows one rule: the top surface gets it first,
/// and what a surface lets through goes to the one below, then to the page (issue 11, point 3).
import Testing
import InkGeometry
import InkInput
@testable import InkInterface

@Suite struct SurfaceStackTests {
    static let question = Prompt(topic: .closeUnsaved, message: "Save?", choices: ["Save", "Discard", "Cancel"], escapeChoice: 2)

    @Test func surfacesKeepLayerOrderWhateverTheOrderTheyOpenIn() {
        var stack = SurfaceStack()
        stack.prompt = PromptSurface(prompt: Self.question)
        stack.popup = Popup(kind: .palette, anchor: Point(100, 100), rightHanded: true,
                            within: Rect(x: 0, y: 0, width: 800, height: 600), palette: .standard)
        stack.panel = PanelSurface(panel: PreferencesPanel())
        #expect(stack.layersTopFirst == [.prompt, .panel, .popup])
        #expect(stack.top?.layer == .prompt)
        // Replacing a surface keeps its place; taking one away leaves the others in order.
        var panel = PreferencesPanel()
        panel.scroll = 40
        stack.panel = PanelSurface(panel: panel)
        #expect(stack.layersTopFirst == [.prompt, .panel, .popup])
        #expect(stack.panel?.panel.scroll == 40)
        stack.prompt = nil
        #expect(stack.top?.layer == .panel)
        stack.panel = nil
        stack.popup = nil
        #expect(stack.isEmpty && stack.top == nil)
    }

    @Test func eachSurfaceKeepsItsOwnPointerState() {
        var editor = Editor.fresh()
        _ = editor.openMenu(at: Point(400, 300))
        _ = editor.togglePanel()
        #expect(editor.surfaces.layersTopFirst == [.panel, .menu])
        let layout = try! #require(editor.panelLayout)
        let control = try! #require(layout.controls.first?.frame.center)
        _ = editor.handle(InputEvent(action: .motion, device: Devices.mouse, position: control))
        #expect(editor.hoveredPanelControl != nil)
        // The menu below saw nothing of it.
        #expect(editor.hoveredMenuItem == nil)
        #expect(editor.surfaces.menu?.hovered == nil)
    }

    @Test func theTopSurfaceGetsAKeyFirst() {
        var editor = Editor.fresh()
        _ = editor.openMenu(at: Point(400, 300))
        _ = editor.togglePanel()
        // Escape closes the panel (on top), then the menu under it.
        _ = editor.handle(KeyChord(.escape))
        #expect(editor.panel == nil && editor.menu != nil)
        _ = editor.handle(KeyChord(.escape))
        #expect(editor.menu == nil && editor.surfaces.isEmpty)
    }

    @Test func aModalSurfaceTakesWhatTheOnesBelowWouldHaveHad() {
        var editor = Editor.fresh()
        _ = editor.togglePanel()
        _ = editor.ask(Self.question)
        #expect(editor.surfaces.top?.layer == .prompt)
        // Escape answers the question; the panel under it stays.
        let answered = editor.handle(KeyChord(.escape))
        #expect(answered.effects == [.promptAnswered(.closeUnsaved, choice: 2)])
        #expect(editor.panel != nil && editor.prompt == nil)
        // A tap on a row of the panel (outside the card) does not reach the panel under the prompt...
        _ = editor.ask(Self.question)
        let before = editor.panel
        let card = Self.question.frame(in: editor.canvasFrame, measure: UniformTextMeasure())
        let layout = try! #require(editor.panelLayout)
        let row = try! #require(layout.controls.first { c in
            if case .row(let key) = c.control { return key != before?.selected && !card.contains(c.frame.center) }
            return false
        })
        _ = editor.click(at: row.frame.center)
        #expect(editor.panel == before)
        #expect(editor.prompt != nil)
        // ...and does once the prompt is answered.
        _ = editor.handle(KeyChord(.escape))
        _ = editor.click(at: row.frame.center)
        if case .row(let key) = row.control { #expect(editor.panel?.selected == key) }
    }

    @Test func whatThePaletteLetsThroughReachesThePage() {
        var editor = Editor.fresh()
        _ = editor.openPopup(.palette, at: Point(400, 300))
        let scroll = editor.scroll
        // The wheel goes through to the page...
        _ = editor.handle(InputEvent(action: .scroll(.down), device: Devices.mouse, position: Point(600, 500)))
        #expect(editor.scroll != scroll)
        #expect(editor.popup != nil)
        // ...a tap outside the palette only closes it, and draws nothing.
        editor.stroke([Point(600, 500), Point(620, 500), Point(640, 500)])
        #expect(editor.popup == nil)
        #expect(editor.strokeCount == 0)
        // With nothing over the page the same stroke draws.
        editor.stroke([Point(600, 500), Point(620, 500), Point(640, 500)])
        #expect(editor.strokeCount == 1)
    }

    @Test func theMarkingMenuTakesEveryPointerEvent() {
        var editor = Editor.fresh()
        _ = editor.openMenu(at: Point(300, 300))
        let scroll = editor.scroll
        _ = editor.handle(InputEvent(action: .scroll(.down), device: Devices.mouse, position: Point(600, 500)))
        #expect(editor.scroll == scroll)
        editor.stroke([Point(600, 500), Point(620, 500), Point(640, 500)])
        #expect(editor.strokeCount == 0)
    }
}

extension Editor {
    /// A mouse press and release at a window position.
    mutating func click(at p: Point) -> Damage {
        var d = press(p)
        d.formUnion(release(p))
        return d
    }
}
