import CXTest
import Foundation

/// The bench's own connection to its Xvfb: moves the pointer with XTest and sees the windows'
/// pixels change through XDamage (every drawing request on a watched window reports its
/// rectangle), with XGetImage of a small area as a backstop.
final class Probe {
    let dpy: OpaquePointer
    private let damageEventBase: Int32
    private var damages: [Window: Damage] = [:]

    /// A change of a watched window's pixels, in window coordinates.
    struct Change { var window: Window; var x: Int, y: Int, width: Int, height: Int }

    init(display: String) throws {
        XSetErrorHandler { _, _ in 0 }
        guard let d = XOpenDisplay(display) else { throw Child.Failure(description: "cannot open \(display)") }
        dpy = d
        var event: Int32 = 0, error: Int32 = 0
        guard XDamageQueryExtension(d, &event, &error) != 0 else { throw Child.Failure(description: "the X server has no DAMAGE extension") }
        damageEventBase = event
        var major: Int32 = 0, minor: Int32 = 0, opcode: Int32 = 0
        guard XTestQueryExtension(d, &event, &error, &major, &minor) != 0, XQueryExtension(d, "XTEST", &opcode, &event, &error) != 0 else {
            throw Child.Failure(description: "the X server has no XTEST extension")
        }
    }

    func close() { XCloseDisplay(dpy) }

    /// The mapped top-level window whose _NET_WM_PID is `pid`.
    func window(ofPID pid: pid_t) -> Window? {
        var rootReturn: Window = 0, parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(dpy, XDefaultRootWindow(dpy), &rootReturn, &parent, &children, &count) != 0, let children else { return nil }
        defer { XFree(children) }
        for i in 0..<Int(count) where cardinal(children[i], "_NET_WM_PID") == UInt(pid) && isViewable(children[i]) { return children[i] }
        return nil
    }

    func isViewable(_ w: Window) -> Bool {
        var attrs = XWindowAttributes()
        return XGetWindowAttributes(dpy, w, &attrs) != 0 && attrs.map_state == IsViewable
    }

    private func cardinal(_ w: Window, _ name: String) -> UInt? {
        var type: Atom = 0, format: Int32 = 0, items: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(dpy, w, XInternAtom(dpy, name, 0), 0, 1, 0, XA_CARDINAL, &type, &format, &items, &after, &data) == Success,
              let data else { return nil }
        defer { XFree(data) }
        guard items == 1, format == 32 else { return nil }
        return data.withMemoryRebound(to: UInt.self, capacity: 1) { $0.pointee }
    }

    /// Where the window's (0, 0) is on the screen.
    func origin(of w: Window) -> (x: Int, y: Int) {
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(dpy, w, XDefaultRootWindow(dpy), 0, 0, &x, &y, &child)
        return (Int(x), Int(y))
    }

    /// Reports every drawing on `w` from now on.
    func watch(_ w: Window) {
        damages[w] = XDamageCreate(dpy, w, Int32(XDamageReportRawRectangles))
        XSync(dpy, 0)
    }

    // MARK: input

    func move(toScreen x: Int, _ y: Int) {
        XTestFakeMotionEvent(dpy, -1, Int32(x), Int32(y), 0)
        XFlush(dpy)
    }

    func button(down: Bool) {
        XTestFakeButtonEvent(dpy, 1, down ? 1 : 0, 0)
        XFlush(dpy)
    }

    // MARK: seeing pixels change

    /// The changes already received, without waiting.
    func pendingChanges() -> [Change] {
        var changes: [Change] = []
        while XPending(dpy) > 0 {
            var event = XEvent()
            XNextEvent(dpy, &event)
            guard event.type == damageEventBase + XDamageNotify else { continue }
            let notify = withUnsafePointer(to: &event) { $0.withMemoryRebound(to: XDamageNotifyEvent.self, capacity: 1) { $0.pointee } }
            changes.append(Change(window: notify.drawable, x: Int(notify.area.x), y: Int(notify.area.y),
                                  width: Int(notify.area.width), height: Int(notify.area.height)))
        }
        return changes
    }

    /// Waits until something arrives on the connection or `seconds` pass.
    func waitForEvents(_ seconds: Double) {
        if XEventsQueued(dpy, QueuedAlready) > 0 { return }
        var pfd = pollfd(fd: XConnectionNumber(dpy), events: Int16(POLLIN), revents: 0)
        _ = poll(&pfd, 1, Int32(max(0, (seconds * 1000).rounded(.up))))
    }

    /// Reads changes until none came for `quiet` seconds (at most `limit` seconds).
    func settle(quiet: Double, limit: Double) {
        let end = now() + limit
        var last = now()
        while now() < end {
            waitForEvents(quiet / 2)
            if !pendingChanges().isEmpty { last = now() } else if now() - last >= quiet { return }
        }
    }

    /// The pixels of a small square of `w` (the polling backstop), or nil outside the window.
    func pixels(_ w: Window, aroundX x: Int, y: Int, half: Int = 8) -> [UInt8]? {
        let size = UInt32(2 * half)
        guard x >= half, y >= half, let image = XGetImage(dpy, w, Int32(x - half), Int32(y - half), size, size, ~0, ZPixmap) else { return nil }
        defer { inkstone_test_destroy_image(image) }
        guard let data = image.pointee.data else { return nil }
        let count = Int(image.pointee.bytes_per_line) * Int(size)
        return data.withMemoryRebound(to: UInt8.self, capacity: count) { Array(UnsafeBufferPointer(start: $0, count: count)) }
    }
}
