import InkGeometry
import InkInput

/// An input method's composition (`Preedit`), shown in the text field being typed into.
extension Editor {
    /// Shows what the input method is composing in the field that takes typing (the text box
    /// being edited, at its caret; the name in a chooser that writes a file), or takes it away (nil: committed or
    /// cancelled). Nothing goes into the text until the input method commits it. Elsewhere it
    /// is ignored.
    public mutating func setPreedit(_ preedit: Preedit?) -> Outcome {
        let shown = preedit.flatMap { $0.text.isEmpty ? nil : $0 }
        if var c = chooser {
            // The chooser is over everything: its name field takes the typing when it saves.
            guard c.mode.writesFile, c.preedit != shown, let layout = chooserLayout else { return .none }
            c.preedit = shown
            chooser = c
            return outcome(Damage(window: layout.frame.insetBy(-8)))
        }
        guard var t = textEditing, t.preedit != shown else { return .none }
        t.preedit = shown
        return outcome(changeTextEditing(to: t))
    }

    /// Whether a field takes typing whose caret an input method follows (the edited text box,
    /// the open file chooser): cheap, read after every outcome (on the drawing path no surface
    /// is open and no box is edited).
    public var hasTypingField: Bool {
        // Tags read in place: `textEditing != nil` copied the whole box to compare it.
        if case .some = textEditing { return true }
        guard !surfaces.isEmpty else { return false }
        if case .some = chooser { return true }
        return false
    }

    /// What the caret's place in the typing field depends on: while it stays equal the input
    /// method's spot has not moved, and the platform need not lay the caret out again (each pen
    /// motion writing in a box would otherwise build a scene and measure the caret).
    public struct TypingFieldState: Hashable, Sendable {
        var edit: TextEditing?
        var chooser: FileChooser?
        var viewport: Viewport
        var windowSize: Size
    }

    /// The typing field's state now (nil: no field takes typing).
    public var typingFieldState: TypingFieldState? {
        guard hasTypingField else { return nil }
        return TypingFieldState(edit: textEditing, chooser: surfaces.isEmpty ? nil : chooser, viewport: viewport, windowSize: windowSize)
    }
}
