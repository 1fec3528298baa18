/// What a barrel button did, as bindings name it.
///
/// The recognizer reports `click`, `doubleClick` and `longPress` as gestures; `hold` is the
/// press itself (from `GestureEvent.pressed` to `.released`), used for temporary tools.
public enum ButtonGesture: String, CaseIterable, Hashable, Sendable, Codable {
    case click, doubleClick = "double-click", longPress = "long-press", hold
}
