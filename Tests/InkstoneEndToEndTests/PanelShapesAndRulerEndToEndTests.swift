import Foundation
import InkGeometry
import InkInput
import InkInterface
import InkPreferences
import InkRender
import Testing

/// The Preferences panel's "Shapes" switch and the ruler as a click action, with the pen on
/// the real app: each tap lands in preferences.json (pen.shapes off, pen.lower.click ruler),
/// in the wide card at 1024x720 and, scrolled, in the narrow one at 400x300 left-handed.
@Suite struct PanelShapesAndRulerEndToEndTests {
    static func session(_ rig: PenRig, _ size: Size, hand: String) throws -> AppSession {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-config-\(UUID().uuidString)").path
        let r = try runInkstone(["prefs", "set", "handedness", hand], environment: testEnvironment(configHome: home))
        #expect(r.status == 0, "\(r.output)")
        return try AppSession(server: rig, arguments: ["--geometry", "\(Int(size.width))x\(Int(size.height))"], environment: ["XDG_CONFIG_HOME": home])
    }

    /// Opens the panel with Ctrl+, (the lower button's click selected at first).
    static func open(_ s: AppSession, _ size: Size) -> Bool {
        s.client.move(s.window, size.width / 2, size.height / 2)
        s.client.key("comma", with: ["Control_L"])
        let layout = PanelLayout(window: size, selected: BindingKey(.lower, .click), measure: PangoTextMeasure.shared)
        return s.expectPixels("the panel", { PanelSmallWindowTests.closeShows($0, layout) }) != nil
    }

    /// Scrolls the open panel's content with wheel notches from `scroll` until `control` is in
    /// view; returns where it is and the scroll.
    static func show(_ control: PanelControl, _ s: AppSession, _ size: Size, from scroll: inout Double) throws -> Rect {
        let at = PanelLayout(window: size, selected: BindingKey(.lower, .click), scroll: scroll, measure: PangoTextMeasure.shared)
        let f = try #require(at.frame(of: control))
        let below = f.maxY + 8 - at.content.maxY, above = at.content.minY - (f.minY - 8)
        let notches = below > 0 ? Int((below / Editor.wheelStep).rounded(.up)) : above > 0 ? -Int((above / Editor.wheelStep).rounded(.up)) : 0
        for _ in 0..<abs(notches) {
            let button: UInt32 = notches > 0 ? 5 : 4
            s.waitForAck { s.client.button(button, down: true); s.client.button(button, down: false) }
        }
        let layout = PanelLayout(window: size, selected: BindingKey(.lower, .click), scroll: scroll + Double(notches) * Editor.wheelStep,
                                 measure: PangoTextMeasure.shared)
        scroll = layout.scroll
        let shown = try #require(layout.frame(of: control))
        #expect(layout.content.covers(shown), "\(control) in view at \(shown)")
        return shown
    }

    @Test(arguments: [("right", Size(1024, 720)), ("left", Size(400, 300))])
    func thePenTurnsShapesOffAndBindsTheRulerToAClick(hand: String, size: Size) throws {
        let rig = try PenRig()
        let s = try Self.session(rig, size, hand: hand)
        let name = "panel-shapes-ruler-\(Int(size.width))x\(Int(size.height))-\(hand)"
        guard Self.open(s, size) else { return }
        var scroll = 0.0
        let off = try Self.show(.shapes(false), s, size, from: &scroll)
        s.screenshot(name)
        rig.send(.stylus, PenRigTests.tap(off.center.x, off.center.y))
        s.check(waitUntil { s.preferencesFile.contains(#""pen.shapes" : "off""#) }, "pen.shapes off not saved: \(s.preferencesFile)")
        s.screenshot(name + "-shapes-off")
        #expect(try s.runCommand(["prefs", "get", "pen.shapes"]).output == "off\n")
        // The ruler among the lower button's click actions (the row selected at first).
        let ruler = try Self.show(.choice(.ruler), s, size, from: &scroll)
        rig.send(.stylus, PenRigTests.tap(ruler.center.x, ruler.center.y))
        s.check(waitUntil { s.preferencesFile.contains(#""pen.lower.click" : "ruler""#) }, "the ruler not bound: \(s.preferencesFile)")
        s.screenshot(name + "-ruler")
        #expect(try s.runCommand(["prefs", "get", "pen.lower.click"]).output == "ruler\n")
    }
}
