import InkGeometry
import InkInput

/// What a floating card (the page or zoom pad, the Document button's menu) asks of the editor.
public enum CardAction<Control: Hashable & Sendable>: Hashable, Sendable {
    /// Carry out this control.
    case control(Control)
    /// A press outside the card: close it (the press never draws).
    case dismiss
}

/// The pointer on a floating card: over it, hover highlights (never acts, H5) and a control
/// acts at a release over the control pressed; a press outside closes it; anything else
/// outside goes through to the page.
enum FloatingCard {
    static func track<C: Hashable & Sendable>(_ e: InputEvent, frame: Rect, control: C?, hovered: inout C?, pressed: inout C?) -> SurfaceOutcome<CardAction<C>> {
        let inside = frame.contains(e.position)
        switch e.action {
        case .press(.primary) where !inside:
            return .act(.dismiss)
        case .motion where !inside && pressed == nil:
            guard hovered != nil else { return .passThrough }
            hovered = nil
            return .handled(redraw: true)
        case .motion, .press(.primary), .release(.primary):
            guard inside || pressed != nil else { return .passThrough }
            switch ModalPointer.track(e, control: control, hovered: &hovered, pressed: &pressed) {
            case .nothing: return .handled(redraw: false)
            case .redraw: return .handled(redraw: true)
            case .activate(let c): return .act(.control(c))
            }
        default:
            return inside ? .handled(redraw: false) : .passThrough
        }
    }
}

extension PadSurface: SurfaceBehaviour {
    public mutating func handle(_ e: InputEvent, context: SurfaceContext) -> SurfaceOutcome<CardAction<ValuePad.Control>> {
        FloatingCard.track(e, frame: pad.frame, control: pad.control(at: e.position), hovered: &hovered, pressed: &pressed)
    }
}

extension ListSurface: SurfaceBehaviour {
    public mutating func handle(_ e: InputEvent, context: SurfaceContext) -> SurfaceOutcome<CardAction<DocumentMenu.Entry>> {
        FloatingCard.track(e, frame: menu.frame, control: menu.entry(at: e.position), hovered: &hovered, pressed: &pressed)
    }
}
