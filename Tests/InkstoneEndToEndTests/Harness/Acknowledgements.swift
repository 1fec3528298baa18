import CXTest
import Foundation
import Testing

/// Waits for the app to say it has handled the test's input, instead of sleeping before a
/// check that something did *not* happen. The app (started with `INKSTONE_TEST_ACK=1`, as every
/// `AppSession` is) answers a token set in its window's `_INKSTONE_ACK_REQUEST` by writing it
/// to `_INKSTONE_ACK` once it has handled, and shown, every event the server queued for it
/// before the request (see `TestAcknowledger` in InkPlatform).
///
/// The request must come after the server has turned the input into events: XTest input is
/// sent on this connection, so an XSync is enough; pen-rig input goes through a FIFO to the
/// rig's driver, so the rig's own raw button events are awaited first (they are made in the
/// same step as the events the app gets).
final class Acknowledgements: @unchecked Sendable {
    private let dpy: OpaquePointer
    private let window: Window
    private var token: UInt = 0
    private var xiOpcode: Int32?
    /// Raw button presses and releases seen since `watchRawButtons`.
    private var rawButtons = 0
    /// Raw touch begins and ends seen since `watchRawButtons`.
    private var rawTouches = 0

    init(client: XTestClient, window: Window) {
        dpy = client.dpy
        self.window = window
    }

    /// Asks the app to acknowledge everything before now; false if it did not within `timeout`.
    func request(timeout: Double = 10) -> Bool {
        XSync(dpy, 0)
        token += 1
        var value = [token]
        let request = XInternAtom(dpy, "_INKSTONE_ACK_REQUEST", 0)
        value.withUnsafeMutableBytes { bytes in
            _ = XChangeProperty(dpy, window, request, XA_CARDINAL, 32, PropModeReplace,
                                bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), 1)
        }
        XSync(dpy, 0)
        let expected = token
        return waitUntil(timeout: timeout) { self.answer()?.token == expected }
    }

    /// The app's last answer: the token and the number of input events it had handled.
    func answer() -> (token: UInt, handledInput: UInt)? {
        fullAnswer().map { ($0.token, $0.handledInput) }
    }

    /// The app's last answer with the number of strokes that became shapes so far.
    func fullAnswer() -> (token: UInt, handledInput: UInt, shapes: UInt)? {
        var type: Atom = 0, format: Int32 = 0, items: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(dpy, window, XInternAtom(dpy, "_INKSTONE_ACK", 0), 0, 3, 0, XA_CARDINAL,
                                 &type, &format, &items, &after, &data) == Success, let data else { return nil }
        defer { XFree(data) }
        guard items == 3, format == 32 else { return nil }
        return data.withMemoryRebound(to: UInt.self, capacity: 3) { ($0[0], $0[1], $0[2]) }
    }

    /// Asks for acknowledgements until the app says `count` strokes became shapes (a shape
    /// comes from time passing with the pen at rest, so no input marks it); false after `timeout`.
    func waitForShapes(_ count: UInt, timeout: Double = 10) -> Bool {
        waitUntil(timeout: timeout) { self.request(timeout: timeout) && (self.fullAnswer()?.shapes ?? 0) >= count }
    }

    /// The number of strokes that became shapes, as of a fresh acknowledgement.
    func shapes() -> UInt? {
        guard request() else { return nil }
        return fullAnswer()?.shapes
    }

    /// Starts counting the raw button events, and raw touch begins and ends, of every device
    /// (once; later calls do nothing).
    func watchRawButtons() {
        guard xiOpcode == nil else { return }
        var opcode: Int32 = 0, event: Int32 = 0, error: Int32 = 0, major: Int32 = 2, minor: Int32 = 2
        guard XQueryExtension(dpy, "XInputExtension", &opcode, &event, &error) != 0, XIQueryVersion(dpy, &major, &minor) == Success else { return }
        xiOpcode = opcode
        var bits = [UInt8](repeating: 0, count: 4)
        inkstone_test_xi_set_mask(&bits, XI_RawButtonPress)
        inkstone_test_xi_set_mask(&bits, XI_RawButtonRelease)
        inkstone_test_xi_set_mask(&bits, XI_RawTouchBegin)
        inkstone_test_xi_set_mask(&bits, XI_RawTouchEnd)
        bits.withUnsafeMutableBufferPointer { b in
            var mask = XIEventMask(deviceid: XIAllMasterDevices, mask_len: Int32(b.count), mask: b.baseAddress)
            _ = XISelectEvents(dpy, XDefaultRootWindow(dpy), &mask, 1)
        }
        XSync(dpy, 0)
    }

    /// Raw button presses and releases seen so far.
    func rawButtonCount() -> Int {
        guard let xiOpcode else { return 0 }
        while XPending(dpy) > 0 {
            var event = XEvent()
            XNextEvent(dpy, &event)
            guard event.type == GenericEvent, event.xcookie.extension == xiOpcode else { continue }
            if event.xcookie.evtype == XI_RawButtonPress || event.xcookie.evtype == XI_RawButtonRelease { rawButtons += 1 }
            if event.xcookie.evtype == XI_RawTouchBegin || event.xcookie.evtype == XI_RawTouchEnd { rawTouches += 1 }
        }
        return rawButtons
    }

    /// Raw touch begins and ends seen so far.
    func rawTouchCount() -> Int {
        _ = rawButtonCount()
        return rawTouches
    }
}

