/// The pressure curve in the Preferences panel: presets chosen by a tap, control points dragged
/// with the pen (saved at the lift), and the live test showing the pen's pressure on the curve.
import Testing
import InkGeometry
import InkInput
import InkInterface
import InkPreferences
import InkTestSupport

@Suite struct PanelCurveTests {
    static func openPanel() throws -> (Editor, Rect) {
        var editor = Editor.fresh()
        _ = editor.handle(KeyChord(.character(","), .control))
        let graph = try #require(editor.panelLayout?.frame(of: .curveGraph))
        return (editor, PanelLayout.curveBox(graph))
    }

    static func at(_ box: Rect, _ x: Double, _ y: Double) -> Point { Point(box.minX + x * box.width, box.maxY - y * box.height) }

    @Test func aPresetTapIsSaved() throws {
        var (editor, _) = try Self.openPanel()
        let soft = try #require(editor.panelLayout?.frame(of: .curve(.soft)))
        _ = editor.press(soft.center, Devices.pen, pressure: 0.5)
        let outcome = editor.handle(PointerEvents.release(soft.center, Devices.pen))
        #expect(editor.preferences.pressureCurve == PressureCurve.Preset.soft.curve)
        #expect(outcome.effects.contains(.savePreferences(editor.preferences)))
    }

    @Test func draggingAControlPointChangesTheCurveAndSavesItAtTheLift() throws {
        var (editor, box) = try Self.openPanel()
        let medium = PressureCurve.Preset.medium.curve
        _ = editor.press(Self.at(box, medium.control1.x, medium.control1.y), Devices.pen, pressure: 0.5)
        let moving = editor.handle(PointerEvents.drag(Self.at(box, 0.1, 0.7), Devices.pen, pressure: 0.5))
        #expect(editor.preferences.pressureCurve.control1 == Point(0.1, 0.7))
        #expect(!moving.effects.contains { if case .savePreferences = $0 { return true } else { return false } }, "saved only at the lift")
        #expect(editor.preferences.pressureCurve.control2 == medium.control2)
        _ = editor.drag(Self.at(box, -0.5, 1.5), Devices.pen, pressure: 0.5)
        #expect(editor.preferences.pressureCurve.control1 == Point(0, 1))
        let saved = editor.handle(PointerEvents.release(Self.at(box, 0, 1), Devices.pen))
        #expect(saved.effects.contains(.savePreferences(editor.preferences)))
        #expect(try editor.preferences.value(for: Preferences.pressureCurveKey) == "0,1,0.6,0.85")
        #expect(editor.panel?.curveHandle == nil)
    }

    @Test func aPressAwayFromTheHandlesIsTheLiveTest() throws {
        var (editor, box) = try Self.openPanel()
        let before = editor.preferences.pressureCurve
        _ = editor.press(Self.at(box, 0.9, 0.1), Devices.pen, pressure: 0.3)
        #expect(editor.panel?.curveProbe == 0.3)
        _ = editor.drag(Self.at(box, 0.85, 0.1), Devices.pen, pressure: 0.7)
        #expect(editor.panel?.curveProbe == 0.7)
        _ = editor.release(Self.at(box, 0.85, 0.1), Devices.pen)
        #expect(editor.panel?.curveProbe == nil)
        #expect(editor.preferences.pressureCurve == before)
    }
}
