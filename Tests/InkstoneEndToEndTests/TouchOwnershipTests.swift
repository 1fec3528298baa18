import Foundation
import Testing

/// Touches under a window manager's touch grab (a passive grab on the root, as gesture-handling
/// window managers make), with the real binary: the app acts on a touch only once it owns it —
/// nothing while the grabber holds it, the whole pan once the grabber rejects it, and nothing
/// at all when the grabber accepts it.
@Suite struct TouchOwnershipTests {
    static let pan = TouchTests.finger(0, from: (800, 450), to: (800, 550))

    /// The app with a mouse line across y 300, and a window manager's touch grab on the root.
    static func lineUnderAGrab() throws -> (PenRig, AppSession, TouchGrabber) {
        let rig = try PenRig()
        let s = try AppSession(server: rig)
        s.waitForAck(afterRig: rig, .mouse, TouchTests.mouseLine(rig, y: 300, from: 300, to: 600))
        s.expectPixels("the mouse's line") { $0.isDark(450, 300) }
        return (rig, s, try TouchGrabber(display: rig.display))
    }

    @Test func aTouchTheGrabberRejectsIsReplayedToTheAppAndPans() throws {
        let (rig, s, grabber) = try Self.lineUnderAGrab()
        defer { grabber.close() }
        rig.send(.touch, Self.pan)
        guard let touch = grabber.nextTouchBegin() else { s.fail("the grab got no touch"); return }
        s.waitForAck()
        s.expectPixels("nothing moved while the grabber owns the touch") { $0.isDark(450, 300) }
        grabber.decide(touch, accept: false)
        s.waitForAck()
        s.expectPixels("panned 100 px down once the touch was the app's") {
            $0.isDark(450, 400) && !TouchTests.anyDark($0, x: 450, ys: 290...310)
        }
    }

    @Test func aTouchTheGrabberAcceptsNeverReachesTheApp() throws {
        let (rig, s, grabber) = try Self.lineUnderAGrab()
        defer { grabber.close() }
        rig.send(.touch, Self.pan)
        guard let touch = grabber.nextTouchBegin() else { s.fail("the grab got no touch"); return }
        grabber.decide(touch, accept: true)
        s.waitForAck()
        guard let snap = s.expectPixels("the line where it was", { $0.isDark(450, 300) }) else { return }
        s.check(!snap.isDark(450, 400), "the view moved with a touch the window manager took")
        // The app still takes the next touch once the grab is gone.
        grabber.close()
        s.waitForAck(afterTouches: rig, Self.pan)
        s.expectPixels("the next touch pans") { $0.isDark(450, 400) }
    }
}
