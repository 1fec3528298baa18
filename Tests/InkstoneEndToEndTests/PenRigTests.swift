import Foundation
import InkTestSupport
import Testing

/// Real pen input from the pen rig (a headless Xorg with our test input driver) into the real
/// binary: pressure, the eraser end, tilt and rotation, device classification, hot-plug, and
/// the mouse beside the pen.
@Suite struct PenRigTests {
    static let black: UInt32 = 0x1d1d22

    /// Lines for a tap of the pen tip at a window position (the window sits at the root's origin).
    static func tap(_ x: Double, _ y: Double) -> [String] {
        ["in", PenRig.move(x, y, pressure: 0), PenRig.move(x, y, pressure: 0.5), "down 1", "up 1", PenRig.move(x, y, pressure: 0)]
    }

    @Test func lightPressureDrawsThinnerThanFirmPressure() throws {
        let rig = try PenRig()
        let s = try AppSession(server: rig)
        let thick = try #require(ToolbarGeometry.frame(of: .width(2)))
        rig.send(.stylus, Self.tap(thick.center.x, thick.center.y))
        // Measured once both strokes are handled (mid-stroke, x 450 could lie in a round end).
        s.waitForAck(afterRig: rig, .stylus, PenRig.stroke(from: (200, 200), to: (700, 200), pressure: 0.2))
        s.waitForAck(afterRig: rig, .stylus, PenRig.stroke(from: (200, 400), to: (700, 400), pressure: 0.9))
        guard let snap = s.expectPixels("both pen strokes", { $0.isDark(450, 200) && $0.isDark(450, 400) }) else { return }
        let light = snap.inkWidth(column: 450, from: 180, to: 220, ink: Self.black)
        let firm = snap.inkWidth(column: 450, from: 380, to: 420, ink: Self.black)
        s.screenshot("pen-pressure")
        // Width 16 at full pressure, 2 at none; through the medium curve 0.2 gives 0.276, so
        // 16 * (1/8 + 7/8 * 0.276) = 5.9 px, and 0.9 gives 0.955: 15.4 px.
        s.check(abs(light - 5.9) < 1.2, "light stroke is \(light) px wide, expected about 5.9")
        s.check(abs(firm - 15.4) < 1.5, "firm stroke is \(firm) px wide, expected about 15.4")
        s.check(firm / light > 2.2, "firm/light width ratio \(firm / light)")
    }

    @Test func theEraserEndErasesAStrokeDrawnByTheTip() throws {
        let rig = try PenRig()
        let s = try AppSession(server: rig)
        rig.send(.stylus, PenRig.stroke(from: (300, 200), to: (300, 500), pressure: 0.6, leave: true))
        rig.send(.stylus, PenRig.stroke(from: (600, 200), to: (600, 500), pressure: 0.6, leave: true))
        s.expectPixels("two strokes") { $0.isDark(300, 350) && $0.isDark(600, 350) }
        rig.send(.eraser, PenRig.stroke(from: (250, 350), to: (350, 350), pressure: 0.5, steps: 10, leave: true))
        s.expectPixels("the first stroke erased whole, the second kept") {
            $0.pixel(300, 210) == paperWhite && $0.pixel(300, 490) == paperWhite && $0.isDark(600, 350)
        }
        // The eraser end did not change the tip's tool: the pen draws again at once.
        rig.send(.stylus, PenRig.stroke(from: (400, 600), to: (700, 600), pressure: 0.6))
        s.expectPixels("the tip draws after erasing") { $0.isDark(550, 600) }
    }

    @Test func tiltAndRotationReachTheEngineNormalised() throws {
        let rig = try PenRig()
        let s = try AppSession(server: rig, arguments: ["--debug-input"])
        rig.send(.stylus, "in", PenRig.move(400, 300, pressure: 0.5, tilt: (10, -20), wheel: 256))
        let expected = "kind=pen motion x=400.000 y=300.000 pressure=0.500 tilt=10.000,-20.000 rotation=90.000"
        s.check(waitUntil { s.log.contains(expected) }, "no decoded event with \(expected)")
        rig.send(.stylus, PenRig.move(410, 300, pressure: 1, tilt: (-64, 63), wheel: 768))
        let second = "pressure=1.000 tilt=-64.000,63.000 rotation=270.000"
        s.check(waitUntil { s.log.contains(second) }, "no decoded event with \(second)")
    }

