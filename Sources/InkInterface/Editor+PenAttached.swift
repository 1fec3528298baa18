import InkInput

extension Editor {
    /// A pen is attached (the platform found one at start, or one was plugged in): until a
    /// device is used, the toolbar and the status bar show the pen's tool, not the mouse's.
    /// Before, a restart showed the mouse's tool until the pen came near, and the first stroke
    /// of the day surprised with a tool the pen kept from the day before.
    public mutating func penAttached() -> Outcome {
        guard seenKinds.isEmpty else { return .none }
        return outcome(activate(.pen))
    }
}
