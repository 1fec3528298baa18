/// The event loop's wait (issue 20): before it waits, the app sends only requests it has not
/// sent yet. An Xlib flush also reads the socket, so a flush with nothing to send is a system
/// call a plain Xlib client does not make; a drawing event's requests are flushed when shown,
/// so the pass after it has nothing to send.
import CXTest
import Testing
@testable import InkPlatform

@Suite @MainActor struct DisplayFlushTests {
    @Test func theWaitFlushesOnlyRequestsNotSentYet() throws {
        let server = try Xvfb()
        withExtendedLifetime(server) {
            guard let display = XDisplay(name: server.display) else {
                Issue.record("could not open the test's X server \(server.display)")
                return
            }
            display.flush()
            #expect(!display.flushIfPending(), "nothing was asked since the last flush")
            XNoOp(display.pointer)
            #expect(display.flushIfPending(), "a request made since the last flush is sent before the wait")
            #expect(!display.flushIfPending(), "and only once")
        }
    }
}
