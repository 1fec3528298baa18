/// The Preferences panel's scratch area: the pen draws real ink there (the device's colour and
/// width, its pressure through the current curve), never on the page and never saved; Clear
/// empties it. In the wide card it lies in the header, in the narrow one under the curve.
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkPreferences
import InkTestSupport

@Suite struct PanelScratchTests {
    static func openPanel(_ size: Size = testWindow) -> Editor {
        var editor = Editor(windowSize: size)
        _ = editor.handle(KeyChord(.character(","), .control))
        return editor
    }

    @Test func aPenDragDrawsInkThroughTheCurveAndSavesNothing() throws {
        var editor = Self.openPanel()
        _ = editor.run(.selectColor(2), for: .pen)
        var prefs = editor.preferences
        prefs.pressureCurve = PressureCurve.Preset.soft.curve
        _ = editor.apply(prefs)
        let layout = try #require(editor.panelLayout)
        #expect(layout.isWide)
        let area = try #require(layout.frame(of: .scratch))
        #expect(area.maxY <= layout.content.minY && area.minX >= layout.frame.minX, "in the wide card's header")
        #expect(area.width >= 200 && area.height >= 30)
        #expect(layout.control(at: area.center) == .scratch)
        var effects: [Effect] = []
        effects += editor.handle(PointerEvents.press(Point(area.minX + 10, area.center.y), Devices.pen, pressure: 0.3)).effects
        for i in 1...10 {
            effects += editor.handle(PointerEvents.drag(Point(area.minX + 10 + Double(i) * 15, area.center.y), Devices.pen, pressure: 0.8)).effects
        }
        effects += editor.handle(PointerEvents.release(Point(area.minX + 160, area.center.y), Devices.pen)).effects
        let scratch = try #require(editor.panel?.scratch)
        #expect(scratch.count == 1 && scratch[0].points.count == 11)
        #expect(scratch[0].points[0].position == Point(10, area.height / 2), "relative to the area")
        #expect(abs(scratch[0].points[0].pressure - PressureCurve.Preset.soft.curve(0.3)) < 1e-9, "through the curve")
        #expect(abs(scratch[0].points[5].pressure - PressureCurve.Preset.soft.curve(0.8)) < 1e-9)
        #expect(scratch[0].color == Palette.standard.colors[2].color)
        #expect(scratch[0].outline == editor.toolState(for: .pen).outline(in: editor.palette))
        #expect(editor.document.pages[0].strokes.isEmpty && !editor.history.canUndo)
        #expect(!effects.contains { if case .savePreferences = $0 { return true } else { return false } })
        // A second stroke; then Clear empties the area.
        editor.stroke([Point(area.minX + 20, area.minY + 5), Point(area.minX + 60, area.maxY - 5)], Devices.pen, pressure: 0.5)
        #expect(editor.panel?.scratch.count == 2)
        _ = try EditorPanelTests.tap(&editor, .clearScratch)
        #expect(editor.panel?.scratch.isEmpty == true)
    }

    @Test func theEraserEndDrawsThePensInkAndTheHighlighterItsOwn() throws {
        var editor = Self.openPanel()
        let area = try #require(editor.panelLayout?.frame(of: .scratch))
        editor.stroke([Point(area.minX + 10, area.center.y), Point(area.minX + 50, area.center.y)], Devices.eraser, pressure: 0.5)
        #expect(editor.panel?.scratch.last?.color == Palette.standard.colors[0].color)
        _ = editor.run(.selectTool(.highlighter), for: .pen)
        editor.stroke([Point(area.minX + 10, area.center.y), Point(area.minX + 50, area.center.y)], Devices.pen, pressure: 0.5)
        #expect(editor.panel?.scratch.last?.color.alpha == ToolState.highlightAlpha)
    }

    @Test(arguments: [Size(400, 300), Size(600, 500)])
    func inTheNarrowCardItLiesUnderTheCurveAndADragInItDoesNotScroll(size: Size) throws {
        var editor = Self.openPanel(size)
        let start = try #require(editor.panelLayout)
        #expect(!start.isWide)
        let graph = try #require(start.frame(of: .curveGraph))
        let unscrolled = try #require(start.frame(of: .scratch))
        #expect(unscrolled.minY > graph.maxY && unscrolled.height >= 60)
        let clear = try #require(start.frame(of: .clearScratch))
        #expect(clear.minX > unscrolled.maxX && clear.width >= 24 && clear.height >= 24)
        // Scroll it into view, then draw upward across it: the panel stays put.
        let scrolled = start.scroll(toShow: [unscrolled])
        _ = editor.handle(InputEvent(action: .scroll(.down), device: Devices.mouse, position: start.content.center))
        for _ in 0..<200 where editor.panel?.scroll ?? 0 < scrolled {
            _ = editor.handle(InputEvent(action: .scroll(.down), device: Devices.mouse, position: start.content.center))
        }
        let layout = try #require(editor.panelLayout)
        let area = try #require(layout.frame(of: .scratch))
        #expect(layout.content.contains(area.center))
        let before = layout.scroll
        editor.stroke([Point(area.minX + 10, area.maxY - 4), Point(area.minX + 60, area.minY + 4)], Devices.pen, pressure: 0.5)
        #expect(editor.panelLayout?.scroll == before)
        #expect(editor.panel?.scratch.count == 1)
    }
}
