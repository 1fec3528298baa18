/// The palette's custom colour button, the picker on the editor and the recent colours: a drag
/// picks, OK applies to the tool that opened it (the highlighter stays translucent) and saves
/// the colour first in colors.recent; a tap outside or Escape changes nothing and never draws.
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkPreferences
import InkTestSupport
import Testing

@Suite struct EditorColorPickerTests {
    /// Opens the palette at `at` and taps its custom colour button with `device`.
    static func openPicker(_ editor: inout Editor, at anchor: Point = Point(500, 400), _ device: DeviceRef = Devices.pen) throws -> ColorPicker {
        _ = editor.openPopup(.palette, at: anchor)
        let button = try #require(editor.popup?.slots.first { $0.item == .customColor }?.frame)
        _ = editor.press(button.center, device, pressure: 0.5)
        _ = editor.release(button.center, device)
        #expect(editor.popup == nil, "the palette gives way to the picker")
        return try #require(editor.picker)
    }

    static func tap(_ editor: inout Editor, _ p: Point, _ device: DeviceRef = Devices.pen) -> [Effect] {
        editor.handle(PointerEvents.press(p, device, pressure: 0.5)).effects + editor.handle(PointerEvents.release(p, device)).effects
    }

    @Test func aDragPicksAndOKAppliesItToThePenAndRemembersIt() throws {
        var editor = Editor.fresh()
        let picker = try Self.openPicker(&editor)
        #expect(picker.color == InkColor(rgb: 0x1d1d22), "it starts from the pen's colour")
        // Hue: a third down the bar (green); then a drag in the square to its top right corner.
        _ = editor.press(Point(picker.hueBar.center.x, picker.hueBar.minY + picker.hueBar.height / 3), Devices.pen, pressure: 0.5)
        _ = editor.release(Point(picker.hueBar.center.x, picker.hueBar.minY + picker.hueBar.height / 3), Devices.pen)
        _ = editor.press(picker.square.center, Devices.pen, pressure: 0.5)
        _ = editor.drag(Point(picker.square.maxX - 1, picker.square.minY + 1), Devices.pen, pressure: 0.5)
        _ = editor.drag(Point(picker.square.maxX + 30, picker.square.minY - 30), Devices.pen, pressure: 0.5)
        _ = editor.release(Point(picker.square.maxX + 30, picker.square.minY - 30), Devices.pen)
        #expect(editor.picker?.color == InkColor(rgb: 0x00ff00))
        #expect(editor.toolState(for: .pen).color(in: editor.palette) == InkColor(rgb: 0x1d1d22), "nothing changes before OK")
        #expect(editor.document.pages[0].strokes.isEmpty)
        let effects = Self.tap(&editor, picker.okButton.center)
        #expect(editor.picker == nil)
        let state = editor.toolState(for: .pen)
        #expect(state.color(in: editor.palette) == InkColor(rgb: 0x00ff00) && state.customColor != nil)
        #expect(state.colorName(in: editor.palette) == "#00ff00")
        #expect(editor.toolState(for: .mouse).customColor == nil, "the mouse keeps its own colour")
        #expect(editor.preferences.recentColors == [InkColor(rgb: 0x00ff00)])
        #expect(effects.contains(.savePreferences(editor.preferences)))
        // The next stroke has the colour.
        editor.stroke([Point(200, 200), Point(300, 220)], Devices.pen, pressure: 0.5)
        #expect(editor.document.pages[0].strokes.last?.color == InkColor(rgb: 0x00ff00))
    }

    @Test func theHighlighterGetsItsOwnColourAndStaysTranslucent() throws {
        var editor = Editor.fresh()
        _ = editor.run(.selectTool(.highlighter), for: .pen)
        let picker = try Self.openPicker(&editor)
        #expect(picker.tool == .highlighter && picker.color == InkColor(rgb: 0xffe11a))
        _ = Self.tap(&editor, Point(picker.hueBar.center.x, picker.hueBar.minY + picker.hueBar.height * 2 / 3))
        _ = Self.tap(&editor, Point(picker.square.maxX - 0.01, picker.square.minY))
        _ = Self.tap(&editor, picker.okButton.center)
        var state = editor.toolState(for: .pen)
        #expect(state.inkColor(in: editor.palette) == InkColor(rgb: 0x0000ff, alpha: ToolState.highlightAlpha))
        state.choose(.pen)
        #expect(state.color(in: editor.palette) == InkColor(rgb: 0x1d1d22), "the pen keeps its colour")
    }

