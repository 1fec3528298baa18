/// The highlighter as a first-class tool: key H and its toolbar button choose it, the menu names
/// it as everywhere else, it keeps its own colour (yellow at first, from its own palette) apart
/// from the pen's, and its default stroke covers a line of 150-dpi text.
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface

@Suite struct HighlighterToolTests {
    @Test func keyHChoosesTheHighlighter() {
        var editor = Editor.fresh()
        _ = editor.handle(KeyChord(.character("h")))
        #expect(editor.shownToolState.tool == .highlighter)
        _ = editor.handle(KeyChord(.character("p")))
        #expect(editor.shownToolState.tool == .pen)
    }

    @Test func theToolbarHasAHighlighterButton() throws {
        var editor = Editor.fresh()
        _ = try #require(editor.toolbar.frame(of: .tool(.highlighter)))
        _ = editor.click(.tool(.highlighter), Devices.mouse)
        #expect(editor.toolState(for: .mouse).tool == .highlighter)
    }

    @Test func theCompactToolbarHasItToo() {
        for height in [300.0, 400, 679] {
            let bar = ToolbarLayout(windowSize: Size(400, height), compact: true)
            #expect(bar.frame(of: .tool(.highlighter)) != nil, "at 400x\(height)")
        }
    }

    @Test func itIsNamedHighlighterEverywhere() {
        #expect(Tool.highlighter.title == "Highlighter")
        #expect(ToolbarItem.tool(.highlighter).title == "Highlighter")
        #expect(MenuItem.main.contains(.tool(.highlighter)))
        #expect(MenuItem.tool(.highlighter).title(in: .standard) == "Highlighter")
        #expect(MenuItem.color(0).title(in: .standard, colorTool: .highlighter) == "Yellow", "the menu names its own colours")
        #expect(MenuItem.color(0).title(in: .standard) == "Black")
    }

    @Test func itStartsYellowAndTranslucent() {
        var state = ToolState()
        state.choose(.highlighter)
        let c = state.inkColor(in: .standard)
        #expect(Palette.standard.highlights.first?.name == "Yellow")
        #expect(c.red > 0.9 && c.green > 0.8 && c.blue < 0.3, "yellow, not the pen's black")
        #expect(c.alpha < 1)
        #expect(Palette.standard.highlights.map(\.name).starts(with: ["Yellow", "Green", "Blue", "Pink", "Orange"]))
    }

    @Test func thePensAndTheHighlightersColoursAreIndependent() throws {
        var editor = Editor.fresh()
        _ = editor.click(.color(2), Devices.mouse)                       // the pen: red
        _ = editor.handle(KeyChord(.character("h")))
        #expect(editor.toolState(for: .mouse).colorIndex == 0, "the highlighter is still yellow")
        _ = editor.click(.color(1), Devices.mouse)                       // the highlighter: green
        #expect(editor.toolState(for: .mouse).color(in: .standard) == Palette.standard.highlights[1].color)
        _ = editor.handle(KeyChord(.character("p")))
        #expect(editor.toolState(for: .mouse).colorIndex == 2, "the pen is still red")
        #expect(editor.toolState(for: .mouse).color(in: .standard) == Palette.standard.colors[2].color)
    }

    @Test func itsDefaultStrokeIsAtLeastEighteenPixelsWide() throws {
        var editor = Editor.fresh()
        _ = editor.handle(KeyChord(.character("h")))
        editor.stroke([Point(150, 300), Point(300, 300), Point(450, 300)])
        let stroke = try #require(editor.document.pages[0].strokes.first)
        #expect(stroke.outline.width(atPressure: 0) >= 18)
        #expect(stroke.outline.width(atPressure: 1) >= 18)
        #expect(stroke.color.alpha < 1)
        #expect(ToolState.defaultWidth(of: .highlighter) >= 18)
    }
}
