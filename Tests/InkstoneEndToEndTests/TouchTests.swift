import Foundation
import Testing

/// Fingers on the rig's touchscreen (XI 2.2 direct touch) with the real binary: one finger
/// pans, two pinch-zoom around their centre, two- and three-finger taps undo and redo with a
/// note, and a palm resting while the pen draws leaves no stray ink and moves nothing.
@Suite struct TouchTests {
    /// Touch lines: finger `id` down at `a`, moved to `b` in `steps`, and (when `lift`) up.
    /// `size` is the contact's width in screen pixels (nil: the rig's default, ~20 px).
    static func finger(_ id: Int, from a: (Double, Double), to b: (Double, Double), steps: Int = 10,
                       size: Double? = nil, lift: Bool = true) -> [String] {
        let major = size.map { " \(Int($0 * 65536 / PenRig.screenWidth))" } ?? ""
        func at(_ x: Double, _ y: Double) -> String {
            let (ux, uy) = PenRig.units(x: x, y: y)
            return "\(id) \(ux) \(uy)\(major)"
        }
        var lines = ["tdown " + at(a.0, a.1)]
        for i in 1...max(1, steps) {
            let t = Double(i) / Double(max(1, steps))
            lines.append("tmove " + at(a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t))
        }
        if lift { lines.append("tup \(id)") }
        return lines
    }

    /// One touch line at a screen position: `touch("tdown", 0, 400, 300)`.
    static func touch(_ command: String, _ id: Int, _ x: Double, _ y: Double) -> String {
        let (ux, uy) = PenRig.units(x: x, y: y)
        return "\(command) \(id) \(ux) \(uy)"
    }

    /// A mouse stroke (it leaves the touches free: only the pen holds them off).
    static func mouseLine(_ rig: PenRig, y: Double, from x0: Double, to x1: Double) -> [String] {
        func move(_ x: Double) -> String { let (ux, uy) = PenRig.units(x: x, y: y); return "move \(ux) \(uy)" }
        return [move(x0), "down 1"] + stride(from: x0, through: x1, by: 10).map(move) + ["up 1"]
    }

    static func anyDark(_ snap: Snapshot, x: Int, ys: ClosedRange<Int>) -> Bool { ys.contains { snap.isDark(x, $0) } }

    @Test func oneFingerPansAndTwoFingersPinchZoomAroundTheirCentre() throws {
        let rig = try PenRig()
        let s = try AppSession(server: rig, arguments: ["--debug-input"])
        s.waitForAck(afterRig: rig, .mouse, Self.mouseLine(rig, y: 300, from: 300, to: 600))
        s.expectPixels("the mouse's line") { $0.isDark(450, 300) }
        // One finger drags down 100 px: the ink follows it.
        s.waitForAck(afterTouches: rig, Self.finger(0, from: (800, 450), to: (800, 550)))
        guard s.expectPixels("panned 100 px down", { $0.isDark(450, 400) && !Self.anyDark($0, x: 450, ys: 290...310) }) != nil
        else { return }
        s.check(s.log.contains("kind=touch touch-began"), "no touch event in the log:\n\(s.log)")
        // Two fingers 100 px apart around (450, 550) spread to 200 px: zoom x2 around their
        // centre, so the line (y 400, x 300...600) goes to y 250, x 150...750.
        var pinch = [Self.touch("tdown", 0, 400, 550), Self.touch("tdown", 1, 500, 550)]
        for i in 1...10 {
            let d = Double(i) * 5
            pinch += [Self.touch("tmove", 0, 400 - d, 550), Self.touch("tmove", 1, 500 + d, 550)]
        }
        pinch += ["tup 0", "tup 1"]
        s.waitForAck(afterTouches: rig, Array(pinch))
        guard let zoomed = s.expectPixels("zoomed x2 around the fingers' centre", {
            Self.anyDark($0, x: 170, ys: 246...254) && Self.anyDark($0, x: 730, ys: 246...254) && !$0.isDark(450, 400)
        }) else { return }
        s.check(!Self.anyDark(zoomed, x: 120, ys: 240...260) && !Self.anyDark(zoomed, x: 780, ys: 240...260),
                "the zoomed line reaches past 150...750")
        s.screenshot("touch-pinch")
    }

