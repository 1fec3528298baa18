import InkGeometry
/// A preference key or value that is not allowed. The description names what is allowed:
/// every key for an unknown key, the key's values for an invalid value.
public enum PreferenceError: Error, CustomStringConvertible, Equatable, Sendable {
    case unknownKey(String)
    case invalidValue(key: String, value: String)

    public var description: String {
        switch self {
        case .unknownKey(let key):
            return tr("unknown preference '%@'; allowed keys: %@", key, Preferences.allKeys.joined(separator: ", "))
        case .invalidValue(let key, let value):
            guard Preferences.allKeys.contains(key) else { return PreferenceError.unknownKey(key).description }
            return tr("%@; allowed: %@", Self.reason(key: key, value: value), Self.allowedText(key))
        }
    }

    /// Why `value` is refused for `key`, without the list of allowed values.
    private static func reason(key: String, value: String) -> String {
        let refused = tr("'%@' is not allowed for %@", value, key)
        guard let binding = BindingKey(name: key), let action = PenAction(rawValue: value) else { return refused }
        if action.isDestructive {
            return tr("'%@' is not offered for %@ because it destroys content (a click only)", value, key)
        }
        if action.isTemporaryTool {
            return tr("%@: a temporary tool lasts only while the button is held (hold only)", refused)
        }
        if action == .ruler {
            return tr("%@: the ruler lasts only while the button is held (hold only; R turns it on and off)", refused)
        }
        if binding.gesture == .hold {
            return tr("%@: a hold takes only a temporary tool, the ruler or none", refused)
        }
        return refused
    }

    /// The allowed values of `key` as a phrase.
    private static func allowedText(_ key: String) -> String {
        let range = Preferences.doubleClickRange
        switch key {
        case Preferences.doubleClickKey:
            return tr("system, or milliseconds from %@ to %@", String(range.lowerBound), String(range.upperBound))
        case Preferences.cycleKey:
            return tr("a comma-separated list of %@, each at most once", Preferences.cycleToolNames.joined(separator: ", "))
        case Preferences.pressureCurveKey:
            let presets = PressureCurve.Preset.allCases.map(\.rawValue).joined(separator: ", ")
            return tr("%@, or four numbers x1,y1,x2,y2 from 0 to 1 (the control points of a curve from 0,0 to 1,1)", presets)
        case Preferences.recentColorsKey:
            return tr("none, or a comma-separated list of up to %@ colours written #rrggbb, each at most once", String(Preferences.recentColorLimit))
        default:
            return Preferences.allowedValues(for: key).joined(separator: ", ")
        }
    }
}
