import InkGeometry

/// Why a preferences file cannot be used. Descriptions are one short line each, meant to
/// follow "the preferences file … is unusable: ".
public enum PreferencesProblem: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file could not be read (the reason from the system).
    case unreadable(String)
    /// The text is not JSON (the parser's detail).
    case invalidJSON(String)
    /// The JSON is not an object.
    case notAnObject
    /// "version" is not a whole number of at least 1 (its JSON text).
    case invalidVersion(String)
    /// The file was written by a newer Inkstone.
    case newerVersion(Int)
    /// A known key holds the wrong kind of JSON value (what it should hold).
    case wrongType(key: String, expected: String)
    /// A known key holds a value it does not allow.
    case invalidValue(PreferenceError)

    public var description: String {
        switch self {
        case .unreadable(let reason): return tr("it cannot be read (%@)", reason)
        case .invalidJSON(let detail): return tr("it is not valid JSON (%@)", detail)
        case .notAnObject: return tr("it is not a JSON object")
        case .invalidVersion(let text): return tr("its \"version\" is %@, not a whole number from 1", text)
        case .newerVersion(let v):
            return tr("it is version %@, newer than this Inkstone understands (%@)", String(v), String(Preferences.fileVersion))
        case .wrongType(let key, let expected): return tr("\"%@\" should be %@", key, expected)
        case .invalidValue(let error): return error.description
        }
    }
}
