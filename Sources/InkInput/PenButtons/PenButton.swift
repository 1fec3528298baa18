/// A pen's barrel button as bindings name it; `both` is the chord of lower and upper.
public enum PenButton: String, CaseIterable, Hashable, Sendable, Codable {
    case lower, upper, both

    /// X button numbers: 2 = lower (BTN_STYLUS), 3 = upper (BTN_STYLUS2); nil for others.
    public init?(xButton: Int) {
        switch xButton {
        case 2: self = .lower
        case 3: self = .upper
        default: return nil
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
