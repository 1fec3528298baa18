/// Choosing the area or stroke eraser: a second tap on the eraser in use (toolbar button or
/// marking-menu item) switches the mode, saved as the `eraser.mode` preference; the toolbar works
/// the same in the condensed bar of a 400x300 window; the mode indicator names the area eraser.
import Testing
import InkGeometry
import InkInput
@testable import InkInterface
import InkPreferences
import InkTestSupport

@Suite struct EditorEraserModeTests {
    /// Taps a toolbar control with the mouse; returns the preferences the editor asked to save.
    func tap(_ item: ToolbarItem, on editor: inout Editor) throws -> [Preferences] {
        let f = try #require(editor.toolbar.frame(of: item))
        var saved: [Preferences] = []
        for event in [PointerEvents.press(f.center, Devices.mouse), PointerEvents.release(f.center, Devices.mouse)] {
            for case .savePreferences(let p) in editor.handle(event).effects { saved.append(p) }
        }
        return saved
    }

    @Test(arguments: [Size(800, 700), Size(400, 300)])
    func aSecondTapOnTheEraserSwitchesBetweenStrokeAndArea(window: Size) throws {
        var editor = Editor(windowSize: window)
        #expect(try tap(.tool(.eraser), on: &editor).isEmpty, "the first tap chooses the eraser")
        #expect(editor.toolState(for: .mouse).tool == .eraser && editor.preferences.eraserMode == .stroke)
        #expect(editor.modeIndicator.detail == "Eraser · 4 px")
        let saved = try tap(.tool(.eraser), on: &editor)
        #expect(editor.preferences.eraserMode == .area)
        #expect(saved.map(\.eraserMode) == [.area])
        #expect(editor.modeIndicator.detail == "Area eraser · 4 px")
        // `]` widens its reach, and the indicator says so (it showed no width at all).
        _ = editor.handle(KeyChord(.character("]")))
        #expect(editor.modeIndicator.detail == "Area eraser · 6 px")
        _ = editor.handle(KeyChord(.character("[")))
        #expect(editor.toolState(for: .mouse).tool == .eraser)
        _ = try tap(.tool(.eraser), on: &editor)
        #expect(editor.preferences.eraserMode == .stroke)
        // Choosing another tool does not switch the mode.
        _ = try tap(.tool(.pen), on: &editor)
        _ = try tap(.tool(.eraser), on: &editor)
        #expect(editor.preferences.eraserMode == .stroke)
    }

    @Test func theMouseErasesAreasAfterSwitching() throws {
        var editor = Editor.fresh()
        editor.line(y: 300)
        _ = try tap(.tool(.eraser), on: &editor)
        _ = try tap(.tool(.eraser), on: &editor)
        _ = editor.press(Point(300, 290))
        _ = editor.drag(Point(300, 310))
        _ = editor.release(Point(300, 310))
        #expect(editor.document.pages[0].strokes.count == 2)
    }

    @Test func choosingTheEraserAgainInTheMarkingMenuSwitchesTheMode() throws {
        var editor = Editor.fresh()
        _ = editor.run(.selectTool(.eraser), for: .pen)
        _ = editor.openMenu(at: Point(500, 450))
        let item = try #require(editor.menu?.slots.first { $0.item == .tool(.eraser) })
        _ = editor.press(item.center, Devices.pen, pressure: 0.5)
        _ = editor.release(item.center, Devices.pen)
        #expect(editor.menu == nil)
        #expect(editor.preferences.eraserMode == .area)
        #expect(editor.toolState(for: .pen).tool == .eraser)
    }

    @Test func theModeComesFromThePreferencesLive() {
        var editor = Editor.fresh()
        var prefs = editor.preferences
        prefs.eraserMode = .area
        _ = editor.apply(prefs)
        _ = editor.hover(Point(300, 300), Devices.eraser)
        #expect(editor.modeIndicator.detail.hasSuffix("Area eraser · 4 px"))
    }
}
