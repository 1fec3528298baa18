import InkDocument
import InkGeometry

/// The one gesture in progress, if any: drawing, highlighting, sketching (the pencil), erasing and panning exclude
/// each other because the editor holds exactly one of them. Each case holds only its own tool's
/// state.
///
/// The gestures with the most state (the eraser's 80 bytes, a selection drag's 97, a text box
/// drag's 145) are boxed (`indirect`), so that the session is 25 bytes, not 145: a drawing
/// motion moves it out of the editor and back (`handle`) and copies it wherever it is asked its
/// case, and each of those copies wrote cold lines of stack (issue 20). A boxed gesture's motion
/// makes a new box instead (one allocation); the pen's, the highlighter's and the pencil's are
/// one reference each (`ActiveStroke`) and stay inline.
public enum ToolSession: Sendable {
    case idle
    case drawing(PenBehaviour)
    case highlighting(HighlighterBehaviour)
    case sketching(PencilBehaviour)
    indirect case erasing(EraserBehaviour)
    case panning(PanBehaviour)
    case lassoing(LassoBehaviour)
    indirect case transforming(SelectionDrag)
    indirect case draggingText(TextBoxDrag)

    /// The device whose gesture this is.
    public var deviceID: Int? {
        switch self {
        case .idle: return nil
        case .drawing(let b): return b.deviceID
        case .highlighting(let b): return b.deviceID
        case .sketching(let b): return b.deviceID
        case .erasing(let b): return b.deviceID
        case .panning(let b): return b.deviceID
        case .lassoing(let b): return b.deviceID
        case .transforming(let b): return b.deviceID
        case .draggingText(let b): return b.deviceID
        }
    }

    /// The page the gesture works on, if it works on one.
    public var page: Int? {
        switch self {
        case .idle, .panning: return nil
        case .drawing(let b): return b.stroke.page
        case .highlighting(let b): return b.stroke.page
        case .sketching(let b): return b.stroke.page
        case .erasing(let b): return b.eraserPage
        case .lassoing(let b): return b.lassoPage
        case .transforming(let b): return b.dragPage
        case .draggingText(let b): return b.boxPage
        }
    }

    /// The stroke being drawn, if the gesture draws one.
    public var stroke: ActiveStroke? {
        switch self {
        case .drawing(let b): return b.stroke
        case .highlighting(let b): return b.stroke
        case .sketching(let b): return b.stroke
        case .idle, .erasing, .panning, .lassoing, .transforming, .draggingText: return nil
        }
    }

    /// The stroke in progress as the scene shows it: only its points, index, page and looks are
    /// read (`stroke` copies all of the stroke's state, its model's included, on every event).
    var strokeInProgress: Scene.StrokeInProgress? {
        switch self {
        case .drawing(let b): return b.stroke.inProgress
        case .highlighting(let b): return b.stroke.inProgress
        case .sketching(let b): return b.stroke.inProgress
        case .idle, .erasing, .panning, .lassoing, .transforming, .draggingText: return nil
        }
    }

    public var isIdle: Bool { if case .idle = self { return true } else { return false } }

    /// Whether the gesture changes the page as it goes (drawing or erasing, not panning).
    public var editsPage: Bool {
        switch self {
        case .drawing, .highlighting, .sketching, .erasing, .transforming: return true
        case .idle, .panning, .lassoing, .draggingText: return false
        }
    }

    /// Whether the gesture works on a page by its number (draws, erases, lassoes, drags a
    /// selection or a text box): while it does, nothing may insert, remove or move pages, nor
    /// undo or redo (an undone page would leave the gesture naming a page that is gone).
    public var holdsPage: Bool { editsPage || page != nil }

    /// Whether `deviceID` pans the page.
    public func isPanning(_ deviceID: Int) -> Bool {
        if case .panning(let b) = self { return b.deviceID == deviceID } else { return false }
    }

    /// Tells an eraser the ids of the strokes made of its cut's pieces.
    public mutating func adoptPieces(_ ids: [StrokeID]) {
        switch consume self {
        case .erasing(var b):
            b.adopt(ids)
            self = .erasing(b)
        case let other:
            self = other
        }
    }

    /// Forwards an event to the tool at work. The tool is moved out while it works and moved
    /// back after (never copied: a `defer` putting it back copied it on every event), so it is
    /// the only owner of its state: a stroke's points grow in place.
    public mutating func handle(_ event: ToolEvent, context: ToolContext) -> ToolOutcome {
        switch consume self {
        case .idle:
            self = .idle
            return .nothing
        case .drawing(var b):
            let outcome = b.handle(event, context: context)
            self = .drawing(consume b)
            return outcome
        case .highlighting(var b):
            let outcome = b.handle(event, context: context)
            self = .highlighting(consume b)
            return outcome
        case .sketching(var b):
            let outcome = b.handle(event, context: context)
            self = .sketching(consume b)
            return outcome
        case .erasing(var b):
            let outcome = b.handle(event, context: context)
            self = .erasing(consume b)
            return outcome
        case .panning(var b):
            let outcome = b.handle(event, context: context)
            self = .panning(consume b)
            return outcome
        case .lassoing(var b):
            let outcome = b.handle(event, context: context)
            self = .lassoing(consume b)
            return outcome
        case .transforming(var b):
            let outcome = b.handle(event, context: context)
            self = .transforming(consume b)
            return outcome
        case .draggingText(var b):
            let outcome = b.handle(event, context: context)
            self = .draggingText(consume b)
            return outcome
        }
    }
}
