import InkGeometry
import InkInput

/// What the page or zoom pad asks of the editor.
public enum PadAction: Hashable, Sendable {
    /// Carry out this control.
    case control(ValuePad.Control)
    /// A press outside the pad: close it (the press never draws).
    case dismiss
}

extension PadSurface: SurfaceBehaviour {
    /// Over the pad, hover highlights (never acts, H5) and a control acts at a release over the
    /// control pressed; a press outside closes it; anything else outside goes through to the page.
    public mutating func handle(_ e: InputEvent, context: SurfaceContext) -> SurfaceOutcome<PadAction> {
        let inside = pad.frame.contains(e.position)
        switch e.action {
        case .press(.primary) where !inside:
            return .act(.dismiss)
        case .motion where !inside && pressed == nil:
            guard hovered != nil else { return .passThrough }
            hovered = nil
            return .handled(redraw: true)
        case .motion, .press(.primary), .release(.primary):
            guard inside || pressed != nil else { return .passThrough }
            switch ModalPointer.track(e, control: pad.control(at: e.position), hovered: &hovered, pressed: &pressed) {
            case .nothing: return .handled(redraw: false)
            case .redraw: return .handled(redraw: true)
            case .activate(let c): return .act(.control(c))
            }
        default:
            return inside ? .handled(redraw: false) : .passThrough
        }
    }
}
