/// The Preferences panel's room for pen.shapes and the ruler as a click action: the wide card
/// at 1024x720 holds a "Shapes" Off/On pair beside "Prediction" and the ruler among a click's
/// actions, still all in view, nothing overlapping; the narrow card has both within its
/// scroll; a tap sets and saves them; a click bound to the ruler turns it on and off.
import Testing
import InkGeometry
import InkInput
@testable import InkInterface
import InkPreferences
import InkTestSupport

@Suite struct PanelShapesAndRulerTests {
    @Test func theRulerIsAClickActionButNeverADoubleClickOrLongPress() {
        #expect(PenAction.allowed(for: .click).contains(.ruler))
        #expect(PenAction.allowed(for: .hold).contains(.ruler))
        #expect(!PenAction.allowed(for: .doubleClick).contains(.ruler) && !PenAction.allowed(for: .longPress).contains(.ruler))
        #expect(PenAction.ruler.title(for: .click) != PenAction.ruler.title(for: .hold), "a click's ruler is named for what it does")
        var prefs = Preferences()
        #expect((try? prefs.set("pen.lower.click", to: "ruler")) != nil)
        #expect(prefs.action(.lower, .click) == .ruler)
    }

    @Test(arguments: [Size(1024, 720), Size(400, 300)])
    func bothFitWithTheirPenTargets(size: Size) throws {
        let layout = PanelLayout(window: size, selected: BindingKey(.lower, .click), measure: UniformTextMeasure())
        if size.width >= 1024 { #expect(layout.isWide && layout.maxScroll == 0, "the wide card still shows it all") }
        let wanted: [PanelControl] = [.shapes(false), .shapes(true), .choice(.ruler)]
        for control in wanted {
            let f = try #require(layout.frame(of: control), "\(control) at \(size)")
            #expect(f.height >= 28 && f.width >= 40, "\(control): \(f)")
            #expect(f.maxY - layout.content.maxY <= layout.maxScroll + 0.5, "\(control) within reach")
            #expect(f.minX >= layout.frame.minX && f.maxX <= layout.frame.maxX)
        }
        let body = layout.controls.dropFirst(layout.headerCount)
        for c in body {
            for d in body where d.control != c.control {
                #expect(!c.frame.intersects(d.frame), "\(c.control) overlaps \(d.control)")
            }
        }
    }

    @Test func tappingOffTurnsShapeRecognitionOffAndSavesIt() throws {
        let (editor, outcome) = try PanelPresetRowsTests.tap(.shapes(false))
        #expect(editor.preferences.shapes == false)
        #expect(outcome.effects.contains(.savePreferences(editor.preferences)))
    }

    @Test func tappingTheRulerBindsItToTheSelectedClickAndSavesIt() throws {
        let (editor, outcome) = try PanelPresetRowsTests.tap(.choice(.ruler))
        #expect(editor.preferences.action(.lower, .click) == .ruler)
        #expect(outcome.effects.contains(.savePreferences(editor.preferences)))
    }

    @Test func aClickBoundToTheRulerTurnsItOnAndOff() {
        var editor = Editor.fresh()
        var prefs = Preferences()
        prefs.bindings[BindingKey(.lower, .click)] = .ruler
        _ = editor.apply(prefs)
        #expect(editor.indicatorMode == nil)
        _ = editor.run(.ruler, for: .pen, at: Point(300, 300))
        #expect(editor.indicatorMode != nil, "the ruler is on and the indicator says so")
        _ = editor.run(.ruler, for: .pen, at: Point(300, 300))
        #expect(editor.indicatorMode == nil)
    }
}
