import InkInterface
import InkRender

/// The input method's candidate window follows the caret of the field being typed into.
extension X11App {
    /// Tells the input method where the caret of the field typed into is now (the edited box,
    /// the save chooser's name; nothing to do otherwise, on the drawing path).
    func followInputSpot() {
        // Asked first, cheaply: the state is a large value (the box being edited, the chooser),
        // copied three times over when built just to be found absent.
        guard inEditor({ $0.hasTypingField }), let state = inEditor({ $0.typingFieldState }) else {
            // The field composed for went away: the composition goes with it.
            keyboard.cancelComposition()
            spotFollowed = nil
            return
        }
        // Laid out again only when the field, its caret or the view changed.
        guard state != spotFollowed else { return }
        spotFollowed = state
        guard let spot = inEditor({ renderer.inputSpot($0.scene) }) else { return }
        keyboard.setSpot(x: spot.x, y: spot.y)
    }

    /// What is done once the queued events are handled: the images that could not be shown
    /// are reported, and the input method hears of the caret's place (between its exchanges).
    func eventsHandled() {
        reportUnshownImages()
        keyboard.sendSpot()
    }
}
