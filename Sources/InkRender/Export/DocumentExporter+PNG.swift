import CCairo
import Foundation
import InkDocument

extension DocumentExporter {
    /// Draws one page and writes it as a PNG into `sink`, then closes it. A PDF page is drawn
    /// at `pdfDPI`.
    static func writePNG(_ page: Page, index: Int, of document: Document, pdfDPI: Double = defaultPDFPageDPI, to sink: FileSink) throws {
        if page.pdfPage != nil { return try writePDFPagePNG(page, index: index, of: document, dpi: pdfDPI, to: sink) }
        let canvas = PageCanvas(page)
        if let refusal = canvas.refusal { throw ExportError.page(index, refusal) }
        // Decoded first even when the bytes are copied: an undecodable image is never written.
        let image = try decodedImage(of: page, index: index, in: document)
        if page.strokes.isEmpty, let key = page.imageKey, let data = document.images[key],
           let probe = ImageProbe.probe(data), probe.format == .png,
           Double(probe.width) == canvas.bounds.width, Double(probe.height) == canvas.bounds.height {
            try sink.write(data)
            try sink.close()
            return
        }
        let alpha = image?.hasAlpha ?? false
        guard let surface = cairo_image_surface_create(alpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24,
                                                       Int32(canvas.pixelWidth), Int32(canvas.pixelHeight)) else {
            throw ExportError.page(index, "out of memory")
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            throw ExportError.page(index, "not enough memory for \(canvas.pixelWidth)x\(canvas.pixelHeight) pixels")
        }
        ExportPagePainter.paint(page, image: image, canvas: canvas, paper: !alpha, on: cr)
        let drawn = cairo_status(cr)
        cairo_destroy(cr)
        guard drawn == CAIRO_STATUS_SUCCESS else { throw ExportError.page(index, String(cString: cairo_status_to_string(drawn))) }
        cairo_surface_flush(surface)
        try writePNGStream(surface, index: index, to: sink)
    }

    /// Encodes `surface` as a PNG into `sink`, then closes it.
    static func writePNGStream(_ surface: OpaquePointer, index: Int, to sink: FileSink) throws {
        let box = Unmanaged.passRetained(sink)
        defer { box.release() }
        let status = cairo_surface_write_to_png_stream(surface, { closure, data, length in
            guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
            let sink = Unmanaged<FileSink>.fromOpaque(closure).takeUnretainedValue()
            return sink.write(UnsafeRawBufferPointer(start: data, count: Int(length))) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR
        }, box.toOpaque())
        try sink.check()
        guard status == CAIRO_STATUS_SUCCESS else {
            throw ExportError.page(index, "cannot encode the PNG (\(String(cString: cairo_status_to_string(status))))")
        }
        try sink.close()
    }
}
