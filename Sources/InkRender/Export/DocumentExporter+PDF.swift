import CCairo
import Foundation
import InkDocument
import InkGeometry

extension DocumentExporter {
    /// Writes the document to `file` as a PDF: one PDF page per page, at the page's true size:
    /// an image page's pixels at its resolution (a 1275×1650 scan at 150 dpi is a 612×792 pt
    /// Letter page; 96 dpi when the image states none), a blank page's units as points unless
    /// it was added beside an image page (then at that page's resolution). So a page image
    /// rendered back at its dpi has its own pixel size. A PDF page is written as its original
    /// vectors (text stays text) at its own size in points, the ink on top. Images are embedded as images (a JPEG's own bytes
    /// as they were imported, a PNG's pixels losslessly, each image stored once however many
    /// pages show it); ink is vector paths, translucent ink as transparency.
    /// Canvases are as for `exportPNG`, and so is the protection of `inputs`. The folder of
    /// `file` must exist. `-` or `/dev/stdout` streams the PDF to standard output.
    /// `progress` hears how many pages are written after each one; false from it stops the
    /// export (`CancellationError`), leaving nothing behind.
    public static func exportPDF(_ document: Document, to file: URL, inputs: Set<FileIdentity> = [],
                                 progress: ((Int) -> Bool)? = nil) throws {
        guard !document.pages.isEmpty else { throw ExportError(tr("the document has no pages")) }
        let canvases = document.pages.map(PageCanvas.init)
        for (i, canvas) in canvases.enumerated() {
            if let refusal = canvas.refusal() { throw ExportError.page(i, refusal) }
        }
        let files = StagedFiles(inputs: inputs)
        let sink = try files.create(for: file)
        let box = Unmanaged.passRetained(sink)
        defer { box.release() }
        guard let surface = cairo_pdf_surface_create_for_stream({ closure, data, length in
            guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
            let sink = Unmanaged<FileSink>.fromOpaque(closure).takeUnretainedValue()
            return sink.write(UnsafeRawBufferPointer(start: data, count: Int(length))) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR
        }, box.toOpaque(), canvases[0].pointSize.width, canvases[0].pointSize.height) else {
            throw ExportError.cannotWrite(file.path, tr("out of memory"))
        }
        defer { cairo_surface_destroy(surface) }
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Inkstone")
        guard let cr = cairo_create(surface) else { throw ExportError.cannotWrite(file.path, tr("out of memory")) }
        defer { cairo_destroy(cr) }

        let pdfs = ExportPDFs(document)
        for (i, page) in document.pages.enumerated() {
            let canvas = canvases[i]
            cairo_pdf_surface_set_size(surface, canvas.pointSize.width, canvas.pointSize.height)
            if page.pdfPage != nil {
                try paintPDFPage(page, index: i, pdfs: pdfs, canvas: canvas, on: cr)
                try finishPage(cr, sink: sink, index: i)
                if let progress, !progress(i + 1) { throw CancellationError() }
                continue
            }
            // A JPEG goes in as its own bytes, as stored: PDF readers ignore EXIF, so one that
            // a phone stored sideways is turned by the page's matrix instead.
            let orientation = page.imageKey.flatMap { document.images[$0] }.map(ImageOrientation.of) ?? .normal
            let image = try decodedImage(of: page, index: i, in: document, turned: false)
            if let image, let key = page.imageKey, let data = document.images[key] {
                attach(data, key: key, to: image)
            }
            ExportPagePainter.paint(page, image: image, orientation: orientation, canvas: canvas, paper: image == nil,
                                    scale: (72 / canvas.unitsPerInch.x, 72 / canvas.unitsPerInch.y), pictures: document.images, on: cr)
            try finishPage(cr, sink: sink, index: i)
            if let progress, !progress(i + 1) { throw CancellationError() }
        }
        cairo_surface_finish(surface)
        try sink.check()
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw ExportError.cannotWrite(file.path, String(cString: cairo_status_to_string(status)))
        }
        try sink.close()
        try files.commit()
    }

    /// Ends the page being drawn; throws when Cairo or the file failed.
    private static func finishPage(_ cr: OpaquePointer, sink: FileSink, index: Int) throws {
        cairo_show_page(cr)
        try sink.check()
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else { throw ExportError.page(index, String(cString: cairo_status_to_string(status))) }
    }

    /// Tells Cairo's PDF writer the image's identity (so it is stored once however many pages
    /// show it) and, for a JPEG, its original bytes (so they are embedded as they are; `image`
    /// holds them as stored, which the page turns).
    private static func attach(_ data: Data, key: String, to image: DecodedImage) {
        setMimeData(image, CAIRO_MIME_TYPE_UNIQUE_ID, Data(key.utf8))
        if ImageProbe.probe(data)?.format == .jpeg { setMimeData(image, CAIRO_MIME_TYPE_JPEG, data) }
    }

    /// Hands Cairo its own copy of `bytes`, freed when the surface no longer needs it.
    private static func setMimeData(_ image: DecodedImage, _ type: String, _ bytes: Data) {
        guard !bytes.isEmpty, let copy = malloc(bytes.count) else { return }
        bytes.copyBytes(to: copy.assumingMemoryBound(to: UInt8.self), count: bytes.count)
        let status = cairo_surface_set_mime_data(image.surface, type, copy.assumingMemoryBound(to: UInt8.self),
                                                 UInt(bytes.count), { free($0) }, copy)
        if status != CAIRO_STATUS_SUCCESS { free(copy) }
    }
}
