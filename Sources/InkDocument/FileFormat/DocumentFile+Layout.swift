import Foundation

extension DocumentFile {
    /// The fixed parts of the file's byte layout (docs/FILE-FORMAT.md).
    enum FileLayout {
        /// The first 8 bytes of every Inkstone file.
        static let magic = Data("INKSTONE".utf8)
        /// The version line after the magic is `version N\n`.
        static let versionPrefix = Data("version ".utf8)
        /// The longest version line a reader looks at, newline included ("version " and 9 digits).
        static let longestVersionLine = 18
        /// A section's tag (4 bytes) and length (8 bytes, big-endian) before its payload.
        static let sectionHeaderSize = 12
        /// The CRC-32 (4 bytes, big-endian) after a section's payload.
        static let checksumSize = 4
    }

    /// The kinds of sections. A tag whose first byte is a lowercase ASCII letter marks an
    /// optional section a reader may skip; any other unknown tag makes the file unreadable.
    enum SectionTag: String, Sendable {
        /// The JSON manifest: the document's structure. Always the first section.
        case manifest = "MANI"
        /// One image's bytes, in the manifest's image order.
        case image = "IMAG"
        /// The strokes' numbers, in binary (version 3; `DocumentFile.PointValues`).
        case points = "PNTS"
        /// The end of the file. Its payload is empty; nothing may follow it.
        case end = "END "

        var bytes: Data { Data(rawValue.utf8) }
    }
}
