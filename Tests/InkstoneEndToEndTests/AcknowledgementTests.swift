import CXTest
import Foundation
import Testing

/// The app's acknowledgement of handled input (`INKSTONE_TEST_ACK=1`, `waitForAck`): it answers
/// only after the input sent before the request, for XTest and for pen-rig input, and a normal
/// run does not even watch its window's properties.
@Suite struct AcknowledgementTests {
    @Test func xtestInputIsHandledBeforeTheAnswer() throws {
        let s = try AppSession()
        #expect(s.acknowledgements.request())
        let before = try #require(s.acknowledgements.answer()).handledInput
        s.waitForAck { s.client.drag(s.window, through: DrawingTests.line(300, 300, 500, 300)) }
        let after = try #require(s.acknowledgements.answer()).handledInput
        #expect(after >= before + 3, "a press, motions and a release were handled: \(before) → \(after)")
        // Acknowledged means shown: the stroke is on screen without waiting for it.
        #expect(s.snapshot()?.isDark(400, 300) ?? false, "the stroke was handled but is not shown")
    }

    @Test func penRigInputIsHandledBeforeTheAnswer() throws {
        let rig = try PenRig()
        let s = try AppSession(server: rig)
        #expect(s.acknowledgements.request())
        let before = try #require(s.acknowledgements.answer()).handledInput
        s.waitForAck(afterRig: rig, .stylus, PenRig.stroke(from: (300, 200), to: (300, 500), pressure: 0.6))
        let after = try #require(s.acknowledgements.answer()).handledInput
        #expect(after > before + 2)
        #expect(s.snapshot()?.isDark(300, 350) ?? false, "the stroke was handled but is not shown")
    }

    @Test func aNormalRunDoesNotWatchItsProperties() throws {
        let s = try AppSession(environment: ["INKSTONE_TEST_ACK": "0"])
        var attributes = XWindowAttributes()
        #expect(XGetWindowAttributes(s.client.dpy, s.window, &attributes) != 0)
        #expect(attributes.all_event_masks & Int(PropertyChangeMask) == 0, "the app selects property changes without being asked")
        let acked = try AppSession()
        #expect(XGetWindowAttributes(acked.client.dpy, acked.window, &attributes) != 0)
        #expect(attributes.all_event_masks & Int(PropertyChangeMask) != 0)
    }
}
