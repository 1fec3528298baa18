import Foundation
import InkDocument
import InkGeometry
import InkTestSupport
import Testing

/// The pencil on the pen rig: the same stroke drawn tilted is several times wider than drawn
/// upright (the side of the lead), a heavy stroke is darker than a light one, and pencil and
/// highlighter strokes survive a save and a reopen with their nib, tilts and angles.
@Suite struct PencilEndToEndTests {
    /// Mean darkness (0 paper ... 255 black, from the green channel) along row `y`, x0...x1.
    static func darkness(_ snap: Snapshot, y: Int, from x0: Int = 300, to x1: Int = 600) -> Double {
        let sum = (x0...x1).reduce(0.0) { $0 + Double(255 - Int((snap.pixel($1, y) >> 8) & 0xff)) }
        return sum / Double(x1 - x0 + 1)
    }

    /// The mean number of pixels that are not paper in the columns x0...x1, rows y0...y1.
    static func meanBand(_ snap: Snapshot, from y0: Int, to y1: Int, columns x0: Int = 300, _ x1: Int = 600) -> Double {
        let total = (x0...x1).reduce(0) { $0 + HighlighterNibEndToEndTests.band(snap, x: $1, from: y0, to: y1) }
        return Double(total) / Double(x1 - x0 + 1)
    }

