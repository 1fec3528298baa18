/// Why a preferences file cannot be used. Descriptions are one short line each, meant to
/// follow "the preferences file … is unusable: ".
public enum PreferencesProblem: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file could not be read (the reason from the system).
    case unreadable(String)
    /// The text is not JSON (the parser's detail).
    case invalidJSON(String)
    /// The JSON is not an object.
    case notAnObject
    /// There is no "version".
    case missingVersion
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
        case .unreadable(let reason): return "it cannot be read (\(reason))"
        case .invalidJSON(let detail): return "it is not valid JSON (\(detail))"
        case .notAnObject: return "it is not a JSON object"
        case .missingVersion: return "it has no \"version\""
        case .invalidVersion(let text): return "its \"version\" is \(text), not a whole number from 1"
        case .newerVersion(let v):
            return "it is version \(v), newer than this Inkstone understands (\(Preferences.fileVersion))"
        case .wrongType(let key, let expected): return "\"\(key)\" should be \(expected)"
        case .invalidValue(let error): return error.description
        }
    }
}
