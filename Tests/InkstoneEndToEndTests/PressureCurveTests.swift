import Foundation
import InkGeometry
import Testing

/// `pen.pressure-curve` end to end on the pen rig: the same light stroke renders narrower with
/// `firm` and wider with `soft`, changed with `inkstone prefs set` while the app runs, and the
/// hover preview follows the curve at once (H1, H3).
@Suite struct PressureCurveEndToEndTests {
    /// The footprint the app should draw for `pressure` with `curve` and the 16 px preset.
    static func expected(_ curve: PressureCurve.Preset, _ pressure: Double) -> Double {
        PressureSpan.outline(width: 16).width(atPressure: curve.curve(pressure))
    }

    @Test func firmDrawsALightStrokeNarrowerThanSoftChangedLive() throws {
        let rig = try PenRig()
        let s = try AppSession(server: rig)
        let thick = try #require(ToolbarGeometry.frame(of: .width(2)))
        rig.send(.stylus, PenRigTests.tap(thick.center.x, thick.center.y))
        var widths: [PressureCurve.Preset: Double] = [:]
        for (curve, row) in [(PressureCurve.Preset.firm, 200), (.soft, 400)] {
            let r = try s.runCommand(["prefs", "set", "pen.pressure-curve", curve.rawValue])
            #expect(r.status == 0, "\(r.output)")
            // The hover preview (half pressure through the curve) shows when the app has the new curve.
            let half = Self.expected(curve, 0.5)
            rig.send(.stylus, "in", HoverTests.hover(800, 600))
            s.expectPixels("a \(curve) preview of \(half) px") { snap in
                abs(snap.inkWidth(column: 800, from: 570, to: 630, ink: PenRigTests.black) - half) <= 1.2
            }
            // Measured once the stroke is handled (mid-stroke, x 450 could lie in its round end).
            s.waitForAck(afterRig: rig, .stylus, PenRig.stroke(from: (200, Double(row)), to: (700, Double(row)), pressure: 0.2))
            guard let snap = s.expectPixels("the \(curve) stroke", { $0.isDark(450, row) }) else { return }
            widths[curve] = snap.inkWidth(column: 450, from: row - 20, to: row + 20, ink: PenRigTests.black)
        }
        s.screenshot("pressure-curve-firm-soft")
        let firm = widths[.firm] ?? 0, soft = widths[.soft] ?? 0
        // 16 px preset at pressure 0.2: firm gives 2.8 px, soft 9.0 px.
        s.check(abs(firm - Self.expected(.firm, 0.2)) < 1.2, "firm stroke is \(firm) px, expected \(Self.expected(.firm, 0.2))")
        s.check(abs(soft - Self.expected(.soft, 0.2)) < 1.2, "soft stroke is \(soft) px, expected \(Self.expected(.soft, 0.2))")
        s.check(soft / firm > 2.5, "soft/firm width ratio \(soft / firm)")
    }

    @Test func aFullPressStrokeIsAtLeastEightTimesANoPressureOne() throws {
        let rig = try PenRig()
        let s = try AppSession(server: rig)
        let r = try s.runCommand(["prefs", "set", "pen.pressure-curve", "linear"])
        #expect(r.status == 0, "\(r.output)")
        // The 16 px preset, then ] ] ]: 24, 32, 48 px.
        let thick = try #require(ToolbarGeometry.frame(of: .width(2)))
        // The keys go to the device in use: the pen, once the app has handled its tap.
        s.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(thick.center.x, thick.center.y))
        for _ in 0..<3 { s.client.key("bracketright") }
        rig.send(.stylus, "in", HoverTests.hover(800, 600))
        s.expectPixels("a 48 px pen's preview at half pressure") { snap in
            abs(snap.inkWidth(column: 800, from: 540, to: 660, ink: PenRigTests.black) - 27) <= 1.5
        }
        rig.send(.stylus, PenRig.stroke(from: (200, 200), to: (700, 200), pressure: 0.001))
        rig.send(.stylus, PenRig.stroke(from: (200, 400), to: (700, 400), pressure: 1))
        guard let snap = s.expectPixels("both strokes", { $0.isDark(450, 200) && $0.isDark(450, 400) }) else { return }
        s.screenshot("pressure-span")
        let light = snap.inkWidth(column: 450, from: 160, to: 240, ink: PenRigTests.black)
        let full = snap.inkWidth(column: 450, from: 340, to: 460, ink: PenRigTests.black)
        s.check(abs(full - 48) < 1.5, "full-pressure stroke is \(full) px, expected 48")
        s.check(full / light >= 7.5, "full/no-pressure width ratio \(full / light) (light \(light) px)")
    }
}
