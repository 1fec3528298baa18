import InkGeometry
import InkInput

/// What a surface may read while it handles an event.
public struct SurfaceContext: Sendable {
    public var window: Size
    public var canvas: Rect
    /// How far apart (ms) two presses may be to make a double-click.
    public var doubleClickInterval: UInt64
    /// How much room text takes (the editor's `textMeasure`).
    public var measure: any TextMeasure

    public init(window: Size, canvas: Rect, doubleClickInterval: UInt64 = 400, measure: any TextMeasure) {
        self.window = window; self.canvas = canvas; self.doubleClickInterval = doubleClickInterval; self.measure = measure
    }
}

/// What a surface did with a pointer event.
public enum SurfaceOutcome<Action: Sendable>: Sendable {
    /// Not this surface's: the event goes to the surface below, or to the page.
    case passThrough
    /// Taken; repaint the surface when `redraw`.
    case handled(redraw: Bool)
    /// Taken, and the editor is to carry out `action` (which may close the surface).
    case act(Action)
}

/// A surface's pointer behaviour: input in, outcome out, changing only its own state (what it
/// highlights, what is pressed on it). The editor carries out the actions.
public protocol SurfaceBehaviour: Sendable {
    associatedtype Action: Sendable
    mutating func handle(_ e: InputEvent, context: SurfaceContext) -> SurfaceOutcome<Action>
}

extension PromptSurface: SurfaceBehaviour {
    /// Only its answers act (hover only highlights, H5); modal: nothing goes through.
    public mutating func handle(_ e: InputEvent, context: SurfaceContext) -> SurfaceOutcome<Int> {
        let choice = prompt.choiceFrames(in: context.canvas, measure: context.measure).firstIndex { $0.contains(e.position) }
        return ModalPointer.track(e, control: choice, hovered: &hovered, pressed: &pressed).surfaceOutcome
    }
}

extension ChooserSurface: SurfaceBehaviour {
    /// The wheel scrolls the list; a tap on a control acts on its release (hover only
    /// highlights, H5); modal: nothing goes through.
    public mutating func handle(_ e: InputEvent, context: SurfaceContext) -> SurfaceOutcome<ChooserControl> {
        switch e.action {
        case .scroll(let s) where s.dy < 0: return .act(.scrollUp)
        case .scroll(let s) where s.dy > 0: return .act(.scrollDown)
        default: break
        }
        let control = ChooserLayout(chooser, window: context.window).control(at: e.position)
        return ModalPointer.track(e, control: control, hovered: &hovered, pressed: &pressed).surfaceOutcome
    }
}

extension ModalPointer.Outcome where Control: Sendable {
    var surfaceOutcome: SurfaceOutcome<Control> {
        switch self {
        case .nothing: return .handled(redraw: false)
        case .redraw: return .handled(redraw: true)
        case .activate(let c): return .act(c)
        }
    }
}
