import CX11
import Foundation
import InkGeometry
import InkWorkflow

/// The window as a drop target of the XDND protocol (version 5): files dragged from a file
/// manager. `XdndAware` on the top-level window; a drag's `XdndEnter` says what it carries
/// (in the message, or more than three types in the source's `XdndTypeList`); the first
/// `XdndPosition` of one offering `text/uri-list` asks for the list (the XdndSelection,
/// converted with the message's timestamp) and is answered once it arrives, later ones at
/// once (`XdndStatus`: accepted, with `XdndActionCopy`, only when a file of a kind Inkstone
/// reads is named); `XdndDrop` is answered with `XdndFinished` once the drop is carried out.
/// Nothing here waits: the list comes in a SelectionNotify the event loop dispatches.
@MainActor
final class XdndTarget {
    /// What a message or the list's arrival asks of the app.
    enum Step {
        case none
        /// A drag carrying `list` is at `point` (window coordinates): show where it would go,
        /// answer with `answerPosition(accepted:)`.
        case hover(URIList, Point)
        /// The drag left the window.
        case leave
        /// Dropped at `point`: carry it out, answer with `finish(success:)`.
        case drop(URIList, Point)
        /// Dropped, but nothing usable came: already answered as refused.
        case refusedDrop
    }

    static let version = 5
    private let display: XDisplay
    private let window: Window
    private let atoms: Atoms
    private var drag: Drag?

    /// The drag over the window now.
    private struct Drag {
        var source: Window
        var offersURIs: Bool
        /// The list, once it came; `requested` while it is on its way, asked for at `requestTime`.
        var list: URIList?
        var requested = false
        var requestTime: Time = 0
        /// Where the pointer is (window coordinates), and whether a position waits for its answer.
        var point = Point.zero
        var positionWaits = false
        /// Dropped, waiting for the list.
        var dropWaits = false
    }

    private struct Atoms {
        let aware, enter, position, status, leave, drop, finished, selection, typeList, uriList, copy, property: Atom
        @MainActor init(_ d: XDisplay) {
            aware = d.atom("XdndAware"); enter = d.atom("XdndEnter"); position = d.atom("XdndPosition")
            status = d.atom("XdndStatus"); leave = d.atom("XdndLeave"); drop = d.atom("XdndDrop")
            finished = d.atom("XdndFinished"); selection = d.atom("XdndSelection"); typeList = d.atom("XdndTypeList")
            uriList = d.atom("text/uri-list"); copy = d.atom("XdndActionCopy"); property = d.atom("_INKSTONE_XDND_DROP")
        }
    }

    init(display: XDisplay, window: Window) {
        self.display = display
        self.window = window
        atoms = Atoms(display)
        let version = [UInt(Self.version)]
        version.withUnsafeBytes { b in
            _ = XChangeProperty(display.pointer, window, atoms.aware, XA_ATOM, 32, PropModeReplace,
                                b.baseAddress?.assumingMemoryBound(to: UInt8.self), 1)
        }
    }

    /// Whether a client message is one of the protocol's (to `handle`).
    func isXdnd(_ message: XClientMessageEvent) -> Bool {
        [atoms.enter, atoms.position, atoms.leave, atoms.drop].contains(message.message_type)
    }

    /// Whether a SelectionNotify answers this target's request for the list.
    func isOurs(_ event: XSelectionEvent) -> Bool {
        event.requestor == window && event.selection == atoms.selection
    }

    /// Reads one of the source's messages.
    func handle(_ message: XClientMessageEvent) -> Step {
        let l = message.data.l
        let source = Window(UInt(bitPattern: l.0))
        switch message.message_type {
        case atoms.enter:
            // A source speaking a newer version than ours is ignored, as the protocol asks.
            guard (UInt(bitPattern: l.1) >> 24) & 0xff <= UInt(Self.version) else { return .none }
            let types = UInt(bitPattern: l.1) & 1 != 0 ? typeList(of: source) : [l.2, l.3, l.4].map { Atom(UInt(bitPattern: $0)) }
            drag = Drag(source: source, offersURIs: types.contains(atoms.uriList))
            return .none
        case atoms.position:
            guard var d = drag, d.source == source else { return .none }
            let packed = UInt(bitPattern: l.2)
            d.point = windowPoint(rootX: Int32((packed >> 16) & 0xffff), rootY: Int32(packed & 0xffff))
            defer { drag = d }
            guard d.offersURIs else {
                sendStatus(to: d.source, accepted: false)
                return .none
            }
            if let list = d.list { return .hover(list, d.point) }
            d.positionWaits = true
            if !d.requested { d.requestTime = request(time: Time(UInt(bitPattern: l.3))); d.requested = true }
            return .none
        case atoms.leave:
            guard drag?.source == source else { return .none }
            drag = nil
            return .leave
        case atoms.drop:
            guard var d = drag, d.source == source else { return .none }
            if let list = d.list {
                drag = d
                return .drop(list, d.point)
            }
            guard d.offersURIs else {
                drag = nil
                sendFinished(to: source, success: false)
                return .refusedDrop
            }
            d.dropWaits = true
            if !d.requested { d.requestTime = request(time: Time(UInt(bitPattern: l.2))); d.requested = true }
            drag = d
            return .none
        default:
            return .none
        }
    }

