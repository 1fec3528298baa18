import CX11
import Foundation
import InkDocument
import InkRender

/// What Inkstone offers other apps through the CLIPBOARD and PRIMARY selections: the copied
/// strokes as Inkstone's own type (`ClipboardStrokes.mimeType`), `image/png` and
/// `image/svg+xml`, or text copied in a text box as UTF8_STRING, `text/plain` and STRING,
/// each made when first asked for. Answers SelectionRequest for those and for
/// TARGETS, TIMESTAMP and MULTIPLE; data larger than a request may carry goes incrementally
/// (`SelectionTransfer`); SelectionClear ends an offer. Owns the selections with its own
/// unmapped window, which also receives what `SelectionReader` reads.
@MainActor
final class ClipboardOwner {
    private struct Offer {
        var content: Content
        var time: Time
        var made: [String: Data] = [:]
    }

    /// What an offer holds: strokes (a lasso's copy) or text (selected in a text box).
    private enum Content {
        case strokes(ClipboardStrokes)
        case text(String)

        var types: [String] {
            switch self {
            case .strokes: ClipboardOwner.types
            case .text: ClipboardOwner.textTypes
            }
        }
    }

    private let display: XDisplay
    /// The window that owns the selections and receives the data read from others.
    let window: Window
    private var offers: [Atom: Offer] = [:]
    private var transfers: [SelectionTransfer] = []
    private let chunk: Int
    /// How long a requestor may take to read each chunk of an incremental transfer.
    static let patience: TimeInterval = 10
    /// The types strokes are offered as besides TARGETS, TIMESTAMP and MULTIPLE, best first.
    nonisolated static let types = [ClipboardStrokes.mimeType, "image/png", "image/svg+xml"]
    /// The types text is offered and pasted as, best first (ICCCM's and freedesktop's names:
    /// STRING is Latin-1, TEXT answered as UTF8_STRING).
    nonisolated static let textTypes = ["UTF8_STRING", "text/plain;charset=utf-8", "text/plain", "STRING", "TEXT"]

    /// Text from a clipboard type: STRING as Latin-1, the others as UTF-8 (malformed bytes replaced).
    nonisolated static func text(of type: String, _ data: Data) -> String {
        type == "STRING" ? String(decoding: data.map { UInt16($0) }, as: UTF16.self) : String(decoding: data, as: UTF8.self)
    }

    init?(display: XDisplay) {
        var attributes = XSetWindowAttributes()
        attributes.event_mask = Int(PropertyChangeMask)
        let w = XCreateWindow(display.pointer, display.root, -10, -10, 1, 1, 0, 0, UInt32(InputOnly), nil, UInt(CWEventMask), &attributes)
        guard w != 0 else { return nil }
        self.display = display
        window = w
        chunk = SelectionProperty.chunkSize(display)
    }

    /// The earliest moment an incremental transfer is dropped, if one is under way.
    var deadline: Date? { transfers.lazy.map(\.deadline).min() }

    /// Offers strokes as `selection` ("CLIPBOARD" or "PRIMARY"); false when the server gave
    /// the selection to someone else.
    func offer(_ strokes: ClipboardStrokes, as selection: String, time: Time) -> Bool {
        take(selection, Offer(content: .strokes(strokes), time: time))
    }

    /// Offers text as `selection`; false when the server gave the selection to someone else.
    func offer(text: String, as selection: String, time: Time) -> Bool {
        take(selection, Offer(content: .text(text), time: time))
    }

    /// The types Inkstone offers as `selection` now (strokes' or text's), if it offers any.
    func offeredTypes(_ selection: String) -> [String]? {
        offers[display.atom(selection)]?.content.types
    }

    private func take(_ selection: String, _ offer: Offer) -> Bool {
        let atom = display.atom(selection)
        XSetSelectionOwner(display.pointer, atom, window, offer.time)
        guard XGetSelectionOwner(display.pointer, atom) == window else {
            offers[atom] = nil
            return false
        }
        offers[atom] = offer
        return true
    }

    /// When Inkstone took `selection` ("CLIPBOARD", "PRIMARY"), if it offers strokes there now.
    func offerTime(_ selection: String) -> Time? {
        offers[display.atom(selection)]?.time
    }

    /// Another client took the selection.
    func selectionClear(_ e: XSelectionClearEvent) {
        guard e.window == window else { return }
        offers[e.selection] = nil
    }

    /// Answers another client's (or this app's own reader's) request.
    func selectionRequest(_ e: XSelectionRequestEvent) {
        guard e.owner == window else { return }
        // An obsolete client names no property: the target stands for it.
        let property = e.property != 0 ? e.property : e.target
        var reply = XEvent()
        reply.xselection.type = SelectionNotify
        reply.xselection.display = display.pointer
        reply.xselection.requestor = e.requestor
        reply.xselection.selection = e.selection
        reply.xselection.target = e.target
        reply.xselection.time = e.time
        reply.xselection.property = answer(e.selection, e.target, to: e.requestor, property, time: e.time) ? property : 0
        XSendEvent(display.pointer, e.requestor, 0, 0, &reply)
        display.flush()
    }

