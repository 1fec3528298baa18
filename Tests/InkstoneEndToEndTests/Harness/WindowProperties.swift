import CXTest
import Foundation

/// Reading a window's properties and the root window's client messages, for the tests of what
/// the app tells the desktop (EWMH, ICCCM, startup notification).
extension XTestClient {
    /// A format-32 property (CARDINAL, ATOM, …) as its C long values; nil when absent.
    func longs(_ w: Window, _ name: String) -> [Int]? {
        var type: Atom = 0, format: Int32 = 0, items: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(dpy, w, atom(name), 0, 1 << 22, 0, Atom(AnyPropertyType), &type, &format, &items, &after, &data) == Success,
              let data else { return nil }
        defer { XFree(data) }
        guard format == 32, type != 0 else { return nil }
        return data.withMemoryRebound(to: Int.self, capacity: Int(items)) { Array(UnsafeBufferPointer(start: $0, count: Int(items))) }
    }

    /// An atom's name.
    func name(of atom: Atom) -> String {
        guard let text = XGetAtomName(dpy, atom) else { return "" }
        defer { XFree(text) }
        return String(cString: text)
    }

    /// From now on, this connection gets the root window's events of `mask` (client messages
    /// sent to the root with that mask, as window managers and launchers listen).
    func listenOnRoot(_ mask: Int) {
        XSelectInput(dpy, root, mask)
        XSync(dpy, 0)
    }

    /// The next client message this connection receives whose type is one of `types`,
    /// waiting up to `timeout` seconds.
    func nextClientMessage(_ types: [String], timeout: Double = 10) -> XClientMessageEvent? {
        let wanted = Set(types.map { atom($0) })
        var found: XClientMessageEvent?
        _ = waitUntil(timeout: timeout) {
            while found == nil && XPending(dpy) > 0 {
                var event = XEvent()
                XNextEvent(dpy, &event)
                if event.type == ClientMessage && wanted.contains(event.xclient.message_type) { found = event.xclient }
            }
            return found != nil
        }
        return found
    }
}
