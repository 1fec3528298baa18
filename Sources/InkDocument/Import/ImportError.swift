/// Why an input could not become part of a document; the message names the file.
public enum ImportError: Error, CustomStringConvertible, Equatable, Sendable {
    /// No inputs were given.
    case noInputs
    /// The file or folder could not be read (does not exist, no permission, …).
    case unreadable(path: String, reason: String)
    /// The file is neither a PNG nor a JPEG that Inkstone can decode.
    case notAnImage(path: String)
    /// An image that is damaged or cannot be decoded (`reason` says how), e.g. "corrupt PNG (…)".
    case damagedImage(path: String, reason: String)
    /// The image (or file) is over `ImageLimits`.
    case tooLarge(path: String, reason: String)
    /// A folder without any PNG or JPEG files in it.
    case emptyFolder(path: String)
    /// An `.inkstone` document that cannot be read (or that was given together with other inputs).
    case inkstoneFile(path: String, reason: String)

    public var description: String {
        switch self {
        case .noInputs: return "no input files given"
        case .unreadable(let path, let reason): return "cannot read \(path): \(reason)"
        case .notAnImage(let path): return "cannot read \(path): not a PNG or JPEG image (baseline or progressive)"
        case .damagedImage(let path, let reason): return "cannot read \(path): \(reason)"
        case .tooLarge(let path, let reason): return "cannot use \(path): \(reason)"
        case .emptyFolder(let path): return "cannot use the folder \(path): it holds no PNG or JPEG files"
        case .inkstoneFile(let path, let reason): return "cannot read \(path): \(reason)"
        }
    }
}
