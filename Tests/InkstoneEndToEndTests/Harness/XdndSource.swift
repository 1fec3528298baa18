import CXTest
import Foundation
import Glibc

/// A small XDND drag source (version 5), as a file manager is one: a connection and an
/// unmapped window of its own that owns the XdndSelection, sends XdndEnter, XdndPosition,
/// XdndLeave and XdndDrop to the target window, answers the target's SelectionRequest with the
/// data it offers and reads the target's XdndStatus and XdndFinished. It waits on the
/// connection's events (poll), never for a time.
final class XdndSource: @unchecked Sendable {
    /// The target's answer to a position.
    struct Status: Equatable {
        var accepted: Bool
        var action: String
    }

    /// The target's answer to a drop.
    struct Finished: Equatable {
        var success: Bool
        var action: String
    }

    private let client: XTestClient
    private var dpy: OpaquePointer { client.dpy }
    let window: Window
    let target: Window
    /// What is offered, by type (MIME type atoms' names), in the order given.
    private let offered: [(type: String, data: Data)]
    /// The server time the selection was taken at, used in every message.
    private(set) var time: Time = 0
    /// The types the target asked for, in order.
    private(set) var requests: [String] = []
    private var status: Status?
    private var finished: Finished?

    init(display: String, target: Window, offering: [(type: String, data: Data)]) throws {
        client = try XTestClient(display: display)
        self.target = target
        offered = offering
        let root = XDefaultRootWindow(client.dpy)
        window = XCreateSimpleWindow(client.dpy, root, 0, 0, 1, 1, 0, 0, 0)
        XSelectInput(client.dpy, window, Int(PropertyChangeMask))
        // Which types there are: more than three go in XdndTypeList.
        var atoms = offering.map { UInt(client.atom($0.type)) }
        atoms.withUnsafeMutableBytes { b in
            _ = XChangeProperty(client.dpy, window, client.atom("XdndTypeList"), XA_ATOM, 32, PropModeReplace,
                                b.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(offering.count))
        }
        time = serverTime()
        XSetSelectionOwner(client.dpy, client.atom("XdndSelection"), window, time)
        XSync(client.dpy, 0)
    }

    deinit { client.close() }

    /// A uri-list of `paths` (CRLF lines, percent-encoded as file managers send them).
    static func uriList(_ paths: [String]) -> Data {
        let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "%#?"))
        let lines = paths.map { "file://" + ($0.addingPercentEncoding(withAllowedCharacters: allowed) ?? $0) }
        return Data(("# from the test's drag source\r\n" + lines.joined(separator: "\r\n") + "\r\n").utf8)
    }

    /// The drag enters the target.
    func enter() {
        let types = offered.prefix(3).map { Int(bitPattern: UInt(client.atom($0.type))) }
        let flags = (5 << 24) | (offered.count > 3 ? 1 : 0)
        send("XdndEnter", [flags] + types + Array(repeating: 0, count: 3 - types.count))
    }

    /// The pointer is at (`x`, `y`) of the target window: waits for the target's status.
    func position(_ x: Double, _ y: Double, timeout: Double = 10) -> Status? {
        status = nil
        let o = client.origin(of: target)
        let rootX = o.x + Int(x.rounded()), rootY = o.y + Int(y.rounded())
        send("XdndPosition", [0, (rootX << 16) | rootY, Int(time), Int(bitPattern: UInt(client.atom("XdndActionCopy")))])
        _ = pump(timeout: timeout) { self.status != nil }
        return status
    }

    /// The drag leaves the target without a drop.
    func leave() {
        send("XdndLeave", [0, 0, 0, 0])
        XSync(dpy, 0)
    }

    /// Drops: waits for the target's XdndFinished (answering its request for the data).
    func drop(timeout: Double = 20) -> Finished? {
        finished = nil
        send("XdndDrop", [0, Int(time), 0, 0])
        _ = pump(timeout: timeout) { self.finished != nil }
        return finished
    }

    /// Sends a client message of `type` to the target: `data.l[0]` is the source window.
    private func send(_ type: String, _ rest: [Int]) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = target
        event.xclient.message_type = client.atom(type)
        event.xclient.format = 32
        let l = [Int(bitPattern: UInt(window))] + rest
        event.xclient.data.l = (l[0], l[1], l[2], l[3], l[4])
        XSendEvent(dpy, target, 0, 0, &event)
        XFlush(dpy)
    }

    /// Handles this connection's events until `done` holds (or `timeout` seconds pass),
    /// sleeping in poll() on the connection between them.
    private func pump(timeout: Double, until done: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !done() {
            if XPending(dpy) == 0 {
                let left = deadline.timeIntervalSinceNow
                guard left > 0 else { return false }
                var fd = pollfd(fd: XConnectionNumber(dpy), events: Int16(POLLIN), revents: 0)
                _ = poll(&fd, 1, Int32(left * 1000) + 1)
                continue
            }
            var event = XEvent()
            XNextEvent(dpy, &event)
            handle(&event)
        }
        return true
    }

    private func handle(_ event: inout XEvent) {
        switch event.type {
        case SelectionRequest:
            answer(event.xselectionrequest)
        case ClientMessage:
            let m = event.xclient
            let l = m.data.l
            guard Window(UInt(bitPattern: l.0)) == target else { return }
            if m.message_type == client.atom("XdndStatus") {
                status = Status(accepted: l.1 & 1 != 0, action: client.name(of: Atom(UInt(bitPattern: l.4))))
            } else if m.message_type == client.atom("XdndFinished") {
                finished = Finished(success: l.1 & 1 != 0, action: client.name(of: Atom(UInt(bitPattern: l.2))))
            }
        default:
            break
        }
    }

    /// Puts the data of the type asked for on the requestor's property, or refuses.
    private func answer(_ request: XSelectionRequestEvent) {
        let type = client.name(of: request.target)
        requests.append(type)
        var reply = XEvent()
        reply.xselection.type = SelectionNotify
        reply.xselection.requestor = request.requestor
        reply.xselection.selection = request.selection
        reply.xselection.target = request.target
        reply.xselection.time = request.time
        reply.xselection.property = 0
        if let data = offered.first(where: { $0.type == type })?.data, request.property != 0 {
            let bytes = [UInt8](data)
            bytes.withUnsafeBufferPointer { b in
                _ = XChangeProperty(dpy, request.requestor, request.property, request.target, 8, PropModeReplace, b.baseAddress, Int32(b.count))
            }
            reply.xselection.property = request.property
        }
        XSendEvent(dpy, request.requestor, 0, 0, &reply)
        XFlush(dpy)
    }

    /// The server's time now, from the PropertyNotify of a change to the source's own window.
    private func serverTime() -> Time {
        var zero: UInt8 = 0
        XChangeProperty(dpy, window, client.atom("_XDND_SOURCE_TIME"), XA_INTEGER, 8, PropModeReplace, &zero, 1)
        var event = XEvent()
        XWindowEvent(dpy, window, Int(PropertyChangeMask), &event)
        return event.xproperty.time
    }
}
