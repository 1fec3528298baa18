import Foundation
import InkGeometry
import InkInput
import InkInterface
import InkPreferences
import InkRender
import Testing

/// The real app's Preferences panel is modal for the keyboard: L, T and Ctrl+Z pressed while it
/// is open neither change the tool nor undo the stroke under it; Escape still closes it, and the
/// pen still draws. In the wide card at 1024x720 and the narrow one at 400x300 left-handed.
@Suite struct PanelModalKeysEndToEndTests {
    @Test(arguments: [("right", Size(1024, 720)), ("left", Size(400, 300))])
    func keysUnderThePanelChangeNothing(hand: String, size: Size) throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-config-\(UUID().uuidString)").path
        let r = try runInkstone(["prefs", "set", "handedness", hand], environment: testEnvironment(configHome: home))
        #expect(r.status == 0, "\(r.output)")
        let s = try AppSession(arguments: ["--geometry", "\(Int(size.width))x\(Int(size.height))"], environment: ["XDG_CONFIG_HOME": home])
        // The canvas is left of the toolbar when left-handed, right of it otherwise.
        let x0 = hand == "left" ? 40.0 : 200.0, x1 = x0 + 160, first = size.height * 0.3, second = size.height * 0.6
        s.client.drag(s.window, through: DrawingTests.line(x0, first, x1, first))
        s.expectPixels("the first stroke") { $0.isDark(Int(x0 + 80), Int(first)) }
        guard PanelShapesAndRulerEndToEndTests.open(s, size) else { return }
        for key in ["l", "t"] { s.client.key(key) }
        s.client.key("z", with: ["Control_L"])
        s.waitForAck()
        s.screenshot("panel-modal-keys-\(Int(size.width))x\(Int(size.height))-\(hand)")
        s.client.key("Escape")
        let layout = PanelLayout(window: size, selected: BindingKey(.lower, .click), measure: PangoTextMeasure.shared)
        s.expectPixels("the panel closed") { !PanelSmallWindowTests.closeShows($0, layout) }
        s.client.drag(s.window, through: DrawingTests.line(x0, second, x1, second))
        s.expectPixels("the second stroke: the pen is still in hand") { $0.isDark(Int(x0 + 80), Int(second)) }
        let snap = try #require(s.snapshot())
        #expect(snap.isDark(Int(x0 + 80), Int(first)), "the first stroke is still there: Ctrl+Z did not reach the page")
        s.screenshot("panel-modal-keys-\(Int(size.width))x\(Int(size.height))-\(hand)-closed")
    }
}
