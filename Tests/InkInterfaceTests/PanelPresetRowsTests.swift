/// The Preferences panel's "Smoothing", "Eraser" and "Prediction" rows: a tap on a preset sets
/// pen.smoothing, eraser.mode or pen.prediction and saves the preferences, as the pressure
/// curve's presets do.
import Testing
import InkGeometry
import InkInput
import InkInterface
import InkPreferences
import InkTestSupport

@Suite struct PanelPresetRowsTests {
    /// A pen tap on `control` in the panel open in a 1024x720 window (all of it in view).
    static func tap(_ control: PanelControl) throws -> (Editor, Outcome) {
        var editor = Editor.fresh()
        _ = editor.resize(to: Size(1024, 720))
        _ = editor.handle(KeyChord(.character(","), .control))
        let layout = try #require(editor.panelLayout)
        #expect(layout.maxScroll == 0)
        let frame = try #require(layout.frame(of: control))
        _ = editor.press(frame.center, Devices.pen, pressure: 0.5)
        let outcome = editor.handle(PointerEvents.release(frame.center, Devices.pen))
        return (editor, outcome)
    }

    @Test func tappingHighSetsSmoothingAndSavesIt() throws {
        let (editor, outcome) = try Self.tap(.smoothing(.high))
        #expect(editor.preferences.smoothing == .high)
        #expect(outcome.effects.contains(.savePreferences(editor.preferences)))
    }

    @Test func tappingLongSetsPredictionAndSavesIt() throws {
        let (editor, outcome) = try Self.tap(.prediction(.long))
        #expect(editor.preferences.prediction == .long)
        #expect(outcome.effects.contains(.savePreferences(editor.preferences)))
    }

    @Test func tappingAreaSetsTheEraserModeAndSavesIt() throws {
        let (editor, outcome) = try Self.tap(.eraserMode(.area))
        #expect(editor.preferences.eraserMode == .area)
        #expect(outcome.effects.contains(.savePreferences(editor.preferences)))
    }

    /// At 1024x720 the card is wide and shows everything at once, nothing overlapping; at
    /// 400x300 the rows are reachable by scrolling.
    @Test(arguments: [Size(1024, 720), Size(400, 300)])
    func theRowsFitWithoutOverlap(size: Size) throws {
        let layout = PanelLayout(window: size, selected: BindingKey(.lower, .click), measure: UniformTextMeasure())
        if size.width >= 1024 {
            #expect(layout.isWide && layout.maxScroll == 0)
        }
        let controls = layout.controls.dropFirst()
        for c in controls {
            #expect(c.frame.minX >= layout.frame.minX && c.frame.maxX <= layout.frame.maxX, "\(c.control)")
            #expect(c.frame.maxY - layout.content.maxY <= layout.maxScroll + 0.5, "\(c.control) out of reach")
            for d in controls where d.control != c.control {
                #expect(!c.frame.intersects(d.frame), "\(c.control) overlaps \(d.control)")
            }
        }
        for level in Smoothing.allCases { #expect(layout.frame(of: .smoothing(level)) != nil) }
        for mode in EraserMode.allCases { #expect(layout.frame(of: .eraserMode(mode)) != nil) }
        for level in Prediction.allCases { #expect(layout.frame(of: .prediction(level)) != nil) }
    }
}