extension AppSession {
    /// Sends input with `send` (XTest, on `client`), then waits until the app has handled it.
    func waitForAck(after send: () -> Void, sourceLocation: SourceLocation = #_sourceLocation) {
        send()
        check(acknowledgements.request(), "the app did not acknowledge the input", sourceLocation: sourceLocation)
    }

    /// Sends pen-rig command lines, waits until the rig's server has made their button events
    /// (the lines must press or release a button, e.g. end with `up 3`), then until the app has
    /// handled everything up to them.
    func waitForAck(afterRig rig: PenRig, _ device: PenRig.Device, _ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        let buttonEvents = lines.reduce(0) { n, line in
            let word = line.split(separator: " ").first ?? ""
            return n + (word == "down" || word == "up" ? 1 : word == "click" ? 2 : 0)
        }
        precondition(buttonEvents > 0, "waitForAck(afterRig:) needs a button command to wait for")
        acknowledgements.watchRawButtons()
        let before = acknowledgements.rawButtonCount()
        rig.send(device, lines)
        let made = waitUntil(timeout: 10) { self.acknowledgements.rawButtonCount() >= before + buttonEvents }
        check(made, "the rig's server did not make the \(buttonEvents) button events of \(lines)", sourceLocation: sourceLocation)
        check(acknowledgements.request(), "the app did not acknowledge the rig's input", sourceLocation: sourceLocation)
    }

    /// Sends pen-rig command lines that press no button (proximity, hover), then waits until the
    /// app has handled at least `events` more input events than before them (its acknowledgement
    /// counts them), so a test can go on once a hover or a proximity change has arrived.
    func waitForAck(afterRigHover rig: PenRig, _ device: PenRig.Device, _ lines: [String], events: UInt = 1,
                    sourceLocation: SourceLocation = #_sourceLocation) {
        guard acknowledgements.request(), let before = acknowledgements.answer()?.handledInput else {
            return fail("the app did not acknowledge before the rig's input", sourceLocation: sourceLocation)
        }
        rig.send(device, lines)
        let handled = waitUntil(timeout: 10) {
            self.acknowledgements.request(timeout: 2) && (self.acknowledgements.answer()?.handledInput ?? 0) >= before + events
        }
        check(handled, "the app did not handle \(events) input event(s) from \(lines)", sourceLocation: sourceLocation)
    }

    /// Sends touchscreen command lines, waits until the rig's server has made their touch
    /// begins and ends (the lines must hold a `tdown` or `tup`), then until the app has handled
    /// everything up to them.
    func waitForAck(afterTouches rig: PenRig, _ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        let touchEvents = lines.filter { $0.hasPrefix("tdown ") || $0.hasPrefix("tup ") }.count
        precondition(touchEvents > 0, "waitForAck(afterTouches:) needs a tdown or tup to wait for")
        acknowledgements.watchRawButtons()
        let before = acknowledgements.rawTouchCount()
        rig.send(.touch, lines)
        let made = waitUntil(timeout: 10) { self.acknowledgements.rawTouchCount() >= before + touchEvents }
        check(made, "the rig's server did not make the \(touchEvents) touch begins and ends of \(lines)", sourceLocation: sourceLocation)
        check(acknowledgements.request(), "the app did not acknowledge the rig's touches", sourceLocation: sourceLocation)
    }

    /// Waits until the app has handled everything sent so far (after a wait for time to pass).
    func waitForAck(sourceLocation: SourceLocation = #_sourceLocation) {
        check(acknowledgements.request(), "the app did not acknowledge", sourceLocation: sourceLocation)
    }
}
