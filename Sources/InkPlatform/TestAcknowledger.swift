import CX11
import Foundation

/// Acknowledgements for end-to-end tests, so that a test can wait until the app has handled
/// its input instead of sleeping before it checks that something did *not* happen.
///
/// Only when the environment has `INKSTONE_TEST_ACK=1`; otherwise there is none, the window does
/// not even select property changes, and the event path pays one nil check per input event. The protocol, on the app's
/// window:
///
/// - the test sends its input, makes sure the server has generated it (XSync for XTest; for a
///   pen rig, its own raw events), then sets `_INKSTONE_ACK_REQUEST` (CARDINAL) to a new token;
/// - the X server queues the PropertyNotify of that change after the input's events, and the
///   app handles its events in order, rendering each one's damage before the next, so when
///   the app reaches the PropertyNotify every input before it has been handled and shown;
///   it then sets `_INKSTONE_ACK` (CARDINAL[3]) to the token, the number of input events
///   handled so far and the number of strokes that became shapes (a pen held still at a
///   stroke's end: time passing, not an event, so a test asks again until the count grows);
/// - the test waits (bounded) until `_INKSTONE_ACK` names its token.
///
/// The app's timers run before each wait for events, so a deferred click or long press that
/// was due when the request arrived has also run. The answer also waits until the ink tiles
/// asked for in the background are shown, and an export under way has ended and been said
/// (`isSettled`), so a test that scrolls or zooms sees the ink once acknowledged, and one that
/// exports finds the files in place and the app ready for the next export.
@MainActor
final class TestAcknowledger {
    private let display: XDisplay
    private let window: Window
    private let request: Atom
    private let answer: Atom
    /// Input events handed to the editor so far.
    private var handledInput: UInt = 0
    /// Whether the background work a test waits for is done (set by the app).
    var isSettled: () -> Bool = { true }
    /// How many strokes became recognised shapes so far (set by the app).
    var shapesRecognised: () -> UInt = { 0 }
    /// A request that came while the background work was not done, answered by `settle`.
    private var waiting: UInt?

    /// The environment variable that turns acknowledgements on (value `1`).
    static let switchName = "INKSTONE_TEST_ACK"

    init?(display: XDisplay, window: AppWindow, environment: [String: String]) {
        guard environment[Self.switchName] == "1" else { return nil }
        self.display = display
        self.window = window.window
        request = display.atom("_INKSTONE_ACK_REQUEST")
        answer = display.atom("_INKSTONE_ACK")
        window.watchProperties()
    }

    /// Counts one input event handled by the editor.
    func noteInput() { handledInput &+= 1 }

    /// Answers a request: given every PropertyNotify of the window, acts on the request's.
    func propertyChanged(_ event: XPropertyEvent) {
        guard event.atom == request, event.state == PropertyNewValue, let token = readToken() else { return }
        if isSettled() { reply(token) } else { waiting = token }
    }

    /// Answers the request that waits, once the background work is done.
    func settle() {
        guard let token = waiting, isSettled() else { return }
        waiting = nil
        reply(token)
    }

    private func reply(_ token: UInt) {
        var values: [UInt] = [token, handledInput, shapesRecognised()]
        values.withUnsafeMutableBytes { bytes in
            _ = XChangeProperty(display.pointer, window, answer, XA_CARDINAL, 32, PropModeReplace,
                                bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), 3)
        }
        display.flush()
    }

    /// The request's token (format-32 data arrives as C longs).
    private func readToken() -> UInt? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display.pointer, window, request, 0, 1, 0, XA_CARDINAL, &type, &format, &count, &after, &data) == Success,
              let data else { return nil }
        defer { XFree(data) }
        guard type == XA_CARDINAL, format == 32, count == 1 else { return nil }
        return data.withMemoryRebound(to: UInt.self, capacity: 1) { $0.pointee }
    }
}
