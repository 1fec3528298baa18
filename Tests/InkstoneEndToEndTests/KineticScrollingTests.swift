import Foundation
import Testing

/// Kinetic scrolling with the real binary: a finger flicked across the rig's touchscreen (its
/// moves spaced by the rig's `pause`, so the server's times give the flick a speed) lets go and
/// the view goes on moving, slows and stops; the pen coming near stops it at once.
@Suite struct KineticScrollingTests {
    /// A one-finger flick down from (800, 400): `steps` moves of 10 px, 8 ms apart (1.25 px/ms).
    static func flick(steps: Int = 6) -> [String] {
        var lines = [TouchTests.touch("tdown", 0, 800, 400)]
        for i in 1...steps { lines += ["pause 8", TouchTests.touch("tmove", 0, 800, 400 + Double(i) * 10)] }
        return lines + ["tup 0"]
    }

    /// Where the mouse's line (at x 450) is now: its first dark row, nil when off the canvas.
    static func lineRow(_ snap: Snapshot) -> Int? {
        (0..<(snap.height - 40)).first { snap.isDark(450, $0) }
    }

    /// Rows of the line in snapshots taken until it has stayed put for `still` seconds.
    static func settledRow(_ s: AppSession, still: Double = 0.3, timeout: Double = 10) -> Int? {
        var last: Int?, since = Date()
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let row = s.snapshot().flatMap(lineRow)
            if row != last { last = row; since = Date() } else if Date().timeIntervalSince(since) >= still { return row }
            usleep(20_000)
        }
        return nil
    }

    @Test func aFlickCoastsOnPastTheFingerAndStops() throws {
        let rig = try PenRig()
        let s = try AppSession(server: rig)
        s.waitForAck(afterRig: rig, .mouse, TouchTests.mouseLine(rig, y: 300, from: 300, to: 600))
        s.expectPixels("the mouse's line") { $0.isDark(450, 300) }
        s.waitForAck(afterTouches: rig, Self.flick())
        // The finger moved 60 px; the flick's 1.25 px/ms coasts about 250 px further.
        let row = Self.settledRow(s)
        s.check(row.map { $0 >= 300 + 60 + 100 } ?? false, "the view did not coast past the finger: the line is at row \(String(describing: row))")
        s.screenshot("touch-coasted")
    }

    @Test func thePenComingNearStopsTheCoasting() throws {
        let rig = try PenRig()
        let s = try AppSession(server: rig)
        s.waitForAck(afterRig: rig, .mouse, TouchTests.mouseLine(rig, y: 300, from: 300, to: 600))
        s.expectPixels("the mouse's line") { $0.isDark(450, 300) }
        s.waitForAck(afterTouches: rig, Self.flick())
        s.waitForAck(afterRigHover: rig, .stylus, ["in", PenRig.move(1000, 150)])
        // Once the pen's proximity is handled the view stands still.
        guard let stopped = s.snapshot().flatMap(Self.lineRow) else { s.fail("no line after the flick"); return }
        let row = Self.settledRow(s)
        s.check(row == stopped, "the view moved on after the pen came near: row \(stopped) then \(String(describing: row))")
        s.check(stopped < 300 + 60 + 200, "the coasting was not cut short: the line is at row \(stopped)")
    }
}
