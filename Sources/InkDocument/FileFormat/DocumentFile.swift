import Foundation

/// Reads and writes Inkstone's native document file (`.inkstone`, described in
/// docs/FILE-FORMAT.md): one self-contained file holding the pages, their strokes and the
/// page images' bytes exactly as they were read.
///
/// Opening never half-loads: every section's checksum, every length and every value is
/// checked before a `Document` is returned; anything wrong throws a `DocumentFileError`.
public enum DocumentFile {
    /// The newest format version this Inkstone reads and writes. A document without PDF pages
    /// is written as version 1 (what Inkstones before PDF pages read); one with PDF pages as
    /// version 2 (see `version(for:)`).
    public static let version = 2

    /// The version a document is written as: the lowest that holds it, so a document without
    /// PDFs stays readable by every Inkstone of version 1.
    public static func version(for document: Document) -> Int {
        let hasPDF = document.pages.contains { $0.pdfPage != nil }
            || document.images.values.contains { ImageSignature(of: $0) == .pdf }
        return hasPDF ? 2 : 1
    }
    /// The file name extension, without the dot.
    public static let fileExtension = "inkstone"

    /// The file's bytes for `document`. Throws `DocumentFileError.invalidContent` for a
    /// document that could not be read back (e.g. a page whose image is missing), so a
    /// file that cannot be opened is never written.
    public static func encode(_ document: Document) throws -> Data {
        try Rules.check(document)
        let keys = document.images.keys.sorted()
        let manifest = Manifest(document, imageOrder: keys)
        let json = try ManifestCoding.encode(manifest)
        var writer = SectionWriter(version: version(for: document))
        writer.append(.manifest, json)
        for key in keys { writer.append(.image, document.images[key] ?? Data()) }
        return writer.finish()
    }

    /// The document in a file's bytes, fully checked.
    public static func decode(_ data: Data) throws -> Document {
        let sections = try SectionReader.read(data)
        let manifest = try ManifestCoding.decode(sections.manifest)
        let document = try manifest.document(imageBytes: sections.images)
        try Rules.check(document)
        return document
    }

    /// Writes `document` to `url` all at once (via `AtomicFile`): if anything fails, the
    /// previous file there stays as it was. Throws `DocumentFileError` for a document that
    /// cannot be encoded, `FileSaveError` when the file cannot be written.
    public static func save(_ document: Document, to url: URL) throws {
        let data = try encode(document)
        try AtomicFile.write(data, to: url)
    }

    /// Reads and decodes the document at `url`.
    public static func load(from url: URL) throws -> Document {
        try decode(Bytes.read(url))
    }
}
