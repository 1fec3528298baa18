import CCairo
import Foundation
import InkDocument
import InkGeometry

extension DocumentExporter {
    /// The largest thumbnail side `exportThumbnail` draws.
    public static let thumbnailSizes = 1...4096

    /// Writes a PNG of the document's first page with its ink, as a PNG export draws it but
    /// scaled so that its larger side is `size` pixels, for file managers' thumbnails. Only
    /// the first page's image is decoded. The file is put in place whole (a temporary file
    /// renamed over it), never over one of `inputs`; returns the picture's size.
    @discardableResult
    public static func exportThumbnail(_ document: Document, to url: URL, size: Int, inputs: Set<FileIdentity> = []) throws -> (width: Int, height: Int) {
        guard let page = document.pages.first else { throw ExportError(tr("the document has no pages")) }
        guard thumbnailSizes.contains(size) else { throw ExportError(tr("a thumbnail's size is %@ to %@ pixels, not %@", "\(thumbnailSizes.lowerBound)", "\(thumbnailSizes.upperBound)", "\(size)")) }
        let pdfFile = try page.pdfPage.map { try ExportPDFs(document).file(for: $0.key, page: 0) }
        let image = try thumbnailImage(of: page, index: 0, in: document, size: size, pdfFile: pdfFile)
        let surface = image.surface
        let (width, height) = (image.width, image.height)
        let files = StagedFiles(inputs: inputs)
        do {
            try encodePNG(surface, index: 0, to: files.create(for: url))
            try files.commit()
        } catch {
            files.discard()
            throw error
        }
        return (width, height)
    }

    /// Draws page `index` of `document` with its ink, its larger side `size` pixels, as a PNG
    /// export draws it (a PDF page from its vectors: `pdfFile` holds it). Only that page's
    /// image is decoded. Safe on any thread: everything drawn is its own.
    public static func thumbnailImage(of page: Page, index: Int, in document: Document, size: Int, pdfFile: PDFFile?) throws -> DecodedImage {
        let canvas = PageCanvas(page)
        guard canvas.bounds.width.isFinite, canvas.bounds.height.isFinite, canvas.bounds.width > 0, canvas.bounds.height > 0 else {
            throw ExportError.page(index, tr("its size is not a number of pixels"))
        }
        let image = try decodedImage(of: page, index: index, in: document)
        let native = canvas.pixelSize(at: .native)
        let scale = Double(size) / Double(Swift.max(native.width, native.height))
        let width = Swift.max(1, Int((Double(native.width) * scale).rounded()))
        let height = Swift.max(1, Int((Double(native.height) * scale).rounded()))
        let alpha = image?.hasAlpha ?? false
        guard let surface = cairo_image_surface_create(alpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24, Int32(width), Int32(height)) else {
            throw ExportError.page(index, tr("out of memory"))
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw ExportError.page(index, tr("not enough memory for %@x%@ pixels", "\(width)", "\(height)"))
        }
        cairo_scale(cr, Double(width) / canvas.bounds.width, Double(height) / canvas.bounds.height)
        if let pdfFile, let (_, pageIndex) = page.pdfPage {
            // A PDF page: paper, the page from its vectors, then the ink.
            setColor(cr, Theme.paper)
            cairo_paint(cr)
            cairo_save(cr)
            pdfFile.render(pageIndex, on: cr)
            cairo_restore(cr)
            ExportPagePainter.paint(page, image: nil, canvas: canvas, paper: false, exactPixels: false, pictures: document.images, on: cr)
        } else {
            ExportPagePainter.paint(page, image: image, canvas: canvas, paper: !alpha, exactPixels: false, pictures: document.images, on: cr)
        }
        let drawn = cairo_status(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        guard drawn == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw ExportError.page(index, String(cString: cairo_status_to_string(drawn)))
        }
        return DecodedImage(taking: surface)
    }
}
