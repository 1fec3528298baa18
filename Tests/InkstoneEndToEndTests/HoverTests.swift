import Foundation
import InkGeometry
import Testing

/// The pen's hover preview end to end on the pen rig (H1-H6, G5): real size and colour, pen
/// only, gone on proximity out, window leave and another device, steady, and never acting.
@Suite struct HoverTests {
    static let canvasPoint = (500.0, 300.0)

    static func hover(_ x: Double, _ y: Double) -> String { PenRig.move(x, y, pressure: 0) }

    /// A rig with the app started and the pen hovering over the canvas.
    static func hoveringSession(at p: (Double, Double) = canvasPoint, arguments: [String] = []) throws -> (PenRig, AppSession) {
        let rig = try PenRig()
        let s = try AppSession(server: rig, arguments: arguments)
        rig.send(.stylus, "in", hover(p.0, p.1))
        return (rig, s)
    }

    /// Whether a preview of the ink colour `rgb` sits at (x, y).
    static func previewShows(_ snap: Snapshot, _ x: Int, _ y: Int, _ rgb: UInt32 = PenRigTests.black) -> Bool {
        close(snap.pixel(x, y), rgb, tolerance: 40)
    }

    @Test(arguments: [1, 2])
    func thePreviewIsTheToolsRealWidthAtHalfPressure(widthIndex: Int) throws {
        let rig = try PenRig()
        let s = try AppSession(server: rig)
        let slot = try #require(ToolbarGeometry.frame(of: .width(widthIndex)))
        rig.send(.stylus, PenRigTests.tap(slot.center.x, slot.center.y))
        rig.send(.stylus, Self.hover(500, 300))
        guard let snap = s.expectPixels("the preview", { Self.previewShows($0, 500, 300) }) else { return }
        s.screenshot("hover-width-\(widthIndex)")
        // The preset's width at half pressure through the default (medium) pressure curve.
        let half = PressureCurve.Preset.medium.curve(0.5)
        let expected = ToolbarGeometry.layout.frame(of: .width(widthIndex)) != nil
            ? PressureSpan.outline(width: [3.0, 6.0, 16.0][widthIndex]).width(atPressure: half) : 0
        let across = snap.inkWidth(column: 500, from: 280, to: 320, ink: PenRigTests.black)
        let along = snap.count(row: 300, from: 480, to: 520) { $0 != paperWhite }
        s.check(abs(across - expected) <= 2, "preview is \(across) px high, the tool is \(expected) px wide")
        s.check(abs(Double(along) - expected) <= 2, "preview is \(along) px wide, the tool is \(expected) px wide")
        // An overlay only: nothing of it stays once the pen leaves.
        rig.send(.stylus, "out")
        s.expectPixels("no trace after the pen left") { snap in
            (480...520).allSatisfy { x in (280...320).allSatisfy { snap.pixel(x, $0) == paperWhite } }
        }
    }

    @Test func thePreviewTakesTheColourChosen() throws {
        let rig = try PenRig()
        let s = try AppSession(server: rig)
        let red = try #require(ToolbarGeometry.frame(of: .color(2)))
        rig.send(.stylus, PenRigTests.tap(red.center.x, red.center.y))
        rig.send(.stylus, Self.hover(500, 300))
        s.expectPixels("a red preview") { Self.previewShows($0, 500, 300, 0xd7263d) }
        let blue = try #require(ToolbarGeometry.frame(of: .color(1)))
        rig.send(.stylus, PenRigTests.tap(blue.center.x, blue.center.y))
        rig.send(.stylus, Self.hover(520, 300))
        s.expectPixels("a blue preview, the red one gone") {
            Self.previewShows($0, 520, 300, 0x1f5fd6) && $0.pixel(500, 300) == paperWhite
        }
    }

    @Test func theMouseNeverShowsItAndHidesThePens() throws {
        let (rig, s) = try Self.hoveringSession()
        s.expectPixels("the pen's preview") { Self.previewShows($0, 500, 300) }
        let (mx, my) = PenRig.units(x: 700, y: 500)
        rig.send(.mouse, "move \(mx) \(my)")
        s.expectPixels("the preview gone when the mouse moved, none at the mouse") {
            $0.pixel(500, 300) == paperWhite && $0.pixel(700, 500) == paperWhite
        }
        rig.send(.stylus, Self.hover(300, 400))
        s.expectPixels("the next pen hover brings it back") { Self.previewShows($0, 300, 400) }
    }

