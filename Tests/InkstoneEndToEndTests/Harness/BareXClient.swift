import CXTest
import Foundation
import InkTestSupport

/// A connection and a 1x1 window of a test's own, for the clients that talk to the server as a
/// low-level app would (`SelectionProbe`, `FakeClipboardManager`): their events never mix with
/// `XTestClient`'s.
final class BareXClient: @unchecked Sendable {
    let dpy: OpaquePointer
    let window: Window

    init(display: String, eventMask: Int = 0) throws {
        _ = try XTestClient(display: display)   // the same thread set-up and error handler
        guard let d = XOpenDisplay(display) else { throw ChildProcess.SpawnError(description: "cannot open \(display)") }
        dpy = d
        window = XCreateSimpleWindow(d, XDefaultRootWindow(d), 0, 0, 1, 1, 0, 0, 0)
        if eventMask != 0 { XSelectInput(d, window, eventMask) }
        XFlush(d)
    }

    /// Closes the connection (its socket, as `XTestClient.close` does).
    deinit { Glibc.close(XConnectionNumber(dpy)) }
}
