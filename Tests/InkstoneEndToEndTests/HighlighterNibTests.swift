import Foundation
import Testing

/// The highlighter's chisel nib on the pen rig: a horizontal stroke is broad with the barrel at
/// rest and clearly thinner with the barrel turned a quarter turn (the rig's Abs Wheel, as an
/// Art Pen's), and a stroke drawn back over itself never darkens.
@Suite struct HighlighterNibEndToEndTests {
    /// Pen lines for a horizontal stroke at `y` with the barrel turned `wheel` (0...1023 of a
    /// full turn), going right and, with `back`, returning over itself.
    static func stroke(y: Double, wheel: Int, back: Bool = false, pressure: Double = 0.6, tilt: (Int, Int) = (0, 0)) -> [String] {
        func move(_ x: Double) -> String { PenRig.move(x, y, pressure: pressure, tilt: tilt, wheel: wheel) }
        var lines = ["in", PenRig.move(200, y, pressure: 0, tilt: tilt, wheel: wheel), move(200), "down 1"]
        lines += stride(from: 210.0, through: 700, by: 10).map(move)
        if back { lines += stride(from: 690.0, through: 300, by: -10).map(move) }
        lines += ["up 1", PenRig.move(back ? 300 : 700, y, pressure: 0, tilt: tilt, wheel: wheel), "out"]
        return lines
    }

    /// How many pixels of column `x` between `y0` and `y1` are not paper.
    static func band(_ snap: Snapshot, x: Int, from y0: Int, to y1: Int) -> Int {
        (y0...y1).filter { !close(snap.pixel(x, $0), paperWhite, tolerance: 6) }.count
    }

    @Test func barrelRotationTurnsTheChiselAndAStrokeOverItselfNeverDarkens() throws {
        let rig = try PenRig()
        let s = try AppSession(server: rig)
        let button = try #require(ToolbarGeometry.frame(of: .tool(.highlighter)))
        s.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(button.center.x, button.center.y))
        s.waitForAck(afterRig: rig, .stylus, Self.stroke(y: 200, wheel: 0))
        s.waitForAck(afterRig: rig, .stylus, Self.stroke(y: 400, wheel: 256))                  // a quarter turn
        s.waitForAck(afterRig: rig, .stylus, Self.stroke(y: 600, wheel: 0, back: true))       // right, then back over itself
        guard let snap = s.expectPixels("three highlights", { snap in
            HighlighterTests.isYellowish(snap.pixel(450, 200)) && HighlighterTests.isYellowish(snap.pixel(450, 400))
                && HighlighterTests.isYellowish(snap.pixel(450, 600))
        }) else { return }
        s.screenshot("highlighter-chisel-rotation")
        let rest = Self.band(snap, x: 450, from: 160, to: 240)
        let turned = Self.band(snap, x: 450, from: 360, to: 440)
        // A 20 px chisel (5 px thick) at 70° to a horizontal stroke: about 20.5 px; turned a
        // quarter turn (at 20°): about 11.5 px.
        s.check(rest >= 19 && rest <= 23, "at rest the stroke is \(rest) px wide, expected about 20.5")
        s.check(turned >= 10 && turned <= 14, "turned a quarter turn it is \(turned) px wide, expected about 11.5")
        s.check(rest - turned >= 6, "rotation changes the width: \(rest) vs \(turned) px")
        // Where the stroke went back over itself the colour is that of a single pass.
        s.check(close(snap.pixel(450, 600), snap.pixel(450, 200), tolerance: 3),
                "over itself \(String(snap.pixel(450, 600), radix: 16)) vs once \(String(snap.pixel(450, 200), radix: 16))")
        s.check(close(snap.pixel(650, 600), snap.pixel(250, 600), tolerance: 3), "the same along the whole stroke")
    }
}