    @Test func aTapOutsideOrEscapeLeavesTheColourAndNeverDraws() throws {
        var editor = Editor.fresh()
        var picker = try Self.openPicker(&editor)
        _ = Self.tap(&editor, picker.square.center)
        _ = Self.tap(&editor, Point(picker.frame.maxX + 100, picker.frame.maxY + 40))
        #expect(editor.picker == nil && editor.document.pages[0].strokes.isEmpty)
        #expect(editor.toolState(for: .pen).customColor == nil && editor.preferences.recentColors.isEmpty)
        picker = try Self.openPicker(&editor)
        _ = Self.tap(&editor, picker.square.center)
        _ = editor.handle(KeyChord(.escape))
        #expect(editor.picker == nil && editor.toolState(for: .pen).customColor == nil)
        // Return applies, as OK does.
        picker = try Self.openPicker(&editor)
        _ = Self.tap(&editor, Point(picker.square.maxX - 0.01, picker.square.maxY - 0.01))
        _ = editor.handle(KeyChord(.enter))
        #expect(editor.toolState(for: .pen).customColor == InkColor(rgb: 0x000000))
    }

    @Test func theOldColourTakesThePickBackAndHoverOnlyHighlights() throws {
        var editor = Editor.fresh()
        let picker = try Self.openPicker(&editor)
        _ = Self.tap(&editor, Point(picker.square.minX, picker.square.minY))
        #expect(editor.picker?.color == InkColor(rgb: 0xffffff))
        _ = editor.hover(picker.okButton.center, Devices.pen)
        #expect(editor.hoveredPickerControl == .ok && editor.picker != nil)
        #expect(editor.scene.hoverPreview == nil, "no brush preview over the picker")
        _ = Self.tap(&editor, picker.oldSwatch.center)
        #expect(editor.picker?.color == InkColor(rgb: 0x1d1d22))
    }

    @Test func recentColoursShowInThePaletteAndATapChoosesOne() throws {
        var editor = Editor.fresh()
        var prefs = editor.preferences
        prefs.recentColors = [InkColor(rgb: 0x3a7bd5), InkColor(rgb: 0xaa5500)]
        _ = editor.apply(prefs)
        _ = editor.openPopup(.palette, at: Point(500, 400))
        let popup = try #require(editor.popup)
        let items = popup.slots.map(\.item)
        #expect(items.filter { if case .recentColor = $0 { return true } else { return false } } == [.recentColor(0), .recentColor(1)])
        #expect(items.firstIndex(of: .customColor)! < items.firstIndex(of: .recentColor(0))!)
        for slot in popup.slots where slot.item == .customColor || slot.item == .recentColor(0) {
            #expect(slot.frame.width >= 24 && slot.frame.height >= 24)
        }
        #expect(popup.recentColors == prefs.recentColors)
        let second = try #require(popup.slots.first { $0.item == .recentColor(1) }?.frame)
        let effects = Self.tap(&editor, second.center)
        #expect(editor.popup == nil)
        #expect(editor.toolState(for: .pen).color(in: editor.palette) == InkColor(rgb: 0xaa5500))
        #expect(editor.preferences.recentColors == [InkColor(rgb: 0xaa5500), InkColor(rgb: 0x3a7bd5)], "the one used goes first")
        #expect(effects.contains { if case .savePreferences = $0 { return true } else { return false } })
        // A preset takes the custom colour's place.
        _ = editor.run(.selectColor(2), for: .pen)
        #expect(editor.toolState(for: .pen).customColor == nil && editor.toolState(for: .pen).color(in: editor.palette) == Palette.standard.colors[2].color)
    }

    @Test func thePaletteWithoutRecentsHasTheCustomButtonAboveTheSlider() throws {
        let popup = Popup(kind: .palette, anchor: Point(500, 400), rightHanded: true, within: ColorPickerTests.canvas, palette: .standard)
        let custom = try #require(popup.slots.first { $0.item == .customColor }?.frame)
        let slider = try #require(popup.slots.first { $0.item == .widthSlider }?.frame)
        let lastPreset = try #require(popup.slots.first { $0.item == .color(5) }?.frame)
        #expect(custom.minY > lastPreset.maxY && custom.maxY < slider.minY)
        let full = Popup(kind: .palette, anchor: Point(500, 400), rightHanded: true, within: ColorPickerTests.canvas, palette: .standard,
                         recentColors: Array(repeating: InkColor(rgb: 0), count: 8))
        #expect(full.frame.height == popup.frame.height + 2 * 32, "nine cells in three rows of three")
    }
}
