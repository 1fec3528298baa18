import CXTest
import Foundation
import InkTestSupport

/// A clipboard manager of a test's own (freedesktop.org's ClipboardManager convention): it owns
/// CLIPBOARD_MANAGER, and when an ending app asks it to SAVE_TARGETS it reads each listed type
/// from the CLIPBOARD, as a manager keeping them would, then says it is done. Its own
/// connection (`BareXClient`).
final class FakeClipboardManager: @unchecked Sendable {
    private let client: BareXClient
    private var dpy: OpaquePointer { client.dpy }
    private var window: Window { client.window }

    init(display: String) throws {
        client = try BareXClient(display: display)
        XSetSelectionOwner(dpy, atom("CLIPBOARD_MANAGER"), window, Time(CurrentTime))
        XFlush(dpy)
    }

    private func atom(_ name: String) -> Atom { XInternAtom(dpy, name, 0) }

    private func name(_ atom: Atom) -> String {
        guard let n = XGetAtomName(dpy, atom) else { return "" }
        defer { XFree(n) }
        return String(cString: n)
    }

    /// A property's bytes (format 8) or its items as atoms' names (format 32), whole.
    private func read(_ window: Window, _ property: Atom) -> (type: String, bytes: Data, atoms: [String])? {
        var type: Atom = 0, format: Int32 = 0, items: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(dpy, window, property, 0, 1 << 24, 0, Atom(AnyPropertyType), &type, &format, &items, &after, &data) == Success,
              let data else { return nil }
        defer { XFree(data) }
        if format == 32 {
            let atoms = data.withMemoryRebound(to: UInt.self, capacity: Int(items)) { Array(UnsafeBufferPointer(start: $0, count: Int(items))) }
            return (name(type), Data(), atoms.map { name(Atom($0)) })
        }
        return (name(type), Data(bytes: data, count: Int(items) * Int(format / 8)), [])
    }

    /// Waits up to `timeout` seconds for an app's SAVE_TARGETS request and carries it out: the
    /// bytes of each type it lists, by name (nil: no request came). `answer` false: the request
    /// is read but never answered (a manager that hangs).
    func serveSave(timeout: Double, answer: Bool = true) -> [String: Data]? {
        var event = XEvent()
        guard waitUntil(timeout: timeout, { XCheckTypedWindowEvent(dpy, window, SelectionRequest, &event) != 0 }) else { return nil }
        let request = event.xselectionrequest
        guard name(request.selection) == "CLIPBOARD_MANAGER", name(request.target) == "SAVE_TARGETS",
              let listed = read(request.requestor, request.property) else { return nil }
        var saved: [String: Data] = [:]
        let into = atom("MANAGER_COPY")
        for type in listed.atoms {
            XConvertSelection(dpy, atom("CLIPBOARD"), atom(type), into, window, request.time)
            XFlush(dpy)
            var notify = XEvent()
            guard waitUntil(timeout: 10, { XCheckTypedWindowEvent(dpy, window, SelectionNotify, &notify) != 0 }),
                  notify.xselection.property != 0, let value = read(window, into) else { continue }
            saved[type] = value.bytes
        }
        guard answer else { return saved }
        var reply = XEvent()
        reply.xselection = XSelectionEvent(type: SelectionNotify, serial: 0, send_event: 1, display: dpy, requestor: request.requestor,
                                           selection: request.selection, target: request.target, property: request.property,
                                           time: request.time)
        XSendEvent(dpy, request.requestor, 0, 0, &reply)
        XFlush(dpy)
        return saved
    }
}
