/// A pen's barrel button as bindings name it; `both` is the chord of lower and upper.
public enum PenButton: String, CaseIterable, Hashable, Sendable, Codable {
    case lower, upper, both

    /// The barrel button a pointer button is; nil for the tip and the mouse's buttons.
    public init?(_ button: PointerButton) {
        switch button {
        case .lowerBarrel: self = .lower
        case .upperBarrel: self = .upper
        case .primary, .secondary, .middle: return nil
        }
    }

    /// The other physical barrel button (lower ↔ upper); nil for `both`.
    var partner: PenButton? {
        switch self {
        case .lower: return .upper
        case .upper: return .lower
        case .both: return nil
        }
    }
}
