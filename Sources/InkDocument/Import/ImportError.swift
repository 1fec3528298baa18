import InkGeometry

/// Why an input could not become part of a document; the message names the file.
public enum ImportError: Error, CustomStringConvertible, Equatable, Sendable {
    /// No inputs were given.
    case noInputs
    /// The file or folder could not be read (does not exist, no permission, …).
    case unreadable(path: String, reason: String)
    /// The file is neither a PDF nor a PNG or JPEG that Inkstone can decode.
    case notAnImage(path: String)
    /// An image that is damaged or cannot be decoded (`reason` says how), e.g. "corrupt PNG (…)".
    case damagedImage(path: String, reason: String)
    /// The image (or file) is over `ImageLimits`.
    case tooLarge(path: String, reason: String)
    /// A folder without any PNG or JPEG files in it.
    case emptyFolder(path: String)
    /// An `.inkstone` document that cannot be read (or that was given together with other inputs).
    case inkstoneFile(path: String, reason: String)
    /// A PDF that is damaged or that the PDF reader cannot read (`reason` says why).
    case damagedPDF(path: String, reason: String)
    /// A PDF that needs a password: none was given (`wrongPassword` false) or the one given is wrong.
    case passwordNeeded(path: String, wrongPassword: Bool)

    public var description: String {
        switch self {
        case .noInputs: return tr("no input files given")
        case .unreadable(let path, let reason): return tr("cannot read %@: %@", path, reason)
        case .notAnImage(let path): return tr("cannot read %@: not a PDF, nor a PNG or JPEG image (baseline or progressive)", path)
        case .damagedImage(let path, let reason): return tr("cannot read %@: %@", path, reason)
        case .tooLarge(let path, let reason): return tr("cannot use %@: %@", path, reason)
        case .emptyFolder(let path): return tr("cannot use the folder %@: it holds no PDF, PNG or JPEG files", path)
        case .inkstoneFile(let path, let reason): return tr("cannot read %@: %@", path, reason)
        case .damagedPDF(let path, let reason): return tr("cannot read %@: a damaged PDF (%@)", path, reason)
        case .passwordNeeded(let path, let wrong):
            return tr("cannot open %@: %@", path, wrong ? tr("the password is wrong") : tr("the PDF is protected by a password"))
        }
    }
}
