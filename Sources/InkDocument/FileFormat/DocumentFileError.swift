import InkGeometry

/// Why a document file could not be opened (or a document could not be encoded).
public enum DocumentFileError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file does not begin with the 8 bytes "INKSTONE".
    case notInkstone
    /// The file ends too early: at byte `atByte`, inside `part` (e.g. "section 2 (IMAG)").
    case truncated(part: String, atByte: Int)
    /// A section's bytes do not match its CRC-32: section `index` (1-based) with `tag`,
    /// starting at byte `atByte`.
    case corruptSection(index: Int, tag: String, atByte: Int)
    /// The file has format version `found`; this Inkstone reads up to `supported`.
    case newerVersion(found: Int, supported: Int)
    /// The file is intact but what it says is not a valid document; `what` says why,
    /// e.g. "page 3 refers to a missing image \"scan-3\"".
    case invalidContent(String)
    /// The file could not be read at all: its path and the system's reason.
    case unreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case .notInkstone:
            return tr("This file is not an Inkstone document (it does not begin with \"INKSTONE\").")
        case .truncated(_, 0):
            // Nothing in it at all (a save that never wrote, a copy that made only the name).
            return tr("The file is empty (0 bytes), so it was probably not saved or copied completely.")
        case .truncated(let part, let atByte):
            return tr("The file is cut short: it ends at byte %@, in %@, so it was probably not saved or copied completely.", String(atByte), part)
        case .corruptSection(let index, let tag, let atByte):
            return tr("The file is damaged: section %@ (%@) at byte %@ does not match its checksum.", String(index), tag, String(atByte))
        case .newerVersion(let found, let supported):
            return tr("This document was made by a newer Inkstone (file format version %@; this Inkstone reads versions up to %@).", String(found), String(supported))
        case .invalidContent(let what):
            return tr("The document is not valid: %@.", what)
        case .unreadable(let path, let reason):
            return tr("Cannot read %@: %@.", path, reason)
        }
    }
}
