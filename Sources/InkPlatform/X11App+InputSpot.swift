import InkRender

/// The input method's candidate window follows the caret of the text box being typed into.
extension X11App {
    /// Tells the input method where the caret of the edited box is now (nothing to do when no
    /// box is edited: a bool read, on the drawing path).
    func followInputSpot() {
        guard inEditor({ $0.isEditingText }) else { return }
        guard let spot = inEditor({ renderer.inputSpot($0.scene) }) else { return }
        keyboard.setSpot(x: spot.x, y: spot.y)
    }
}
