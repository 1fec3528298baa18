import InkInput

/// An input method's composition (`Preedit`), shown in the text field being typed into.
extension Editor {
    /// Shows what the input method is composing in the field that takes typing (the save
    /// chooser's name), or takes it away (nil: committed or cancelled). Elsewhere it is ignored.
    public mutating func setPreedit(_ preedit: Preedit?) -> Outcome {
        guard var c = chooser, c.mode == .save, c.preedit != preedit, let layout = chooserLayout else { return .none }
        c.preedit = preedit
        chooser = c
        return outcome(Damage(window: layout.frame.insetBy(-8)))
    }
}