    @Test func proximityOutHidesIt() throws {
        let (rig, s) = try Self.hoveringSession()
        s.expectPixels("the preview") { Self.previewShows($0, 500, 300) }
        rig.send(.stylus, "out")
        s.expectPixels("the preview gone at proximity out") { $0.pixel(500, 300) == paperWhite }
        rig.send(.stylus, "in", Self.hover(510, 300))
        s.expectPixels("back with the pen") { Self.previewShows($0, 510, 300) }
    }

    @Test func leavingTheWindowHidesIt() throws {
        let (rig, s) = try Self.hoveringSession()
        s.expectPixels("the preview") { Self.previewShows($0, 500, 300) }
        rig.send(.stylus, Self.hover(1200, 300)) // the window is 1024 wide
        s.expectPixels("the preview gone when the pen left the window") { $0.pixel(500, 300) == paperWhite }
    }

    @Test func aPenHeldStillForTwoSecondsChangesNoPixel() throws {
        let (_, s) = try Self.hoveringSession()
        guard let before = s.expectPixels("the preview", { Self.previewShows($0, 500, 300) }) else { return }
        usleep(2_000_000) // the behaviour under test is "nothing happens for two seconds": time must pass
        s.waitForAck()
        let after = try #require(s.snapshot())
        let changed = zip(before.pixels, after.pixels).filter { $0 != $1 }.count
        s.check(changed == 0, "\(changed) pixels changed while the pen hovered still")
    }

    @Test func hoverNeverActs() throws {
        let rig = try PenRig()
        let s = try AppSession(server: rig)
        let before = try #require(s.snapshot())
        var lines = ["in"]
        for slot in ToolbarGeometry.layout.slots {
            lines.append(Self.hover(slot.frame.center.x, slot.frame.center.y))
            lines.append(Self.hover(slot.frame.center.x + 3, slot.frame.center.y + 3))
        }
        for i in 0...50 { lines.append(Self.hover(80 + Double(i) * 18, 50 + Double(i) * 12)) }
        lines.append("out")
        rig.send(.stylus, lines)
        // After the pen has gone the window is exactly as before: no control pressed, no ink.
        s.expectPixels("the window unchanged after hovering everywhere") { $0.pixels == before.pixels }
        // And the tools are as they were: the next stroke is black at the default width.
        // Measured once the whole stroke is handled (mid-stroke, x 400 could lie in its round end).
        s.waitForAck(afterRig: rig, .stylus, PenRig.stroke(from: (200, 600), to: (600, 600), pressure: 0.5))
        guard let snap = s.expectPixels("a stroke", { $0.isDark(400, 600) }) else { return }
        let width = snap.inkWidth(column: 400, from: 580, to: 620, ink: PenRigTests.black)
        s.check(abs(width - 4) < 0.8, "the stroke is \(width) px wide, expected the default 4")
    }

    @Test func thePenTakesOverTheToolbarWithoutAClick() throws {
        let rig = try PenRig()
        let s = try AppSession(server: rig)
        let pen = try #require(ToolbarGeometry.frame(of: .tool(.pen)))
        let eraser = try #require(ToolbarGeometry.frame(of: .tool(.eraser)))
        let selected: UInt32 = 0xdbe6fd
        func shows(_ slot: Rect, _ snap: Snapshot) -> Bool { close(snap.pixel(Int(slot.minX) + 5, Int(slot.center.y)), selected, tolerance: 6) }
        // The mouse picks the eraser for itself.
        let (ex, ey) = PenRig.units(x: eraser.center.x, y: eraser.center.y)
        rig.send(.mouse, "move \(ex) \(ey)", "down 1", "up 1")
        s.expectPixels("the toolbar shows the mouse's eraser") { shows(eraser, $0) && !shows(pen, $0) }
        // The pen comes near: its own tool (the pen) shows, no click needed.
        rig.send(.stylus, "in", Self.hover(500, 300))
        s.expectPixels("the toolbar shows the pen's tool") { shows(pen, $0) && !shows(eraser, $0) }
        let (mx, my) = PenRig.units(x: 600, y: 400)
        rig.send(.mouse, "move \(mx) \(my)")
        s.expectPixels("the mouse's eraser again") { shows(eraser, $0) && !shows(pen, $0) }
    }
}
