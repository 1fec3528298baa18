/// One thing the pen-button recognizer reports, in the order it happened.
public enum GestureEvent: Hashable, Sendable {
    /// The button went down (a hold begins now: temporary tools engage at once).
    case pressed(PenButton)
    /// The button went up, or was cancelled (a hold ends now, whether or not the tip touched).
    case released(PenButton)
    /// A recognised click, double-click or long press.
    case gesture(PenButton, ButtonGesture)

    /// The button the event is about.
    public var button: PenButton {
        switch self {
        case .pressed(let b), .released(let b), .gesture(let b, _): return b
        }
    }
}
