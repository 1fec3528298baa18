import Foundation
import Testing

/// Fast pen strokes on the pen rig, pixels read back: a circle drawn with only 14 samples is
/// round (not a 14-sided figure), and a fast zigzag keeps its height and its sharp turns.
@Suite struct PenCurveTests {
    /// How much ink covers a pixel, 0 (paper) to 1 (the pen's black), from its green channel.
    static func inkCover(_ snap: Snapshot, _ x: Int, _ y: Int) -> Double {
        let paper = Double((paperWhite >> 8) & 0xff), ink = Double((PenRigTests.black >> 8) & 0xff)
        let g = Double((snap.pixel(x, y) >> 8) & 0xff)
        return min(1, max(0, (paper - g) / (paper - ink)))
    }

    /// Ink cover at a fractional position (bilinear).
    static func cover(_ snap: Snapshot, _ x: Double, _ y: Double) -> Double {
        let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
        let fx = x - Double(x0), fy = y - Double(y0)
        let top = inkCover(snap, x0, y0) * (1 - fx) + inkCover(snap, x0 + 1, y0) * fx
        let bottom = inkCover(snap, x0, y0 + 1) * (1 - fx) + inkCover(snap, x0 + 1, y0 + 1) * fx
        return top * (1 - fy) + bottom * fy
    }

    /// Lines for a pen stroke through `points` (window = root positions) at pressure 0.5.
    static func stroke(_ points: [(Double, Double)]) -> [String] {
        guard let first = points.first, let last = points.last else { return [] }
        var lines = ["in", PenRig.move(first.0, first.1), PenRig.move(first.0, first.1, pressure: 0.5), "down 1"]
        lines += points.dropFirst().map { PenRig.move($0.0, $0.1, pressure: 0.5) }
        lines += ["up 1", PenRig.move(last.0, last.1), "out"]
        return lines
    }

    @Test func aFastCircleOfFourteenSamplesIsRound() throws {
        let rig = try PenRig()
        let s = try AppSession(server: rig)
        let centre = (450.0, 350.0), radius = 100.0
        // 14 samples a turn, one turn and a quarter (the end overlaps the start).
        let points = (0...17).map { i -> (Double, Double) in
            let a = 2 * Double.pi * Double(i) / 14
            return (centre.0 + radius * cos(a), centre.1 + radius * sin(a))
        }
        // Until the app has handled the whole stroke (a snapshot between its events could
        // catch the ring drawn but for its last span: its later samples lie on the first ones).
        s.waitForAck(afterRig: rig, .stylus, Self.stroke(points))
        guard let snap = s.expectPixels("the whole circle", { snap in
            points.allSatisfy { snap.isDark(Int($0.0.rounded()), Int($0.1.rounded())) }
        }) else { return }
        s.screenshot("pen-fast-circle")
        // The ink's centre line, found across the ring at 180 angles (the middle of each span
        // between samples included, where straight pieces would fall 2.5 px inside), lies on the circle.
        var worst = 0.0, worstAngle = 0.0
        for k in 0..<180 {
            let a = 2 * Double.pi * Double(k) / 180
            var weight = 0.0, moment = 0.0
            for step in 0...80 {
                let r = radius - 10 + Double(step) * 0.25
                let c = Self.cover(snap, centre.0 + r * cos(a), centre.1 + r * sin(a))
                weight += c; moment += c * r
            }
            guard weight > 0 else { worst = .infinity; worstAngle = a; break }
            let off = abs(moment / weight - radius)
            if off > worst { worst = off; worstAngle = a }
        }
        s.check(worst <= 1, "the ink's centre line is \(worst) px off the circle at \(worstAngle * 180 / .pi)°")
    }

    @Test func aFastZigzagKeepsItsHeight() throws {
        let rig = try PenRig()
        let s = try AppSession(server: rig)
        // Ten legs 40 px high and 30 px wide, three samples a leg: the turns at the samples.
        var points: [(Double, Double)] = []
        for leg in 0..<10 {
            let x0 = 300 + Double(leg) * 30, y0 = leg % 2 == 0 ? 400.0 : 360, y1 = leg % 2 == 0 ? 360.0 : 400
            for k in 0..<3 { points.append((x0 + 10 * Double(k), y0 + (y1 - y0) * Double(k) / 3)) }
        }
        points.append((600, 400))
        // Until the app has handled the whole stroke (a snapshot between its events could
        // catch the ring drawn but for its last span: its later samples lie on the first ones).
        s.waitForAck(afterRig: rig, .stylus, Self.stroke(points))
        guard let snap = s.expectPixels("the whole zigzag", { snap in
            points.allSatisfy { snap.isDark(Int($0.0.rounded()), Int($0.1.rounded())) }
        }) else { return }
        s.screenshot("pen-fast-zigzag")
        // Each turn is inked at the turn's own point, and the ink reaches no further than the
        // pen's half width (2 px at the default width) beyond the turns (no rounding off, no overshoot).
        let reach = 2.0
        for (i, p) in points.enumerated() where i % 3 == 0 && i > 0 && i < points.count - 1 {
            s.check(Self.cover(snap, p.0, p.1) > 0.5, "no ink at the turn \(p)")
            let outward = p.1 < 380 ? -1.0 : 1.0
            s.check(Self.cover(snap, p.0, p.1 + outward * (reach + 2)) < 0.2, "ink overshoots the turn \(p)")
            s.check(Self.cover(snap, p.0, p.1 + outward * (reach - 1.5)) > 0.3, "the turn \(p) is rounded off")
        }
    }
}
