import CCairo
import Foundation
import InkDocument
import InkGeometry

/// The PDFs of a document opened for one export, each once, by key (on the exporting thread).
final class ExportPDFs {
    private let document: Document
    private var files: [String: PDFFile] = [:]

    init(_ document: Document) { self.document = document }

    /// The document's image bytes (placed images are drawn from them).
    var pictures: [String: Data] { document.images }

    /// The open PDF page `index` of the document shows, or an error naming the page.
    func file(for key: String, page index: Int) throws -> PDFFile {
        if let held = files[key] { return held }
        guard let data = document.images[key] else { throw ExportError.page(index, tr("its PDF %@ is missing from the document", "\(key)")) }
        do {
            let file = try PDFFile(data, password: document.pdfPasswords[key])
            files[key] = file
            return file
        } catch {
            throw ExportError.page(index, PDFRenderQueue.describe(error))
        }
    }
}

extension DocumentExporter {
    /// The resolution PDF pages are exported at as PNG unless told otherwise.
    public static let defaultPDFPageDPI = 150.0

    /// Draws a PDF page into an export PDF: the original page as vectors (text stays text,
    /// drawn as for printing), then the ink on top. One point per page unit.
    static func paintPDFPage(_ page: Page, index: Int, pdfs: ExportPDFs, canvas: PageCanvas, on cr: OpaquePointer) throws {
        guard let (key, pageIndex) = page.pdfPage else { return }
        let file = try pdfs.file(for: key, page: index)
        cairo_save(cr)
        guard file.render(pageIndex, on: cr, printing: true) else {
            cairo_restore(cr)
            throw ExportError.page(index, tr("its PDF has no page %@", "\(pageIndex + 1)"))
        }
        cairo_restore(cr)
        ExportPagePainter.paint(page, image: nil, canvas: canvas, paper: false, pictures: pdfs.pictures, on: cr)
    }

    /// Writes a PDF page with its ink as a PNG at `dpi` (the page's points times dpi/72).
    static func writePDFPagePNG(_ page: Page, index: Int, of document: Document, dpi: Double, to sink: FileSink) throws {
        let canvas = PageCanvas(page)
        let scale = dpi / 72
        let width = Swift.max(1, Int((canvas.bounds.width * scale).rounded())), height = Swift.max(1, Int((canvas.bounds.height * scale).rounded()))
        if let refusal = ImageLimits.refusal(width: width, height: height) { throw ExportError.page(index, refusal + tr(" at %@ dpi", "\(Int(dpi))")) }
        let pdfs = ExportPDFs(document)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)) else {
            throw ExportError.page(index, tr("out of memory"))
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            throw ExportError.page(index, tr("not enough memory for %@x%@ pixels", "\(width)", "\(height)"))
        }
        setColor(cr, Theme.paper)
        cairo_paint(cr)
        cairo_scale(cr, scale, scale)
        if let (key, pageIndex) = page.pdfPage {
            let file = try pdfs.file(for: key, page: index)
            cairo_save(cr)
            file.render(pageIndex, on: cr)
            cairo_restore(cr)
        }
        ExportPagePainter.paint(page, image: nil, canvas: canvas, paper: false, pictures: document.images, on: cr)
        let drawn = cairo_status(cr)
        cairo_destroy(cr)
        guard drawn == CAIRO_STATUS_SUCCESS else { throw ExportError.page(index, String(cString: cairo_status_to_string(drawn))) }
        try encodePNG(surface, index: index, dpi: Resolution(dpi), to: sink)
    }
}