    @Test func twoFingerTapUndoesAndThreeFingerTapRedoes() throws {
        let rig = try PenRig()
        let s = try AppSession(server: rig, arguments: ["--debug-input"])
        s.waitForAck(afterRig: rig, .mouse, Self.mouseLine(rig, y: 300, from: 300, to: 600))
        s.expectPixels("the mouse's line") { $0.isDark(450, 300) }
        let two = [Self.touch("tdown", 0, 700, 500), Self.touch("tdown", 1, 760, 500), "tup 0", "tup 1"]
        s.waitForAck(afterTouches: rig, two)
        // The dark note appears beside the fingers (left of and above the last one, at 760, 500:
        // 650...740 across, 448...480 down), its text at its left.
        guard let undone = s.expectPixels("undone, with a note", { !$0.isDark(450, 300) && $0.isDark(725, 464) && $0.isDark(655, 464) })
        else { return }
        s.check(!Self.anyDark(undone, x: 450, ys: 290...310), "the line is still there")
        s.screenshot("touch-undo")
        let three = [Self.touch("tdown", 0, 700, 500), Self.touch("tdown", 1, 760, 500), Self.touch("tdown", 2, 820, 500),
                     "tup 0", "tup 1", "tup 2"]
        s.waitForAck(afterTouches: rig, three)
        s.expectPixels("redone") { $0.isDark(450, 300) }
    }

    @Test func aPalmRestingWhileThePenDrawsLeavesNoStrayInk() throws {
        let rig = try PenRig()
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-config-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: config + "/inkstone", withIntermediateDirectories: true)
        // Fingers draw here, so any touch that got through would leave ink.
        try #"{ "version" : 1, "touch.draws" : "on" }"#.write(toFile: config + "/inkstone/preferences.json", atomically: true, encoding: .utf8)
        let s = try AppSession(server: rig, arguments: ["--debug-input"], environment: ["XDG_CONFIG_HOME": config])
        // A finger draws while the pen is away: touch.draws is in effect.
        s.waitForAck(afterTouches: rig, Self.finger(0, from: (300, 150), to: (600, 150), steps: 30))
        s.expectPixels("the finger's line") { $0.isDark(450, 150) }
        // The palm lands (a 120 px contact) and slides; the pen comes and draws; a fingertip of
        // the same hand touches and slides while the pen is near; everything lifts.
        s.waitForAck(afterTouches: rig, Self.finger(1, from: (700, 500), to: (720, 520), steps: 5, size: 120, lift: false))
        s.waitForAck(afterRig: rig, .stylus, PenRig.stroke(from: (300, 350), to: (600, 350), pressure: 0.6))
        s.waitForAck(afterTouches: rig, Self.finger(2, from: (650, 600), to: (850, 650), steps: 20))
        rig.send(.stylus, "out")
        s.waitForAck(afterTouches: rig, Self.finger(1, from: (720, 520), to: (760, 560), steps: 5, size: 120).dropFirst().map { $0 })
        guard let snap = s.expectPixels("the pen's line", { $0.isDark(450, 350) }) else { return }
        s.screenshot("touch-palm")
        s.check(snap.isDark(450, 150) && !snap.isDark(450, 250), "the view moved")
        let stray = stride(from: 620, through: 880, by: 4).flatMap { x in stride(from: 440, through: 680, by: 4).map { (x, $0) } }
            .filter { snap.isDark($0.0, $0.1) }
        s.check(stray.isEmpty, "stray ink where the hand was: \(stray.prefix(5))")
    }

    @Test func aFingerOnTheToolbarPressesItsButtons() throws {
        let rig = try PenRig()
        let s = try AppSession(server: rig)
        s.waitForAck(afterRig: rig, .mouse, Self.mouseLine(rig, y: 300, from: 300, to: 600))
        s.expectPixels("the mouse's line") { $0.isDark(450, 300) }
        let undo = try #require(ToolbarGeometry.frame(of: .undo))
        s.waitForAck(afterTouches: rig, [Self.touch("tdown", 0, undo.center.x, undo.center.y), "tup 0"])
        s.expectPixels("undone by the toolbar's button") { !$0.isDark(450, 300) }
    }

    @Test func listDevicesNamesTheDirectTouchscreen() throws {
        let rig = try PenRig()
        let r = try runInkstone(["--list-devices"], environment: testEnvironment(display: rig.display))
        #expect(r.status == 0)
        #expect(r.output.contains("\ttouch\tInkstone Rig Touchscreen\n"), "\(r.output)")
        #expect(r.output.contains("\ttouch: direct touchscreen, 10 touches\n"), "\(r.output)")
        #expect(r.output.contains("Abs MT Touch Major [0..65535]"), "\(r.output)")
    }

    @Test func listDevicesNamesTheIndirectTouchpad() throws {
        let rig = try PenRig()
        let r = try runInkstone(["--list-devices"], environment: testEnvironment(display: rig.display))
        #expect(r.status == 0)
        #expect(r.output.contains("Inkstone Rig Touchpad\n"), "\(r.output)")
        #expect(r.output.contains("\ttouch: indirect touchpad, 5 touches\n"), "\(r.output)")
    }
}