    /// Chooses the pencil and its 4 px preset with the stylus.
    static func choosePencil(_ rig: PenRig, _ s: AppSession) throws {
        let pencil = try #require(ToolbarGeometry.frame(of: .tool(.pencil)))
        s.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(pencil.center.x, pencil.center.y))
        let widest = try #require(ToolbarGeometry.frame(of: .width(2)))
        s.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(widest.center.x, widest.center.y))
    }

    @Test func aTiltedStrokeIsWiderAndAHeavyOneDarker() throws {
        let rig = try PenRig()
        let s = try AppSession(server: rig)
        try Self.choosePencil(rig, s)
        // Tilted forward (tilt Y only: sideways tilt would also tell the app which hand writes).
        s.waitForAck(afterRig: rig, .stylus, HighlighterNibEndToEndTests.stroke(y: 150, wheel: 0, pressure: 0.6))
        s.waitForAck(afterRig: rig, .stylus, HighlighterNibEndToEndTests.stroke(y: 300, wheel: 0, pressure: 0.6, tilt: (0, 55)))
        s.waitForAck(afterRig: rig, .stylus, HighlighterNibEndToEndTests.stroke(y: 450, wheel: 0, pressure: 0.15))
        s.waitForAck(afterRig: rig, .stylus, HighlighterNibEndToEndTests.stroke(y: 600, wheel: 0, pressure: 1))
        guard let snap = s.expectPixels("four pencil strokes", { snap in
            [150, 300, 450, 600].allSatisfy { Self.darkness(snap, y: $0) > 5 }
        }) else { return }
        s.screenshot("pencil-tilt-pressure")
        let upright = Self.meanBand(snap, from: 120, to: 180), tilted = Self.meanBand(snap, from: 260, to: 340)
        // 4 px upright; at 55° the lead's side: about 3.7 times that.
        s.check(upright >= 3 && upright <= 7, "the upright stroke is \(upright) px wide")
        s.check(tilted >= 2.5 * upright, "the tilted stroke (\(tilted) px) is several times the upright one (\(upright) px)")
        let light = Self.darkness(snap, y: 450), heavy = Self.darkness(snap, y: 600)
        s.check(heavy > 1.6 * light, "heavy pressure is darker: \(heavy) vs light \(light)")
        // Graphite, not the pen's flat ink: the grain leaves the stroke's core uneven.
        let core = (300...600).map { Int((snap.pixel($0, 600) >> 8) & 0xff) }
        s.check((core.max() ?? 0) - (core.min() ?? 0) > 25, "the heavy stroke's core varies (grain): \(core.min() ?? 0)...\(core.max() ?? 0)")
    }

    @Test func pencilAndHighlighterStrokesSurviveSaveAndReopen() throws {
        let scratch = try TemporaryFolder("pencil-e2e")
        let file = scratch.url.appendingPathComponent("nibs.inkstone")
        try DocumentFile.save(Document(pages: [Page()]), to: file)
        let rig = try PenRig()
        let s = try AppSession(server: rig, arguments: [file.path], environment: ["XDG_CONFIG_HOME": scratch.path + "/config"])
        try Self.choosePencil(rig, s)
        s.waitForAck(afterRig: rig, .stylus, HighlighterNibEndToEndTests.stroke(y: 200, wheel: 0, pressure: 0.8, tilt: (0, 40)))
        let marker = try #require(ToolbarGeometry.frame(of: .tool(.highlighter)))
        s.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(marker.center.x, marker.center.y))
        s.waitForAck(afterRig: rig, .stylus, HighlighterNibEndToEndTests.stroke(y: 400, wheel: 256))
        guard let before = s.expectPixels("the pencil and the highlight", { snap in
            Self.darkness(snap, y: 200) > 5 && HighlighterTests.isYellowish(snap.pixel(450, 400))
        }) else { return }
        s.check(waitUntil { s.client.utf8Property(s.window, "_NET_WM_NAME") == "*nibs.inkstone — Inkstone" },
                "title: \(s.client.utf8Property(s.window, "_NET_WM_NAME") ?? "")")
        s.client.key("s", with: ["Control_L"])
        s.check(waitUntil { s.client.utf8Property(s.window, "_NET_WM_NAME") == "nibs.inkstone — Inkstone" }, "not saved")
        let saved = try DocumentFile.load(from: file)
        let strokes = saved.pages[0].strokes
        #expect(strokes.map(\.kind) == [.pencil, .highlighter])
        #expect(strokes.first?.points.allSatisfy { abs($0.tilt - 40) < 1.5 } == true, "the pencil's tilt is kept")
        #expect(strokes.last?.points.allSatisfy { abs($0.angle - (ChiselNib.restingAngle + .pi / 2)) < 0.05 } == true,
                "the highlighter's nib angle is kept")
        s.client.requestClose(s.window)
        #expect(s.app.wait(timeout: 10) == 0)
        // Reopened, the strokes look as they did. The ink comes in tiles painted in the
        // background, one after another: the pixels are awaited until they are all there (a
        // snapshot with some of the pencil's tiles still missing once passed a looser wait).
        let again = try AppSession(server: rig, arguments: [file.path], environment: ["XDG_CONFIG_HOME": scratch.path + "/config"])
        func same(_ snap: Snapshot) -> Bool {
            abs(Self.meanBand(snap, from: 150, to: 250) - Self.meanBand(before, from: 150, to: 250)) < 0.5
                && abs(Self.meanBand(snap, from: 370, to: 430) - Self.meanBand(before, from: 370, to: 430)) < 0.5
                && abs(Self.darkness(snap, y: 200) - Self.darkness(before, y: 200)) < 1
        }
        guard let after = again.expectPixels("the strokes after reopening, as they were", same) else { return }
        again.screenshot("pencil-highlighter-reopened")
        again.check(abs(Self.meanBand(after, from: 150, to: 250) - Self.meanBand(before, from: 150, to: 250)) < 0.5,
                    "the pencil stroke is as wide as before: \(Self.meanBand(after, from: 150, to: 250)) vs \(Self.meanBand(before, from: 150, to: 250))")
        again.check(abs(Self.meanBand(after, from: 370, to: 430) - Self.meanBand(before, from: 370, to: 430)) < 0.5,
                    "the highlight is as wide as before")
        again.check(abs(Self.darkness(after, y: 200) - Self.darkness(before, y: 200)) < 1, "and as dark")
    }
}
