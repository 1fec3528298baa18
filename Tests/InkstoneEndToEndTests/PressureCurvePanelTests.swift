import Foundation
import InkGeometry
import InkInput
import InkInterface
import InkRender
import InkPreferences
import Testing

/// The pressure curve in the Preferences panel, on the pen rig: a preset tapped with the pen is
/// saved and drawn selected, and the graph shows where the pen's pressure lands while it presses.
@Suite struct PressureCurvePanelTests {
    @Test func aPresetTappedWithThePenIsSavedAndTheGraphShowsThePensPressure() throws {
        let rig = try PenRig()
        let s = try AppSession(server: rig)
        s.client.key("comma", with: ["Control_L"])
        let layout = PanelLayout(window: PreferencesPanelTests.window, selected: BindingKey(.lower, .click), measure: PangoTextMeasure.shared)
        let firm = try #require(layout.frame(of: .curve(.firm)))
        let graph = try #require(layout.frame(of: .curveGraph))
        s.check(layout.content.contains(Point(firm.maxX, firm.maxY)) && layout.content.contains(Point(graph.maxX, graph.maxY)), "the curve controls show without scrolling")
        s.expectPixels("the panel") { $0.pixel(Int(layout.frame.minX) + 30, Int(layout.frame.minY) + 70) != paperWhite }
        rig.send(.stylus, PenRigTests.tap(firm.center.x, firm.center.y))
        s.check(waitUntil { s.preferencesFile.contains("\"pen.pressure-curve\" : \"firm\"") }, "firm was not saved: \(s.preferencesFile)")
        // Pressing the graph at pressure 0.9 puts a dark dot on the firm curve (0.9 → 0.74).
        let box = graph.insetBy(8)
        let y = box.maxY - PressureCurve.Preset.firm.curve(0.9) * box.height
        let x = box.minX + 0.9 * box.width
        rig.send(.stylus, "in", PenRig.move(graph.minX + 20, graph.maxY - 20, pressure: 0), PenRig.move(graph.minX + 20, graph.maxY - 20, pressure: 0.9), "down 1")
        s.expectPixels("the probe on the curve") { close($0.pixel(Int(x.rounded()), Int(y.rounded())), 0x3a3a44, tolerance: 60) }
        s.screenshot("pressure-curve-panel")
        rig.send(.stylus, "up 1", "out")
        s.expectPixels("the probe gone once the pen lifted") { !close($0.pixel(Int(x.rounded()), Int(y.rounded())), 0x3a3a44, tolerance: 60) }
    }
}
