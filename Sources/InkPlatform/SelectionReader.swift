import CX11
import Foundation
import InkGeometry

/// Reads a selection (CLIPBOARD, PRIMARY, or XDND's) from whichever client owns it, without
/// ever waiting for that client: a state machine the event loop drives with the
/// SelectionNotify and PropertyNotify events of `window`, ended by `deadline` when the owner
/// stops answering. First the owner's TARGETS, then the first wanted type it offers; data sent
/// incrementally (INCR) is gathered chunk by chunk.
@MainActor
final class SelectionReader {
    /// How a read ended.
    enum Result: Equatable {
        /// The data of the chosen type (its MIME name).
        case data(type: String, Data)
        /// Nobody owns the selection.
        case empty
        /// The owner offers none of the wanted types; what it does offer.
        case nothingWanted(offered: [String])
        /// The owner refused, sent something broken or stopped answering (`reason` says which).
        case failed(String)
    }

    private enum Stage {
        case idle
        case targets
        case converting(String)
        /// An INCR transfer of this type: the chunks so far.
        case incremental(String, Data)
    }

    private let display: XDisplay
    /// The window the data arrives on (it must select PropertyChangeMask).
    let window: Window
    /// The property the owner writes to.
    private let property: Atom
    private var stage = Stage.idle
    private var selection: Atom = 0
    private var wanted: [String] = []
    private var time: Time = 0
    /// The target of the conversion asked for last (an answer to an earlier one is ignored).
    private var asked: Atom = 0
    /// When the read gives up unless the owner answers first (each answer moves it on).
    private(set) var deadline: Date?
    /// How long the owner may take to answer each step.
    static let patience: TimeInterval = 5

    init(display: XDisplay, window: Window, property: String = "_INKSTONE_SELECTION") {
        self.display = display
        self.window = window
        self.property = display.atom(property)
    }

    /// Whether a read is under way.
    var isReading: Bool { if case .idle = stage { return false } else { return true } }

    /// Starts reading `selection` ("CLIPBOARD", "PRIMARY"), for the first of `wanted` (MIME
    /// types, best first) the owner offers. Returns a result at once when nobody owns it.
    func begin(_ selection: String, wanted: [String], time: Time) -> Result? {
        let atom = display.atom(selection)
        guard XGetSelectionOwner(display.pointer, atom) != 0 else { return .empty }
        self.selection = atom
        self.wanted = wanted
        self.time = time
        XDeleteProperty(display.pointer, window, property)
        stage = .targets
        asked = display.atom("TARGETS")
        XConvertSelection(display.pointer, atom, asked, property, window, time)
        display.flush()
        deadline = Date().addingTimeInterval(Self.patience)
        return nil
    }

    /// Gives up when the deadline has passed.
    func expire(now: Date) -> Result? {
        guard let deadline, deadline <= now, isReading else { return nil }
        return finish(.failed(tr("the app holding the clipboard stopped answering")))
    }

    /// A SelectionNotify for `window`: the owner's answer to a conversion.
    func selectionNotify(_ e: XSelectionEvent) -> Result? {
        guard e.requestor == window, e.selection == selection, e.target == asked, isReading else { return nil }
        guard e.property != 0 else {
            if case .targets = stage { return askFor(offered: wanted) }   // no TARGETS: try the types anyway
            return finish(.failed(tr("the app holding the clipboard refused to give it")))
        }
        switch stage {
        case .targets:
            let answer = SelectionProperty.read(display, window, property, delete: true)
            let offered = answer.map { $0.format == 32 ? SelectionProperty.atoms(in: $0.bytes).map { display.name(of: $0) } : [] } ?? []
            return askFor(offered: offered)
        case .converting(let type):
            guard let answer = SelectionProperty.read(display, window, property, delete: false) else {
                return finish(.failed(tr("the clipboard's data went missing")))
            }
            if answer.type == display.atom("INCR") {
                // Deleting the INCR property asks for the first chunk.
                stage = .incremental(type, Data())
                XDeleteProperty(display.pointer, window, property)
                display.flush()
                deadline = Date().addingTimeInterval(Self.patience)
                return nil
            }
            XDeleteProperty(display.pointer, window, property)
            return finish(.data(type: type, answer.bytes))
        case .idle, .incremental:
            return nil
        }
    }

    /// A PropertyNotify on `window`: the next chunk of an INCR transfer (an empty one ends it).
    func propertyNotify(_ e: XPropertyEvent) -> Result? {
        guard e.window == window, e.atom == property, e.state == PropertyNewValue, case .incremental(let type, var gathered) = stage else { return nil }
        guard let chunk = SelectionProperty.read(display, window, property, delete: true) else { return nil }
        display.flush()
        if chunk.bytes.isEmpty { return finish(.data(type: type, gathered)) }
        stage = .idle   // the stage lets go of the data, so the append grows it in place instead of copying it whole
        gathered.append(chunk.bytes)
        stage = .incremental(type, gathered)
        deadline = Date().addingTimeInterval(Self.patience)
        return nil
    }

    private func askFor(offered: [String]) -> Result? {
        guard let type = wanted.first(where: offered.contains) else { return finish(.nothingWanted(offered: offered)) }
        stage = .converting(type)
        asked = display.atom(type)
        XConvertSelection(display.pointer, selection, asked, property, window, time)
        display.flush()
        deadline = Date().addingTimeInterval(Self.patience)
        return nil
    }

    private func finish(_ result: Result) -> Result {
        stage = .idle
        deadline = nil
        return result
    }
}
