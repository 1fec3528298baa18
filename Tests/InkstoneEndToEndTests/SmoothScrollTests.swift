import Foundation
import Testing

/// Smooth scrolling (XI 2.1 scroll valuators) from a real Xorg: the rig's mouse has a vertical
/// and a horizontal scroll valuator (120 units a notch), as a touchpad or a high-resolution
/// wheel under xf86-input-libinput. A half notch moves the page half as far as a notch, the
/// server's emulated wheel buttons are not counted again, and `--debug-input` says `smooth`.
@Suite struct SmoothScrollTests {
    @Test func scrollValuatorsMoveThePageInProportion() throws {
        let scratch = try ExportCommandTests.Scratch()
        _ = try ExportCommandTests.pageImages(scratch)
        let rig = try PenRig()
        let s = try AppSession(server: rig, arguments: [scratch.path + "/in", "--debug-input"],
                               environment: ["XDG_CONFIG_HOME": scratch.path + "/config"])
        guard let start = s.expectPixels("the pages", { ViewTests.pageLeft($0, row: 100) != nil }) else { return }
        let left0 = try #require(ViewTests.pageLeft(start, row: 100))
        let bottom0 = try #require(ViewTests.pageBottom(start, column: left0 + 100))
        let (mx, my) = PenRig.units(x: Double(left0 + 100), y: 300)
        rig.send(.mouse, "move \(mx) \(my)")
        // Half a notch down: half a wheel step (60 px).
        rig.send(.mouse, "scroll 60")
        s.expectPixels("half a notch scrolled 30 px") { ViewTests.pageBottom($0, column: left0 + 100) == bottom0 - 30 }
        s.check(waitUntil { s.log.contains("scroll 0.000,0.500 smooth") }, "no smooth half-notch scroll in the log:\n\(s.log)")
        // A whole notch: 60 px more, counted once although the server also emulates a wheel
        // button for it (the valuator crossed 120).
        rig.send(.mouse, "scroll 120")
        s.expectPixels("a notch scrolled 60 px more") { ViewTests.pageBottom($0, column: left0 + 100) == bottom0 - 90 }
        s.check(waitUntil { s.log.contains("scroll 0.000,1.000 smooth") }, "no smooth notch in the log")
        // Back up one and a half notches.
        rig.send(.mouse, "scroll -180")
        s.expectPixels("scrolled back up 90 px") { ViewTests.pageBottom($0, column: left0 + 100) == bottom0 }
        // The horizontal valuator: a notch left is a smooth scroll sideways (the page, narrower
        // than the canvas, stays centred).
        rig.send(.mouse, "scroll 0 -120")
        s.check(waitUntil { s.log.contains("scroll -1.000,0.000 smooth") }, "no smooth notch left in the log:\n\(s.log)")
        s.expectPixels("a narrow page stays centred") { ViewTests.pageLeft($0, row: 100) == left0 }
        s.waitForAck()
        s.check(!s.log.contains("stepped"), "an emulated wheel button was counted as well:\n\(s.log)")
        // A real wheel button of the same device (not emulated) still scrolls a whole notch.
        s.waitForAck(afterRig: rig, .mouse, ["click 5"])
        s.expectPixels("a real wheel notch") { ViewTests.pageBottom($0, column: left0 + 100) == bottom0 - 60 }
        s.check(s.log.contains("scroll 0.000,1.000 stepped"), "the wheel button was not a stepped scroll")
    }
}