    /// The list arrived (or could not be had): the waiting position or drop goes on.
    func selectionArrived(_ event: XSelectionEvent) -> Step {
        let text = event.property == 0 ? nil : readList()
        // An answer to an earlier drag's request (it left before the answer came) is not this one's.
        guard var d = drag, d.requested, d.list == nil, event.time == d.requestTime else { return .none }
        let list = URIList(parsing: text ?? "", hostName: Self.hostName)
        d.list = list
        drag = d
        if d.dropWaits { return .drop(list, d.point) }
        if d.positionWaits { return .hover(list, d.point) }
        return .none
    }

    /// Answers the position the last `hover` step came from.
    func answerPosition(accepted: Bool) {
        guard var d = drag else { return }
        d.positionWaits = false
        drag = d
        sendStatus(to: d.source, accepted: accepted)
    }

    /// Answers the drop the last `drop` step came from; the drag is over.
    func finish(success: Bool) {
        guard let d = drag else { return }
        drag = nil
        sendFinished(to: d.source, success: success)
    }

    /// This machine's name (a file manager may name it as the host of a file's URI).
    private static var hostName: String? {
        var name = [CChar](repeating: 0, count: 256)
        guard gethostname(&name, name.count - 1) == 0 else { return nil }
        return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    // MARK: X requests

    /// Asks the source for its list; returns the request's time.
    private func request(time: Time) -> Time {
        XDeleteProperty(display.pointer, window, atoms.property)
        XConvertSelection(display.pointer, atoms.selection, atoms.uriList, atoms.property, window, time)
        display.flush()
        return time
    }

    /// The list the source put in our property (deleted after reading), as UTF-8 text.
    private func readList() -> String? {
        var type: Atom = 0, format: Int32 = 0, items: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display.pointer, window, atoms.property, 0, 1 << 20, 1, Atom(AnyPropertyType),
                                 &type, &format, &items, &after, &data) == Success, let data else { return nil }
        defer { XFree(data) }
        guard format == 8, type != display.atom("INCR") else { return nil }
        return String(decoding: UnsafeBufferPointer(start: data, count: Int(items)), as: UTF8.self)
    }

    /// The source's `XdndTypeList` (a drag of more than three types).
    private func typeList(of source: Window) -> [Atom] {
        var type: Atom = 0, format: Int32 = 0, items: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display.pointer, source, atoms.typeList, 0, 1024, 0, XA_ATOM,
                                 &type, &format, &items, &after, &data) == Success, let data else { return [] }
        defer { XFree(data) }
        guard format == 32 else { return [] }
        return data.withMemoryRebound(to: UInt.self, capacity: Int(items)) { Array(UnsafeBufferPointer(start: $0, count: Int(items))) }
    }

    private func windowPoint(rootX: Int32, rootY: Int32) -> Point {
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(display.pointer, display.root, window, rootX, rootY, &x, &y, &child)
        return Point(Double(x), Double(y))
    }

    /// XdndStatus: accepted or not, with positions wanted everywhere (the drop line follows).
    private func sendStatus(to source: Window, accepted: Bool) {
        send(atoms.status, to: source, [Int(bitPattern: UInt(window)), accepted ? 3 : 2, 0, 0, accepted ? Int(bitPattern: UInt(atoms.copy)) : 0])
    }

    /// XdndFinished: whether the drop was taken, and as what (version 5).
    private func sendFinished(to source: Window, success: Bool) {
        send(atoms.finished, to: source, [Int(bitPattern: UInt(window)), success ? 1 : 0, success ? Int(bitPattern: UInt(atoms.copy)) : 0, 0, 0])
    }

    private func send(_ type: Atom, to target: Window, _ values: [Int]) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.display = display.pointer
        event.xclient.window = target
        event.xclient.message_type = type
        event.xclient.format = 32
        event.xclient.data.l = (values[0], values[1], values[2], values[3], values[4])
        XSendEvent(display.pointer, target, 0, 0, &event)
        display.flush()
    }
}