    @Test func listDevicesClassifiesTheRigsStylusEraserAndMouse() throws {
        let rig = try PenRig()
        let r = try runInkstone(["--list-devices"], environment: testEnvironment(display: rig.display))
        #expect(r.status == 0)
        #expect(r.output.contains("\tpen\tInkstone Rig Pen stylus"), "\(r.output)")
        #expect(r.output.contains("\teraser\tInkstone Rig Pen eraser"), "\(r.output)")
        #expect(r.output.contains("\tmouse\tInkstone Rig Mouse"), "\(r.output)")
        #expect(r.output.contains("Abs Pressure [0..65535]"), "\(r.output)")
        #expect(r.output.contains("Abs Tilt X [-64..63]"), "\(r.output)")
        #expect(r.output.contains("Abs Wheel [0..1023]"), "\(r.output)")
        #expect(r.output.contains("\tscroll: vertical on axis 2, 120 a notch, horizontal on axis 3, 120 a notch\n"), "\(r.output)")
        if !r.output.contains("Inkstone Rig Pen stylus") { Issue.record(Comment(rawValue: rig.serverLog)) }
    }

    @Test func theStylusStillDrawsAfterXinputDisableAndEnable() throws {
        let rig = try PenRig()
        let s = try AppSession(server: rig, arguments: ["--debug-input"])
        rig.send(.stylus, PenRig.stroke(from: (200, 200), to: (500, 200), pressure: 0.6, leave: true))
        s.expectPixels("the first stroke") { $0.isDark(350, 200) }
        for action in ["disable", "enable"] {
            let x = try ChildProcess(path: "/usr/bin/xinput", arguments: [action, "Inkstone Rig Pen stylus"],
                                     environment: testEnvironment(display: rig.display))
            s.check(x.wait(timeout: 10) == 0, "xinput \(action) failed")
        }
        rig.send(.stylus, PenRig.stroke(from: (200, 400), to: (500, 400), pressure: 0.6, leave: true))
        s.expectPixels("a stroke from the re-enabled stylus") { $0.isDark(350, 400) }
        s.check(s.log.contains("kind=pen press primary x=200.000 y=400.000"), "the re-enabled stylus was not classified as a pen")
    }

    @Test func mouseStrokesAtNominalWidthBesidePenStrokes() throws {
        let rig = try PenRig()
        let s = try AppSession(server: rig)
        s.waitForAck(afterRig: rig, .stylus, PenRig.stroke(from: (200, 200), to: (600, 200), pressure: 0.9, leave: true))
        var mouse = [PenRig.move(200, 400).replacingOccurrences(of: " 0 0 0 0", with: ""), "down 1"]
        for i in 1...40 { mouse.append("move \(PenRig.units(x: 200 + Double(i) * 10, y: 400).0) \(PenRig.units(x: 0, y: 400).1)") }
        mouse.append("up 1")
        s.waitForAck(afterRig: rig, .mouse, mouse)
        guard let snap = s.expectPixels("the pen stroke and the mouse stroke", { $0.isDark(400, 200) && $0.isDark(400, 400) }) else { return }
        let pen = snap.inkWidth(column: 400, from: 180, to: 220, ink: Self.black)
        let mouseWidth = snap.inkWidth(column: 400, from: 380, to: 420, ink: Self.black)
        // Nominal width 4: the mouse has no pressure and draws exactly that; the pen at 0.9 draws 5.9.
        s.check(abs(mouseWidth - 4) < 0.8, "mouse stroke is \(mouseWidth) px wide, expected 4")
        s.check(abs(pen - 5.9) < 1.0, "pen stroke is \(pen) px wide, expected about 5.9")
    }
}

extension PenRigTests {
    /// With a pen attached, the pen is the device in use from the start: a tool key pressed
    /// before any device moved goes to it, and the status bar names its tool. Before, the mouse
    /// was, and the pen's first stroke drew with the tool it had kept.
    @Test func anAttachedPenIsInUseFromTheStart() throws {
        let rig = try PenRig()
        let s = try AppSession(server: rig)
        s.client.key("h")
        s.waitForAck(afterRig: rig, .stylus, PenRig.stroke(from: (300, 300), to: (600, 300), pressure: 0.8, leave: true))
        s.expectPixels("a highlighter stroke, light, not black ink") { snap in
            let p = snap.pixel(450, 300)
            return p != paperWhite && !snap.isDark(450, 300)
        }
    }
}
