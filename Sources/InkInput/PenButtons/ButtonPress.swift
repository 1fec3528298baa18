/// One logical press in progress (lower, upper or the chord `both`) and what it may still become.
struct ButtonPress: Hashable, Sendable {
    var button: PenButton
    /// When it went down.
    var time: UInt64
    /// The tip touched at some moment of the press: it is a hold (no click, no long press).
    var touched: Bool
    /// Its long press has been reported.
    var longPressed = false
    /// It was the second press of a double-click: it makes no further gesture.
    var consumed = false

    /// Whether it can still be a click or a long press.
    var isCandidate: Bool { !touched && !longPressed && !consumed }

    /// When it becomes a long press, if it still can.
    func longPressDeadline(_ timing: GestureTiming) -> UInt64? {
        isCandidate ? time.after(timing.longPressThreshold) : nil
    }
}
