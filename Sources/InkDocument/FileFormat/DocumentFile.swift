import Foundation
import InkGeometry

/// Reads and writes Inkstone's native document file (`.inkstone`, described in
/// docs/FILE-FORMAT.md): one self-contained file holding the pages, their strokes and the
/// page images' bytes exactly as they were read.
///
/// Opening never half-loads: every section's checksum, every length and every value is
/// checked before a `Document` is returned; anything wrong throws a `DocumentFileError`.
public enum DocumentFile {
    /// The newest format version: the one this Inkstone writes (version 4: the strokes' points
    /// packed in binary as memory keeps them, in the PNTS section). It reads versions 1 to 4.
    public static let version = 4

    /// The lowest version that holds `document`: 1 without PDFs, 2 with them (version 3 holds
    /// what version 2 holds). Files of that version open in Inkstones that know no later one.
    public static func version(for document: Document) -> Int {
        let hasPDF = document.pages.contains { $0.pdfPage != nil }
            || document.imagesInUse.values.contains { ImageSignature(of: $0) == .pdf }
        return hasPDF ? 2 : 1
    }

    /// The file name extension, without the dot.
    public static let fileExtension = "inkstone"

    /// The file's bytes for `document`. Throws `DocumentFileError.invalidContent` for a
    /// document that could not be read back (e.g. a page whose image is missing), so a
    /// file that cannot be opened is never written.
    /// `version` is the current one unless an older one is asked for (1, 2 or 3, e.g. for an older
    /// Inkstone; a document with PDF pages cannot be written as version 1).
    public static func encode(_ whole: Document, version: Int = DocumentFile.version) throws -> Data {
        // Only the images the pages show: one pasted and undone is not carried in the file (and
        // is not checked either: the rules are the written document's).
        var document = whole
        document.images = whole.imagesInUse
        try Rules.check(document)
        guard (1...Self.version).contains(version), version >= Self.version(for: document) else {
            throw DocumentFileError.invalidContent(tr("it cannot be written as format version %@", "\(version)"))
        }
        let keys = document.images.keys.sorted()
        // Versions 3 and 4: the manifest names each stroke's values, written straight into PNTS after.
        let sink = version >= 3 ? PointSink(collecting: false, packed: version >= 4) : nil
        let manifest = Manifest(document, imageOrder: keys, sink: sink)
        let json = version >= 4 ? try ManifestCoding.encodeFast(manifest) : try ManifestCoding.encode(manifest)
        let points = version == 3 ? sink.map { PointValues.bytes(of: document, count: $0.count) } : nil
        let packedBytes = version >= 4 ? (sink?.count ?? 0) * PackedPoints.wordSize + FileLayout.sectionHeaderSize + FileLayout.checksumSize : 0
        let images = keys.reduce(0) { $0 + (document.images[$1]?.count ?? 0) + FileLayout.sectionHeaderSize + FileLayout.checksumSize }
        var writer = SectionWriter(version: version, capacity: json.count + (points?.count ?? 0) + packedBytes + images + 64)
        writer.append(.manifest, json)
        if let points { writer.append(.points, points) }
        if version >= 4 { PackedPoints.append(document, words: sink?.count ?? 0, to: &writer) }
        for key in keys { writer.append(.image, document.images[key] ?? Data()) }
        return writer.finish()
    }

    /// The document in a file's bytes, fully checked.
    public static func decode(_ data: Data) throws -> Document {
        let sections = try SectionReader.read(data)
        let manifest = try ManifestCoding.decode(sections.manifest)
        let document = try sections.withPointValues { try manifest.document(imageBytes: sections.images, values: $0) }
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
