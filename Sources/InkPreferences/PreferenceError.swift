import InkGeometry
/// A preference key or value that is not allowed. The description names what is allowed:
/// every key for an unknown key, the key's values for an invalid value.
public enum PreferenceError: Error, CustomStringConvertible, Equatable, Sendable {
    case unknownKey(String)
    case invalidValue(key: String, value: String)

    public var description: String {
        switch self {
        case .unknownKey(let key):
            return "unknown preference '\(key)'; allowed keys: \(Preferences.allKeys.joined(separator: ", "))"
        case .invalidValue(let key, let value):
            guard Preferences.allKeys.contains(key) else { return PreferenceError.unknownKey(key).description }
            return "\(Self.reason(key: key, value: value)); allowed: \(Self.allowedText(key))"
        }
    }

    /// Why `value` is refused for `key`, without the list of allowed values.
    private static func reason(key: String, value: String) -> String {
        let refused = "'\(value)' is not allowed for \(key)"
        guard let binding = BindingKey(name: key), let action = PenAction(rawValue: value) else { return refused }
        if action.isDestructive {
            return "'\(value)' is not offered for \(key) because it destroys content (a click only)"
        }
        if action.isTemporaryTool {
            return "\(refused): a temporary tool lasts only while the button is held (hold only)"
        }
        if action == .ruler {
            return "\(refused): the ruler lasts only while the button is held (hold only; R turns it on and off)"
        }
        if binding.gesture == .hold {
            return "\(refused): a hold takes only a temporary tool, the ruler or none"
        }
        return refused
    }

    /// The allowed values of `key` as a phrase.
    private static func allowedText(_ key: String) -> String {
        let range = Preferences.doubleClickRange
        switch key {
        case Preferences.doubleClickKey:
            return "system, or milliseconds from \(range.lowerBound) to \(range.upperBound)"
        case Preferences.cycleKey:
            return "a comma-separated list of \(Preferences.cycleToolNames.joined(separator: ", ")), each at most once"
        case Preferences.pressureCurveKey:
            let presets = PressureCurve.Preset.allCases.map(\.rawValue).joined(separator: ", ")
            return "\(presets), or four numbers x1,y1,x2,y2 from 0 to 1 (the control points of a curve from 0,0 to 1,1)"
        case Preferences.recentColorsKey:
            return "none, or a comma-separated list of up to \(Preferences.recentColorLimit) colours written #rrggbb, each at most once"
        default:
            return Preferences.allowedValues(for: key).joined(separator: ", ")
        }
    }
}
