import CCairo
import Foundation
import InkDocument
import InkGeometry

/// Writes a document out as images or a PDF, with no window and no X display.
///
/// Every export writes to temporary files beside its targets and renames them into place
/// only once all of them are complete, so a failure leaves no partial output (and no file it
/// would have replaced is touched). Errors are `ExportError`s naming the page or file.
public enum DocumentExporter {
    /// Writes one PNG per page into `folder` (made if missing) as `page-001.png`, `page-002.png`,
    /// … (more digits past 999 pages), so names sort in page order; returns their URLs.
    ///
    /// At `density` `.native`, an image page is exported at its image's own pixels; a sized
    /// blank page at its size (one pixel per unit); the unbounded blank canvas at the bounds of
    /// its ink plus `PageCanvas.margin`, on white. At `.dpi(N)` every page is drawn at N pixels
    /// per inch of its true size (its image and ink scaled together, the image smoothed).
    /// Each PNG states its density (pHYs), so it opens again at the same true size.
    /// A PNG page without ink at its own pixels and resolution is written byte for byte as it was imported (D1); a JPEG page
    /// without ink becomes a PNG with exactly the decoded pixels. Images with transparency
    /// keep it (ink is blended over them); other pages are opaque.
    ///
    /// No output replaces one of `inputs` (compared by identity, so through links too) or
    /// anything but a regular file; see `StagedFiles`.
    /// A PDF page is drawn at `density` (`defaultPDFPageDPI` for `.native`).
    /// `progress` hears how many pages are written after each one; false from it stops the
    /// export (`CancellationError`), leaving nothing behind.
    public static func exportPNG(_ document: Document, to folder: URL, density: RasterDensity = .native,
                                 inputs: Set<FileIdentity> = [], progress: ((Int) -> Bool)? = nil) throws -> [URL] {
        guard !document.pages.isEmpty else { throw ExportError(tr("the document has no pages")) }
        let created = try makeFolder(folder)
        let files = StagedFiles(inputs: inputs)
        do {
            var urls: [URL] = []
            for (i, page) in document.pages.enumerated() {
                let url = folder.appendingPathComponent(PageFileNames.name(of: i, in: document.pages.count))
                try writePNG(page, index: i, of: document, density: density, to: files.create(for: url))
                urls.append(url)
                if let progress, !progress(i + 1) { throw CancellationError() }
            }
            try files.commit()
            return urls
        } catch {
            files.discard()
            for path in created { rmdir(path) }
            throw error
        }
    }

    /// Makes `folder` and any missing parents; the folders it made, deepest first.
    private static func makeFolder(_ folder: URL) throws -> [String] {
        var info = stat()
        if stat(folder.path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw ExportError.cannotWrite(folder.path, tr("it is not a folder")) }
            return []
        }
        let parent = folder.deletingLastPathComponent()
        var made = parent.path == folder.path ? [] : try makeFolder(parent)
        guard mkdir(folder.path, 0o777) == 0 || errno == EEXIST else {
            let reason = systemReason(errno)
            for path in made { rmdir(path) }
            throw ExportError.cannotWrite(folder.path, tr("cannot create the folder (%@)", "\(reason)"))
        }
        made.insert(folder.path, at: 0)
        return made
    }

    /// The decoded image of a page, or nil for a blank page. An image that cannot be decoded
    /// throws an error naming the page and carrying the image's key.
    /// `turned` false: as stored (see `PageImageDecoder.decode(_:turned:)`).
    static func decodedImage(of page: Page, index: Int, in document: Document, turned: Bool = true) throws -> DecodedImage? {
        guard let key = page.imageKey else { return nil }
        guard let data = document.images[key] else { throw ExportError.page(index, tr("its image %@ is missing from the document", "\(key)")) }
        do {
            return try PageImageDecoder.decode(data, turned: turned)
        } catch let error as ImageDecodeError {
            throw ExportError.image(key, page: index, error)
        }
    }
}
