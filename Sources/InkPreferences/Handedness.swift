/// The hand that holds the pen: toolbars, palettes, menus and indicators are mirrored so that
/// this hand never covers them (L1, M2).
public enum Handedness: String, CaseIterable, Hashable, Sendable {
    case right
    case left
}
