import Foundation
import InkGeometry
import InkInput
import InkInterface
import InkRender
import InkPreferences
import Testing

/// The Preferences panel's scratch area on the pen rig: a pen stroke there is real ink, wider
/// where the pen presses harder (through the pressure curve), on no page and in no file; Clear
/// wipes it.
@Suite struct PanelScratchEndToEndTests {
    @Test func thePenDrawsInkInTheScratchAreaAndClearWipesIt() throws {
        let rig = try PenRig()
        let s = try AppSession(server: rig)
        s.client.key("comma", with: ["Control_L"])
        let layout = PanelLayout(window: PreferencesPanelTests.window, selected: BindingKey(.lower, .click), measure: PangoTextMeasure.shared)
        let area = try #require(layout.frame(of: .scratch))
        let clear = try #require(layout.frame(of: .clearScratch))
        s.expectPixels("the panel") { $0.pixel(Int(layout.frame.minX) + 30, Int(layout.frame.minY) + 70) != paperWhite }
        // Light pressure on the left half, firm on the right.
        let y = area.center.y
        var lines = ["in", PenRig.move(area.minX + 12, y, pressure: 0), PenRig.move(area.minX + 12, y, pressure: 0.15), "down 1"]
        for i in 1...30 {
            let x = area.minX + 12 + (area.width - 24) * Double(i) / 30
            lines.append(PenRig.move(x, y, pressure: i < 15 ? 0.15 : 1))
        }
        lines += ["up 1", PenRig.move(area.maxX - 12, y, pressure: 0), "out"]
        s.waitForAck(afterRig: rig, .stylus, lines)
        let light = Int(area.minX + area.width * 0.25), firm = Int(area.minX + area.width * 0.75)
        guard let snap = s.expectPixels("ink across the scratch area", { $0.isDark(light, Int(y)) && $0.isDark(firm, Int(y)) }) else { return }
        s.screenshot("panel-scratch")
        let thin = snap.inkWidth(column: light, from: Int(area.minY) + 2, to: Int(area.maxY) - 2, ink: PenRigTests.black)
        let thick = snap.inkWidth(column: firm, from: Int(area.minY) + 2, to: Int(area.maxY) - 2, ink: PenRigTests.black)
        s.check(thick > 5 && thin < thick * 0.6, "the firm end is \(thick) px wide, the light one \(thin) px")
        s.check(s.preferencesFile.isEmpty, "the scratch wrote preferences: \(s.preferencesFile)")
        rig.send(.stylus, PenRigTests.tap(clear.center.x, clear.center.y))
        s.expectPixels("the scratch area wiped") { !$0.isDark(light, Int(y)) && !$0.isDark(firm, Int(y)) }
        // Nothing reached the page: closing the panel shows blank paper under where it was.
        s.client.key("Escape")
        s.expectPixels("the page blank") { $0.pixel(firm, Int(y)) == paperWhite && $0.pixel(light, Int(y)) == paperWhite }
    }
}
