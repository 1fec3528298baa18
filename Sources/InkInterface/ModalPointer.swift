import InkInput

/// The pointer on a modal card's controls (the Preferences panel, the file chooser, a
/// prompt): hover only highlights (H5); a press and a release on the same control activate it.
enum ModalPointer {
    enum Outcome<Control> {
        case nothing
        /// The highlight or pressed state changed: repaint the card.
        case redraw
        case activate(Control)
    }

    /// Tracks one event; `control` is the control under it.
    static func track<Control: Hashable>(_ e: InputEvent, control: Control?, hovered: inout Control?, pressed: inout Control?) -> Outcome<Control> {
        switch e.action {
        case .motion:
            let over = e.buttons.contains(.primary) ? hovered : control
            guard over != hovered else { return .nothing }
            hovered = over
            return .redraw
        case .press(.primary):
            pressed = control
            return .redraw
        case .release(.primary):
            let was = pressed
            pressed = nil
            if let was, control == was { return .activate(was) }
            return .redraw
        default:
            return .nothing
        }
    }
}
