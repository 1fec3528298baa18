import InkGeometry

/// `inkstone prefs …`: what to do with the preferences file.
enum PrefsCommand: Equatable {
    /// Print every preference as `KEY = VALUE`, in `Preferences.allKeys` order.
    case list
    /// Print one value.
    case get(key: String)
    /// Check and store one value.
    case set(key: String, value: String)
    /// Put one key (or, when nil, every key) back to its default.
    case reset(key: String?)
}

/// Parses the arguments after `prefs`. Keys and values are checked when the command runs.
func parsePrefsCommand(_ args: [String]) throws -> PrefsCommand {
    let forms = tr("list, get KEY, set KEY VALUE or reset [KEY]")
    guard let verb = args.first else { throw UsageError(message: tr("prefs needs a command: %@", forms)) }
    let rest = Array(args.dropFirst())
    switch (verb, rest.count) {
    case ("list", 0): return .list
    case ("get", 1): return .get(key: rest[0])
    case ("set", 2): return .set(key: rest[0], value: rest[1])
    case ("reset", 0): return .reset(key: nil)
    case ("reset", 1): return .reset(key: rest[0])
    case ("list", _), ("get", _), ("set", _), ("reset", _):
        throw UsageError(message: tr("wrong number of arguments for 'prefs %@'; the forms are: %@", verb, forms))
    default:
        throw UsageError(message: tr("unknown prefs command '%@'; the commands are: %@", verb, forms))
    }
}
