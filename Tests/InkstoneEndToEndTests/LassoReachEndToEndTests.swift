import Foundation
import InkGeometry
import InkInterface
import Testing

/// The lasso's other ways in, on the pen rig (issue 17): the upper button held while the pen
/// draws the loop (then the pen drags what it selected), the marking menu's Lasso, and the
/// buttons beside the selection (Duplicate, Delete); all read back in pixels.
@Suite struct LassoReachEndToEndTests {
    /// The loop around the top two of the three lines (300...600 at 200, 300, 400).
    static let loop: [(Double, Double)] = [(260, 160), (450, 150), (650, 170), (660, 250), (640, 340), (450, 350),
                                           (250, 335), (240, 250), (262, 168)]

    /// Three lines drawn with the pen.
    static func threeLines(_ rig: PenRig, _ s: AppSession) {
        for y in [200.0, 300, 400] {
            rig.send(.stylus, PenRig.stroke(from: (300, y), to: (600, y), pressure: 0.6, leave: true))
        }
        s.expectPixels("three lines") { $0.isDark(450, 200) && $0.isDark(450, 300) && $0.isDark(450, 400) }
    }

    /// The selection's frame around the top two lines, the bar beside it (right hand, 1024x720):
    /// the lines' ink reaches a few pixels past their ends, the frame 6 px further.
    static var bar: SelectionBar {
        SelectionBar(beside: Rect(x: 291, y: 191, width: 318, height: 118), rightHanded: true,
                     within: MarkingMenuEndToEndTests.canvas)
    }

    @Test func aLoopDrawnWithTheUpperButtonHeldSelectsAndThePenThenDragsIt() throws {
        let rig = try PenRig()
        let s = try PenButtonTests.session(rig, prefs: [("pen.upper.hold", "temporary-lasso")])
        Self.threeLines(rig, s)
        // The upper button pressed while hovering, held through the loop, released after the lift.
        var lines = LassoEndToEndTests.path(Self.loop)
        lines.insert("down \(PenButtonTests.upper)", at: 2)
        lines.insert("up \(PenButtonTests.upper)", at: lines.count - 1)
        s.waitForAck(afterRig: rig, .stylus, lines)
        s.expectPixels("the loop drew nothing and selected the two lines") { snap in
            LassoEndToEndTests.blueNear(snap, Point(294, 194)) && LassoEndToEndTests.blueNear(snap, Point(606, 306))
                && !snap.isDark(450, 152) && !snap.isDark(650, 250)
        }
        s.screenshot("lasso-held-button")
        // The pen (no button now) drags them down by 150 from inside the frame.
        s.waitForAck(afterRig: rig, .stylus, LassoEndToEndTests.path([(450, 250), (450, 320), (450, 400)]))
        s.expectPixels("the two lines moved down 150, the third where it was") { snap in
            snap.pixel(450, 200) == paperWhite && snap.isDark(450, 350) && snap.isDark(450, 450) && snap.isDark(450, 400)
        }
    }

    @Test func theMarkingMenusLassoSelects() throws {
        let rig = try PenRig()
        let s = try PenButtonTests.session(rig)
        Self.threeLines(rig, s)
        // The status bar's lasso button (not in hand) is its icon alone: no line runs to it from the zoom.
        let zoom = try #require(ToolbarGeometry.frame(of: .zoomLevel)), button = try #require(ToolbarGeometry.frame(of: .tool(.lasso)))
        s.expectPixels("nothing between the zoom and the lasso") { snap in
            (Int(zoom.maxX) + 1..<Int(button.minX) + 8).allSatisfy { x in (Int(zoom.minY) + 6..<Int(zoom.maxY) - 3).allSatisfy { snap.pixel(x, $0) == 0xf3f3f6 } }
        }
        let pen = Point(700, 500)
        rig.send(.stylus, "in", HoverTests.hover(pen.x, pen.y), "down \(PenButtonTests.upper)", "up \(PenButtonTests.upper)")
        let menu = MarkingMenu.shown(pen: pen, rightHanded: true, within: MarkingMenuEndToEndTests.canvas)
        s.expectPixels("the menu") { MarkingMenuEndToEndTests.shows(menu, $0) }
        let lasso = try #require(menu.slots.first { $0.item == .tool(.lasso) })
        s.screenshot("lasso-in-the-marking-menu")
        s.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(lasso.center.x, lasso.center.y))
        s.waitForAck(afterRig: rig, .stylus, LassoEndToEndTests.path(Self.loop))
        s.expectPixels("the selection's frame, no ink from the loop") { snap in
            LassoEndToEndTests.blueNear(snap, Point(294, 194)) && LassoEndToEndTests.blueNear(snap, Point(606, 306))
                && !snap.isDark(450, 152)
        }
    }

    @Test func theButtonsBesideTheSelectionDuplicateAndDelete() throws {
        let rig = try PenRig()
        let s = try AppSession(server: rig)
        Self.threeLines(rig, s)
        let lasso = try #require(ToolbarGeometry.frame(of: .tool(.lasso)))
        s.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(lasso.center.x, lasso.center.y))
        s.waitForAck(afterRig: rig, .stylus, LassoEndToEndTests.path(Self.loop))
        let duplicate = try #require(Self.bar.frame(of: .duplicate)), delete = try #require(Self.bar.frame(of: .delete))
        s.expectPixels("the bar's buttons beside the frame") { snap in
            LassoEndToEndTests.blueNear(snap, Point(duplicate.minX + 1, duplicate.center.y))
                && LassoEndToEndTests.blueNear(snap, Point(delete.minX + 1, delete.center.y))
                && snap.any(near: Int(delete.center.x), Int(delete.center.y), radius: 10) { close($0, 0x34343c, tolerance: 30) }
        }
        s.screenshot("lasso-selection-bar")
        s.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(duplicate.center.x, duplicate.center.y))
        s.expectPixels("a copy 20 px down and right of each line") { snap in
            snap.isDark(450, 220) && snap.isDark(450, 320) && snap.isDark(450, 200) && snap.isDark(610, 220) && !snap.isDark(450, 420)
        }
        // The copy is the selection: Delete takes the copy away, the originals stay.
        s.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(delete.center.x, delete.center.y))
        s.expectPixels("the copy deleted, the three lines as drawn") { snap in
            !snap.isDark(450, 220) && !snap.isDark(450, 320) && !snap.isDark(610, 220)
                && snap.isDark(450, 200) && snap.isDark(450, 300) && snap.isDark(450, 400)
        }
    }
}
