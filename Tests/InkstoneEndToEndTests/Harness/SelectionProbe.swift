import CXTest
import Foundation
import InkTestSupport

/// A bare X client of a test's own that looks at selections as a low-level app would: the type
/// of an owner's first reply (`INCR` for an incremental transfer) and an owner that never
/// answers. Its own connection, so its events never mix with `XTestClient`'s.
final class SelectionProbe: @unchecked Sendable {
    private let client: BareXClient
    private var dpy: OpaquePointer { client.dpy }
    private var window: Window { client.window }

    init(display: String) throws {
        client = try BareXClient(display: display, eventMask: Int(PropertyChangeMask))
    }

    /// The type of the first reply to converting `selection` to `target` ("INCR" when the owner
    /// sends it incrementally), without reading on; nil when no answer came.
    func firstReplyType(_ selection: String, _ target: String) -> String? {
        let property = XInternAtom(dpy, "PROBE", 0)
        XConvertSelection(dpy, XInternAtom(dpy, selection, 0), XInternAtom(dpy, target, 0), property, window, Time(CurrentTime))
        XFlush(dpy)
        var event = XEvent()
        guard waitUntil(timeout: 10, { XCheckTypedWindowEvent(dpy, window, SelectionNotify, &event) != 0 }),
              event.xselection.property != 0 else { return nil }
        return typeName(of: property)
    }

    /// Asks for several targets at once (MULTIPLE, ICCCM 2.6.2): for each, the type of what the
    /// owner wrote, or nil when it refused that one.
    func multiple(_ selection: String, _ targets: [String]) -> [String?]? {
        let pairs = targets.enumerated().flatMap { i, t in [UInt(XInternAtom(dpy, t, 0)), UInt(XInternAtom(dpy, "PROBE\(i)", 0))] }
        let property = XInternAtom(dpy, "PROBE-PAIRS", 0)
        pairs.withUnsafeBufferPointer { b in
            b.withMemoryRebound(to: UInt8.self) { bytes in
                _ = XChangeProperty(dpy, window, property, XInternAtom(dpy, "ATOM_PAIR", 0), 32, PropModeReplace, bytes.baseAddress, Int32(pairs.count))
            }
        }
        XConvertSelection(dpy, XInternAtom(dpy, selection, 0), XInternAtom(dpy, "MULTIPLE", 0), property, window, Time(CurrentTime))
        XFlush(dpy)
        var event = XEvent()
        guard waitUntil(timeout: 10, { XCheckTypedWindowEvent(dpy, window, SelectionNotify, &event) != 0 }),
              event.xselection.property != 0 else { return nil }
        // The owner replaced the target of each pair it refused by None.
        var type: Atom = 0, format: Int32 = 0, items: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(dpy, window, property, 0, 1024, 0, Atom(AnyPropertyType), &type, &format, &items, &after, &data) == Success,
              let data, format == 32, Int(items) == pairs.count else { return nil }
        defer { XFree(data) }
        let answered = data.withMemoryRebound(to: UInt.self, capacity: Int(items)) { Array(UnsafeBufferPointer(start: $0, count: Int(items))) }
        return targets.indices.map { i in
            guard answered[2 * i] != 0 else { return nil }
            return typeName(of: XInternAtom(dpy, "PROBE\(i)", 0))
        }
    }

    private func typeName(of property: Atom) -> String? {
        var type: Atom = 0, format: Int32 = 0, items: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(dpy, window, property, 0, 0, 0, Atom(AnyPropertyType), &type, &format, &items, &after, &data) == Success else { return nil }
        if let data { XFree(data) }
        guard type != 0, let name = XGetAtomName(dpy, type) else { return nil }
        defer { XFree(name) }
        return String(cString: name)
    }

    /// Takes `selection` and never answers a request for it.
    func ownAndStaySilent(_ selection: String) {
        XSetSelectionOwner(dpy, XInternAtom(dpy, selection, 0), window, Time(CurrentTime))
        XFlush(dpy)
    }
}
