import Foundation
import InkGeometry
import InkInput
import InkInterface
import InkPreferences
import InkRender
import Testing

/// Issue 18, every action reachable from the keyboard: the real app's Preferences panel opened
/// with Ctrl+, and a setting changed with keys only (Tab to "Shapes", Left: off) lands in
/// preferences.json; a focus ring shows where the keyboard is; Escape closes the panel. In the
/// wide card at 1024x720 and in the scrolling narrow one at 400x300 left-handed.
@Suite struct PanelKeysEndToEndTests {
    /// Whether the focus ring (the accent colour) shows just left of a control.
    static func ringShows(_ snap: Snapshot, around f: Rect) -> Bool {
        snap.any(near: Int(f.minX - 3), Int(f.center.y), radius: 1) { p in
            let r = (p >> 16) & 0xff, b = p & 0xff
            return b > 0xb0 && r < 0x80
        }
    }

    /// Whether most of the window around the card looks different: the dimming went with the panel.
    static func changed(_ a: Snapshot, _ b: Snapshot, outside f: Rect) -> Bool {
        let card = f.insetBy(-6)
        var differ = 0, all = 0
        for y in stride(from: 2, to: a.height, by: 4) {
            for x in stride(from: 2, to: a.width, by: 4) where !card.contains(Point(Double(x), Double(y))) {
                all += 1
                if a.pixel(x, y) != b.pixel(x, y) { differ += 1 }
            }
        }
        return all > 0 && differ * 2 > all
    }

    @Test(arguments: [("right", Size(1024, 720)), ("left", Size(400, 300))])
    func theKeysAloneTurnShapesOffAndCloseThePanel(hand: String, size: Size) throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-config-\(UUID().uuidString)").path
        let r = try runInkstone(["prefs", "set", "handedness", hand], environment: testEnvironment(configHome: home))
        #expect(r.status == 0, "\(r.output)")
        let s = try AppSession(arguments: ["--geometry", "\(Int(size.width))x\(Int(size.height))"], environment: ["XDG_CONFIG_HOME": home])
        let name = "panel-keys-\(Int(size.width))x\(Int(size.height))-\(hand)"
        guard PanelShapesAndRulerEndToEndTests.open(s, size) else { return }
        let layout = PanelLayout(window: size, selected: BindingKey(.lower, .click), measure: PangoTextMeasure.shared)
        let group = try #require(layout.keyGroups.firstIndex { $0.contains(.shapes(false)) })
        for _ in 0...group { s.client.key("Tab") }
        s.client.key("Left")
        s.check(waitUntil { s.preferencesFile.contains(#""pen.shapes" : "off""#) }, "pen.shapes off not saved: \(s.preferencesFile)")
        #expect(try s.runCommand(["prefs", "get", "pen.shapes"]).output == "off\n")
        if !layout.isWide || layout.maxScroll > 0 {
            s.screenshot(name)
        } else {
            // The card does not scroll: the ring is around "Off" where the layout puts it.
            let off = try #require(layout.frame(of: .shapes(false)))
            s.expectPixels("the focus ring around Off") { Self.ringShows($0, around: off) }
            s.screenshot(name)
        }
        let open = try #require(s.snapshot())
        s.client.key("Escape")
        s.expectPixels("the panel closed") { Self.changed(open, $0, outside: layout.frame) }
        s.screenshot(name + "-closed")
    }
}
