import CXTest
import Foundation
import Testing

/// What keeps ink latency low (issue 20): each motion's ink is drawn and sent to the X server
/// while that very motion is handled, before the app reads on, never on a later idle pass, a
/// timer or a frame clock. The app is stopped while motions and acknowledgement requests queue
/// up in its socket, so that it reads them all in one go; then the X server's own order of
/// the app's requests (XDamage and the acknowledgements' PropertyNotify, seen by the test)
/// shows what it did between one event and the next. No clock is read.
@Suite struct InkOnTheEventTests {
    @Test func eachMotionIsDrawnBeforeTheAppHandlesTheNextEvent() throws {
        let s = try AppSession()
        let recorder = try DamageRecorder(client: s.client, window: s.window)
        s.client.move(s.window, 300, 300)
        s.waitForAck(after: { s.client.button(1, down: true) })
        recorder.clear()

        // Motion k, then acknowledgement request k: the app answers request k once it has
        // handled motion k and before it handles motion k + 1.
        let points = [(340, 300), (380, 320), (420, 300), (460, 320)]
        let origin = s.client.origin(of: s.window)
        kill(s.app.pid, SIGSTOP)
        for (k, p) in points.enumerated() {
            XTestFakeMotionEvent(s.client.dpy, -1, Int32(origin.x + p.0), Int32(origin.y + p.1), 0)
            recorder.requestAcknowledgement(token: 1000 + UInt(k))
        }
        XSync(s.client.dpy, 0)
        kill(s.app.pid, SIGCONT)

        let answered = waitUntil(timeout: 15) { recorder.read().filter { $0 == .acknowledged }.count >= points.count }
        s.check(answered, "the app did not acknowledge the \(points.count) requests: \(recorder.seen)")
        // Between acknowledgement k - 1 and k: the ink at motion k.
        var slices: [[DamageRecorder.Seen]] = [[]]
        for seen in recorder.seen {
            if seen == .acknowledged { slices.append([]) } else { slices[slices.count - 1].append(seen) }
        }
        for (k, p) in points.enumerated() where k < slices.count {
            #expect(slices[k].contains { $0.isDrawing(near: p.0, p.1) },
                    "motion \(k + 1) at \(p) was not drawn before the app moved on to the next event; the server saw: \(recorder.seen)")
        }
        s.client.button(1, down: false)
    }

    @Test func aMotionIsDrawnWithoutAnyLaterEvent() throws {
        let s = try AppSession()
        let recorder = try DamageRecorder(client: s.client, window: s.window)
        s.client.move(s.window, 300, 400)
        s.waitForAck(after: { s.client.button(1, down: true) })
        recorder.clear()
        // One motion and nothing after it: its ink must reach the server on its own.
        s.client.move(s.window, 360, 400)
        let drawn = waitUntil(timeout: 10) { recorder.read().contains { $0.isDrawing(near: 360, 400) } }
        #expect(drawn, "a lone motion's ink never reached the X server; it saw: \(recorder.seen)")
        s.client.button(1, down: false)
    }
}
