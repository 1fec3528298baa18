import Foundation
import InkGeometry

extension DocumentFile {
    /// The first page of the document at `url`, as a one-page document holding that page's
    /// image, for a preview (`inkstone thumbnail`). The file is checked as `load` checks it
    /// (every section's checksum, the images against the manifest, the rules on what is
    /// returned), but the manifest's later pages are not decoded: a preview of a long document
    /// costs about what one page costs.
    public static func loadFirstPage(from url: URL) throws -> Document {
        let sections = try SectionReader.read(Bytes.read(url))
        let head: FirstPageManifest
        do {
            head = try JSONDecoder().decode(FirstPageManifest.self, from: sections.manifest)
        } catch let error as DocumentFileError {
            throw error
        } catch {
            // The same complaint the whole manifest's decoding would make.
            _ = try ManifestCoding.decode(sections.manifest)
            throw DocumentFileError.invalidContent(tr("the manifest cannot be read (%@)", "\(error.localizedDescription)"))
        }
        let manifest = Manifest(nextStrokeID: head.nextStrokeID, images: head.images, pages: head.firstPage.map { [$0] } ?? [])
        var document = try sections.withPointValues { try manifest.document(imageBytes: sections.images, values: $0, complete: false) }
        let shown = Set([document.pages.first?.embeddedKey].compactMap { $0 } + (document.pages.first?.images.map(\.key) ?? []))
        document = Document.restoredFromFile(pages: document.pages, images: document.images.filter { shown.contains($0.key) },
                                             nextStrokeID: document.nextStrokeID)
        try Rules.check(document)
        return document
    }

    /// The manifest's members a first-page preview needs: the pages after the first are left
    /// undecoded.
    struct FirstPageManifest: Decodable {
        var nextStrokeID: UInt64
        var images: [Manifest.ImageEntry]
        /// Nil when the document has no pages (which `Rules` refuses).
        var firstPage: Manifest.PageEntry?

        enum CodingKeys: String, CodingKey { case nextStrokeID, images, pages }

        init(from decoder: any Decoder) throws {
            let members = try decoder.container(keyedBy: CodingKeys.self)
            nextStrokeID = try members.decode(UInt64.self, forKey: .nextStrokeID)
            images = try members.decode([Manifest.ImageEntry].self, forKey: .images)
            var pages = try members.nestedUnkeyedContainer(forKey: .pages)
            firstPage = pages.isAtEnd ? nil : try pages.decode(Manifest.PageEntry.self)
        }
    }
}
