import Foundation

extension DocumentFile {
    /// What `upgrade` did to a file.
    public enum UpgradeOutcome: Equatable, Sendable {
        /// The file was rewritten in the current version; it was version `from`.
        case upgraded(from: Int)
        /// The file already was of the current version and was left as it was.
        case alreadyCurrent
    }

    /// Rewrites the document at `url` in the current format version, all at once (via
    /// `AtomicFile`, keeping the file's mode): a file that cannot be read, or cannot be
    /// written, is left as it was and the error is thrown. A file of the current version is
    /// checked as `load` checks it and left untouched.
    public static func upgrade(_ url: URL) throws -> UpgradeOutcome {
        let data = try Bytes.read(url)
        let found = try VersionLine.readLine(data).version
        let document = try decode(data)
        if found == version { return .alreadyCurrent }
        try AtomicFile.write(try encode(document), to: url)
        return .upgraded(from: found)
    }
}
