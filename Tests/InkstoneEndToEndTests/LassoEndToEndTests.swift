import Foundation
import InkGeometry
import InkInterface
import Testing

/// The lasso on the pen rig (issue 17): three strokes drawn, the lasso taken from the status
/// bar, a loop drawn around two of them, those two dragged down with the pen (their pixels
/// move, the third stays), Ctrl+Z puts them back; the selection's frame and handles shown in a
/// 400x300 window for both hands (the lasso taken with its status-bar button there too).
@Suite struct LassoEndToEndTests {
    /// A pen gesture through `points` (root coordinates): contact at the first, a drag through
    /// the others in small steps, a lift and proximity out.
    static func path(_ points: [(Double, Double)], pressure: Double = 0.5) -> [String] {
        guard let first = points.first else { return [] }
        var lines = ["in", PenRig.move(first.0, first.1), PenRig.move(first.0, first.1, pressure: pressure), "down 1"]
        for (a, b) in zip(points, points.dropFirst()) {
            for i in 1...8 {
                let t = Double(i) / 8
                lines.append(PenRig.move(a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t, pressure: pressure))
            }
        }
        let last = points[points.count - 1]
        return lines + ["up 1", PenRig.move(last.0, last.1), "out"]
    }

    /// The selection's blue (the frame's dashes, the handles' edges) near a point.
    static func blueNear(_ snap: Snapshot, _ p: Point) -> Bool {
        snap.any(near: Int(p.x), Int(p.y), radius: 12) { close($0, 0x2973f2, tolerance: 40) }
    }

    @Test func aLoopSelectsTwoStrokesADragMovesThemAndUndoPutsThemBack() throws {
        let rig = try PenRig()
        let s = try AppSession(server: rig)
        for y in [200.0, 300, 400] {
            rig.send(.stylus, PenRig.stroke(from: (300, y), to: (600, y), pressure: 0.6, leave: true))
        }
        s.expectPixels("three lines") { $0.isDark(450, 200) && $0.isDark(450, 300) && $0.isDark(450, 400) }
        let lasso = try #require(ToolbarGeometry.frame(of: .tool(.lasso)))
        s.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(lasso.center.x, lasso.center.y))
        // A loop around the top two lines, closed near where it began.
        s.waitForAck(afterRig: rig, .stylus, Self.path([(260, 160), (450, 150), (650, 170), (660, 250), (640, 340), (450, 350),
                                                       (250, 335), (240, 250), (262, 168)]))
        s.expectPixels("the selection's frame") { Self.blueNear($0, Point(294, 194)) && Self.blueNear($0, Point(606, 306)) }
        s.screenshot("lasso-selected")
        // Dragged down by 150 from inside the frame.
        s.waitForAck(afterRig: rig, .stylus, Self.path([(450, 250), (450, 320), (450, 400)]))
        s.expectPixels("the two lines moved down 150, the third where it was") { snap in
            snap.pixel(450, 200) == paperWhite && snap.pixel(450, 300) != 0x000000 && snap.isDark(450, 350)
                && snap.isDark(450, 450) && snap.isDark(450, 400) && snap.pixel(380, 200) == paperWhite
        }
        s.screenshot("lasso-moved")
        s.client.move(s.window, 700, 600)   // keyboard focus follows the pointer (no window manager)
        s.client.key("z", with: ["Control_L"])
        s.expectPixels("the two lines back after Ctrl+Z") { snap in
            snap.isDark(450, 200) && snap.isDark(450, 300) && snap.isDark(450, 400) && !snap.isDark(450, 450) && !snap.isDark(450, 350)
        }
    }

    @Test(arguments: ["right", "left"])
    func theSelectionShowsWholeInASmallWindow(hand: String) throws {
        let rig = try PenRig()
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-config-\(UUID().uuidString)").path
        let set = try runInkstone(["prefs", "set", "handedness", hand], environment: testEnvironment(configHome: home))
        #expect(set.status == 0, "prefs set handedness: \(set.output)")
        let size = Size(400, 300)
        let s = try AppSession(server: rig, arguments: ["--geometry", "400x300"], environment: ["XDG_CONFIG_HOME": home])
        let bar = ToolbarLayout(windowSize: size, side: hand == "right" ? .left : .right, compact: ToolbarLayout.isCompact(size))
        let canvas = bar.canvasFrame(windowSize: size)
        let x0 = canvas.minX + 90, x1 = canvas.maxX - 90
        rig.send(.stylus, PenRig.stroke(from: (x0, 130), to: (x1, 130), pressure: 0.6, leave: true))
        rig.send(.stylus, PenRig.stroke(from: (x0, 170), to: (x1, 170), pressure: 0.6, leave: true))
        s.expectPixels("two lines") { $0.isDark(Int(canvas.center.x), 130) && $0.isDark(Int(canvas.center.x), 170) }
        // The lasso's button is in the status bar at this size too.
        let lasso = try #require(bar.frame(of: .tool(.lasso)))
        s.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(lasso.center.x, lasso.center.y))
        // A rectangle drag from empty space across both lines.
        s.waitForAck(afterRig: rig, .stylus, Self.path([(x0 - 20, 110), (x1 + 20, 190)]))
        s.expectPixels("the frame and the rotate knob") { snap in
            Self.blueNear(snap, Point(x0 - 4, 124)) && Self.blueNear(snap, Point(canvas.center.x, 124 - SelectionHandles.rotateLift))
        }
        s.screenshot("lasso-\(hand)-400x300")
    }
}
