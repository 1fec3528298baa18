import Foundation
import Testing

/// The area eraser (`eraser.mode area`) end to end on the pen rig: chosen while the app runs,
/// its hover shows a filled footprint, the eraser end cuts a line across its middle and both
/// halves stay; Ctrl+Z puts the line back whole in one step.
@Suite struct AreaEraserTests {
    /// The eraser's hover tint (0x34343c at 30 % over white) at (x, y).
    static func footprintShows(_ snap: Snapshot, _ x: Int, _ y: Int) -> Bool {
        close(snap.pixel(x, y), 0xc2c2c4, tolerance: 30)
    }

    @Test func theEraserEndCutsALineAndUndoRestoresIt() throws {
        let rig = try PenRig()
        let s = try AppSession(server: rig)
        rig.send(.stylus, PenRig.stroke(from: (200, 300), to: (600, 300), pressure: 0.6, leave: true))
        s.expectPixels("the line") { $0.isDark(250, 300) && $0.isDark(400, 300) && $0.isDark(550, 300) }
        // The stroke eraser's hover is a ring: its middle stays white.
        rig.send(.eraser, "in", PenRig.move(400, 150, pressure: 0))
        s.expectPixels("the stroke eraser's ring") { $0.pixel(400, 150) == paperWhite && $0.pixel(400, 150 - 6) != paperWhite }
        let r = try s.runCommand(["prefs", "set", "eraser.mode", "area"])
        #expect(r.status == 0, "\(r.output)")
        // Applied at once: the hover now shows the footprint filled.
        rig.send(.eraser, PenRig.move(402, 150, pressure: 0))
        s.expectPixels("the area eraser's filled footprint") { Self.footprintShows($0, 402, 150) }
        s.screenshot("area-eraser-hover")
        rig.send(.eraser, PenRig.stroke(from: (400, 250), to: (400, 350), pressure: 0.5, steps: 10, leave: true))
        guard let cut = s.expectPixels("both halves kept, the middle white", { snap in
            snap.isDark(250, 300) && snap.isDark(550, 300) && snap.isDark(380, 300) && snap.isDark(420, 300)
                && (396...404).allSatisfy { snap.pixel($0, 300) == paperWhite }
                && (290...310).allSatisfy { snap.pixel(400, $0) == paperWhite }
        }) else { return }
        s.screenshot("area-eraser-cut")
        // The gap is the footprint's width (radius 6 each side) plus the ink's round caps.
        let gap = cut.count(row: 300, from: 370, to: 430) { $0 == paperWhite }
        s.check(gap >= 12 && gap <= 24, "the cut is \(gap) px wide")
        s.client.move(s.window, 700, 500)   // keyboard focus follows the pointer (no window manager)
        s.client.key("z", with: ["Control_L"])
        s.expectPixels("the line whole again after Ctrl+Z") { $0.isDark(400, 300) && $0.isDark(250, 300) && $0.isDark(550, 300) }
        s.client.key("y", with: ["Control_L"])
        s.expectPixels("cut again after Ctrl+Y") { $0.pixel(400, 300) == paperWhite && $0.isDark(250, 300) && $0.isDark(550, 300) }
    }

    @Test func aSecondTapOnTheEraserButtonChoosesTheAreaEraserAndSavesIt() throws {
        let rig = try PenRig()
        let s = try AppSession(server: rig)
        rig.send(.stylus, PenRig.stroke(from: (200, 400), to: (600, 400), pressure: 0.6, leave: true))
        s.expectPixels("the line") { $0.isDark(400, 400) }
        let eraser = try #require(ToolbarGeometry.frame(of: .tool(.eraser)))
        rig.send(.stylus, PenRigTests.tap(eraser.center.x, eraser.center.y))
        rig.send(.stylus, PenRigTests.tap(eraser.center.x, eraser.center.y))
        s.check(waitUntil { s.preferencesFile.contains(#""eraser.mode" : "area""#) }, "eraser.mode area not saved: \(s.preferencesFile)")
        // The pen tip now cuts: both halves stay.
        rig.send(.stylus, PenRig.stroke(from: (400, 350), to: (400, 450), pressure: 0.5, steps: 10, leave: true))
        s.expectPixels("both halves kept, the middle white") { snap in
            snap.isDark(250, 400) && snap.isDark(550, 400) && snap.pixel(400, 400) == paperWhite
        }
        #expect(try s.runCommand(["prefs", "get", "eraser.mode"]).output == "area\n")
    }
}
