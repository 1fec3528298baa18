/// Continuous widths: each tool keeps its own width from 0.5 to 64 px; the toolbar's presets,
/// `[` and `]`, and any width set directly; the pen spans 1:8 with pressure; the pressure curve
/// of the preferences shapes the ink.
import Testing
import InkGeometry
import InkInput
import InkInterface
import InkPreferences

@Suite struct EditorWidthTests {
    @Test func widthsAreClampedToHalfAPixelToSixtyFour() {
        var editor = Editor.fresh()
        _ = editor.run(.setWidth(100), for: .pen)
        #expect(editor.toolState(for: .pen).width == 64)
        _ = editor.run(.setWidth(0.1), for: .pen)
        #expect(editor.toolState(for: .pen).width == 0.5)
        _ = editor.run(.setWidth(23.5), for: .pen)
        #expect(editor.toolState(for: .pen).width == 23.5)
        #expect(editor.toolState(for: .pen).widthIndex(in: editor.palette) == nil)
    }

    @Test func bracketKeysStepThroughTheWholeRange() {
        var editor = Editor.fresh()
        _ = editor.run(.selectTool(.pen), for: .mouse)
        var seen: [Double] = [editor.toolState(for: .mouse).width]
        for _ in 0..<20 { _ = editor.handle(KeyChord(.character("]"))); seen.append(editor.toolState(for: .mouse).width) }
        #expect(seen.last == 64)
        #expect(seen == seen.sorted())
        for _ in 0..<20 { _ = editor.handle(KeyChord(.character("["))); seen.append(editor.toolState(for: .mouse).width) }
        #expect(seen.last == 0.5)
        #expect(Set(seen).isSuperset(of: editor.palette.widths))
        #expect(WidthSteps.step(from: 5, up: true) == 6 && WidthSteps.step(from: 5, up: false) == 4)
    }

    @Test func eachToolKeepsItsOwnWidth() {
        var editor = Editor.fresh()
        _ = editor.run(.setWidth(30), for: .mouse)
        _ = editor.run(.selectTool(.eraser), for: .mouse)
        #expect(editor.toolState(for: .mouse).width == ToolState.defaultWidth(of: .eraser))
        _ = editor.run(.setWidth(12), for: .mouse)
        _ = editor.run(.selectTool(.pen), for: .mouse)
        #expect(editor.toolState(for: .mouse).width == 30)
    }

    @Test func aFullPressStrokeIsEightTimesAsWideAsANoPressureOne() throws {
        var editor = Editor.fresh()
        _ = editor.run(.setWidth(32), for: .pen)
        editor.line(y: 200, Devices.pen, pressure: 0)
        editor.line(y: 500, Devices.pen, pressure: 1)
        let strokes = editor.document.pages[0].strokes
        try #require(strokes.count == 2)
        #expect(abs(strokes[1].bounds.height - 32) < 1e-9)
        #expect(strokes[1].bounds.height / strokes[0].bounds.height >= 8 - 1e-9)
    }

    @Test func theCurveOfThePreferencesShapesTheInkAndThePreview() throws {
        var widths: [String: (ink: Double, preview: Double)] = [:]
        for name in ["soft", "medium", "linear", "firm"] {
            var editor = Editor.fresh()
            var prefs = editor.preferences
            try prefs.set(Preferences.pressureCurveKey, to: name)
            _ = editor.apply(prefs)
            editor.line(y: 300, Devices.pen, pressure: 0.3)
            _ = editor.hover(Point(500, 500), Devices.pen)
            let stroke = try #require(editor.document.pages[0].strokes.first)
            widths[name] = (stroke.bounds.height, try #require(editor.hoverPreview).diameter)
        }
        let ink = ["soft", "medium", "linear", "firm"].compactMap { widths[$0]?.ink }
        let preview = ["soft", "medium", "linear", "firm"].compactMap { widths[$0]?.preview }
        #expect(ink == ink.sorted(by: >) && Set(ink).count == 4)
        #expect(preview == preview.sorted(by: >) && Set(preview).count == 4)
        #expect(abs((widths["linear"]?.preview ?? 0) - PressureSpan.outline(width: 6).width(atPressure: 0.5)) < 1e-6)
    }
}

/// The palette's width slider: any width from 0.5 to 64 px, by pressing and dragging along it
/// with the pen; the palette stays open for a colour.
@Suite struct WidthSliderTests {
    @Test func theSliderRunsFromHalfAPixelToSixtyFourThroughThePresets() {
        #expect(WidthSteps.sliderWidth(at: 0) == 0.5)
        #expect(WidthSteps.sliderWidth(at: 1) == 64)
        #expect(WidthSteps.sliderWidth(at: -1) == 0.5 && WidthSteps.sliderWidth(at: 2) == 64)
        let widths = stride(from: 0.0, through: 1.0, by: 0.01).map { WidthSteps.sliderWidth(at: $0) }
        #expect(widths == widths.sorted())
        for w in [0.5, 3, 6, 16, 64] { #expect(WidthSteps.sliderWidth(at: WidthSteps.sliderFraction(of: w)) == w) }
    }

    @Test func draggingThePensSliderSetsItsWidthAndKeepsThePaletteOpen() throws {
        var editor = Editor.fresh()
        _ = editor.openPopup(.palette, at: Point(500, 400))
        let popup = try #require(editor.popup)
        let slider = try #require(popup.slots.first { $0.item == .widthSlider }?.frame)
        let y = slider.center.y
        _ = editor.press(Point(slider.minX + Popup.sliderInset, y), Devices.pen, pressure: 0.5)
        #expect(editor.toolState(for: .pen).width == 0.5)
        _ = editor.drag(Point(slider.maxX - Popup.sliderInset, y), Devices.pen, pressure: 0.5)
        #expect(editor.toolState(for: .pen).width == 64)
        _ = editor.drag(Point(slider.minX + Popup.sliderInset + (slider.width - 2 * Popup.sliderInset) * WidthSteps.sliderFraction(of: 24), y),
                        Devices.pen, pressure: 0.5)
        _ = editor.release(Point(slider.center.x, y), Devices.pen)
        #expect(editor.toolState(for: .pen).width == 24)
        #expect(editor.toolState(for: .mouse).width == 6)
        #expect(editor.popup != nil)
        #expect(editor.document.pages[0].strokes.isEmpty)
    }
}
