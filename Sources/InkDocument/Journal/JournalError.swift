import InkGeometry

/// Why a journal could not be written or read.
public enum JournalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file does not start with a complete journal header.
    case notAJournal(path: String)
    /// The journal was written by a newer format.
    case unsupportedVersion(UInt32)
    /// The journal holds no complete document (its writer ended before the base record).
    case nothingToRecover(path: String)
    /// A record's payload does not decode.
    case malformedRecord(String)
    /// A value too large for the format's 32-bit lengths.
    case tooLarge(String)
    /// A file system failure.
    case io(path: String, reason: String)
    /// The journal reads, but its document is one the app cannot work on (e.g. no pages).
    case unusable(path: String, reason: String)
    /// The saved file the journal's base refers to (format version 2) is missing or holds
    /// other bytes now: the edits cannot be replayed on it. The journal is kept.
    case baseChanged(path: String, reason: String)

    public var description: String {
        switch self {
        case .notAJournal(let path): return tr("%@ is not an Inkstone journal", "\(path)")
        case .unsupportedVersion(let v): return tr("journal format version %@ is newer than this Inkstone", "\(v)")
        case .nothingToRecover(let path): return tr("%@ holds no document to recover", "\(path)")
        case .malformedRecord(let why): return tr("malformed journal record: %@", "\(why)")
        case .tooLarge(let what): return tr("too large for a journal: %@", "\(what)")
        case .io(let path, let reason): return "journal \(path): \(reason)"
        case .unusable(let path, let reason): return tr("journal %@ cannot be recovered: %@", "\(path)", "\(reason)")
        case .baseChanged(let path, let reason): return tr("the document the journal started from, %@, cannot be used: %@", "\(path)", "\(reason)")
        }
    }
}
