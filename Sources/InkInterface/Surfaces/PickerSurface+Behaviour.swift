import InkDocument
import InkInput

/// What the colour picker asks of the editor.
public enum PickerAction: Hashable, Sendable {
    /// Give the picker's tool this colour, and close.
    case apply(InkColor)
    /// Close with the colour as it was (a press outside it, which never draws).
    case cancel
}

extension PickerSurface: SurfaceBehaviour {
    /// A press or a drag in the square or on the hue bar sets the colour at once (also when the
    /// drag goes past their edges); a tap on the old colour goes back to it; OK acts at its
    /// release. Hover only highlights (H5). A press outside cancels; other input outside the
    /// picker goes through (a hovering pen's preview on the page).
    public mutating func handle(_ e: InputEvent, context: SurfaceContext) -> SurfaceOutcome<PickerAction> {
        let control = picker.control(at: e.position)
        let inside = picker.frame.contains(e.position)
        switch e.action {
        case .press(.primary):
            guard inside else { return .act(.cancel) }
            switch control {
            case .square?, .hueBar?:
                drag = Drag(deviceID: e.device.id, control: control ?? .square)
                move(to: e)
            default:
                pressed = control
            }
            return .handled(redraw: true)
        case .motion where drag?.deviceID == e.device.id && e.buttons.contains(.primary):
            move(to: e)
            return .handled(redraw: true)
        case .motion:
            let over = pressed != nil && e.buttons.contains(.primary) ? hovered : control
            guard over != hovered else { return inside ? .handled(redraw: false) : .passThrough }
            hovered = over
            return .handled(redraw: true)
        case .release(.primary) where drag?.deviceID == e.device.id:
            drag = nil
            return .handled(redraw: true)
        case .release(.primary):
            let was = pressed
            pressed = nil
            guard let was, was == control else { return .handled(redraw: was != nil) }
            if was == .ok { return .act(.apply(picker.color)) }
            picker.hsv = HSV(picker.original)
            return .handled(redraw: true)
        case .proximityOut, .leave:
            guard hovered != nil else { return .passThrough }
            hovered = nil
            return .handled(redraw: true)
        default:
            return inside ? .handled(redraw: false) : .passThrough
        }
    }

    /// The drag's control takes the pointer's position.
    private mutating func move(to e: InputEvent) {
        if drag?.control == .hueBar { picker.setHue(at: e.position) } else { picker.setSquare(at: e.position) }
    }
}