    /// Puts the value of `target` on the requestor's property; false when it cannot.
    private func answer(_ selection: Atom, _ target: Atom, to requestor: Window, _ property: Atom, time: Time) -> Bool {
        guard var offer = offers[selection] else { return false }
        switch display.name(of: target) {
        case "TARGETS":
            let atoms = (["TARGETS", "TIMESTAMP", "MULTIPLE"] + offer.content.types).map { UInt(display.atom($0)) }
            SelectionProperty.write(display, requestor, property, type: XA_ATOM, longs: atoms)
            return true
        case "TIMESTAMP":
            SelectionProperty.write(display, requestor, property, type: XA_INTEGER, longs: [UInt(offer.time)])
            return true
        case "MULTIPLE":
            return answerMultiple(selection, to: requestor, property, time: time)
        case let name where offer.content.types.contains(name):
            guard let data = offer.made[name] ?? make(name, offer.content) else { return false }
            offer.made[name] = data
            offers[selection] = offer
            // TEXT asks for the owner's choice of encoding: UTF-8, said so.
            send(data, type: name == "TEXT" ? display.atom("UTF8_STRING") : target, to: requestor, property)
            return true
        default:
            return false
        }
    }

    /// MULTIPLE: the property holds pairs of (target, property); each is answered in turn, a
    /// pair that cannot be has its target replaced by None.
    private func answerMultiple(_ selection: Atom, to requestor: Window, _ property: Atom, time: Time) -> Bool {
        guard let pairs = SelectionProperty.read(display, requestor, property, delete: false), pairs.format == 32 else { return false }
        var atoms = SelectionProperty.atoms(in: pairs.bytes)
        for i in stride(from: 0, to: atoms.count - 1, by: 2) where display.name(of: atoms[i]) != "MULTIPLE" {
            if !answer(selection, atoms[i], to: requestor, atoms[i + 1], time: time) { atoms[i] = 0 }
        }
        SelectionProperty.write(display, requestor, property, type: pairs.type, longs: atoms.map { UInt($0) })
        return true
    }

    private func make(_ type: String, _ content: Content) -> Data? {
        switch (content, type) {
        case (.strokes(let strokes), ClipboardStrokes.mimeType): return strokes.encoded()
        case (.strokes(let strokes), "image/png"): return ClipboardPictures.png(strokes)
        case (.strokes(let strokes), "image/svg+xml"): return ClipboardPictures.svg(strokes)
        // Latin-1, what cannot be said in it as "?".
        case (.text(let text), "STRING"): return Data(text.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : 0x3f })
        case (.text(let text), _): return Data(text.utf8)
        default: return nil
        }
    }

    /// Writes the data at once, or starts an incremental transfer when it is larger than a chunk.
    private func send(_ data: Data, type: Atom, to requestor: Window, _ property: Atom) {
        guard data.count > chunk else {
            SelectionProperty.write(display, requestor, property, type: type, bytes: data)
            return
        }
        // The requestor's deletions of the property pace the transfer (this app's own reader
        // window selects them already, and keeps them).
        if requestor != window { XSelectInput(display.pointer, requestor, Int(PropertyChangeMask)) }
        transfers.removeAll { $0.requestor == requestor && $0.property == property }
        transfers.append(SelectionTransfer(requestor: requestor, property: property, type: type, data: data, chunk: chunk,
                                           deadline: Date().addingTimeInterval(Self.patience)))
        SelectionProperty.write(display, requestor, property, type: display.atom("INCR"), longs: [UInt(data.count)])
    }

    /// A PropertyNotify of a requestor's window: a deleted property asks for the next chunk.
    func propertyNotify(_ e: XPropertyEvent) {
        guard e.state == PropertyDelete, let i = transfers.firstIndex(where: { $0.requestor == e.window && $0.property == e.atom }) else { return }
        transfers[i].propertyDeleted(display, deadline: Date().addingTimeInterval(Self.patience))
        if transfers[i].finished { end(i) }
        display.flush()
    }

    /// Drops transfers whose requestor stopped reading; says how many.
    func expire(now: Date) -> Int {
        var dropped = 0
        while let i = transfers.firstIndex(where: { $0.deadline <= now }) {
            end(i)
            dropped += 1
        }
        return dropped
    }

    private func end(_ i: Int) {
        let requestor = transfers.remove(at: i).requestor
        if requestor != window, !transfers.contains(where: { $0.requestor == requestor }) { XSelectInput(display.pointer, requestor, 0) }
    }
}
