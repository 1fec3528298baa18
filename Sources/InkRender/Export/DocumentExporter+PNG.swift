import CCairo
import Foundation
import InkDocument
import InkGeometry

extension DocumentExporter {
    /// Draws one page at `density` and writes it as a PNG into `sink`, then closes it. The PNG
    /// states the density it was drawn at (`pHYs`), so it opens again at the page's true size.
    /// A PDF page is drawn from its vectors (150 dpi unless `density` says otherwise).
    static func writePNG(_ page: Page, index: Int, of document: Document, density: RasterDensity = .native,
                         to sink: FileSink) throws {
        if page.pdfPage != nil {
            return try writePDFPagePNG(page, index: index, of: document, dpi: PageCanvas(page).dpi(at: density).x, to: sink)
        }
        let canvas = PageCanvas(page)
        if let refusal = canvas.refusal(at: density) { throw ExportError.page(index, refusal) }
        // Decoded first even when the bytes are copied: an undecodable image is never written.
        let image = try decodedImage(of: page, index: index, in: document)
        let scale = canvas.scale(at: density), pixels = canvas.pixelSize(at: density)
        let oneToOne = scale.x == 1 && scale.y == 1
        if page.strokes.isEmpty, page.images.isEmpty, oneToOne, let key = page.imageKey, let data = document.images[key],
           let probe = ImageProbe.probe(data), probe.format == .png, ImageResolution.of(data) == page.resolution,
           Double(probe.width) == canvas.bounds.width, Double(probe.height) == canvas.bounds.height {
            try sink.write(data)
            try sink.close()
            return
        }
        let alpha = image?.hasAlpha ?? false
        guard let surface = cairo_image_surface_create(alpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24,
                                                       Int32(pixels.width), Int32(pixels.height)) else {
            throw ExportError.page(index, tr("out of memory"))
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            throw ExportError.page(index, tr("not enough memory for %@x%@ pixels", "\(pixels.width)", "\(pixels.height)"))
        }
        ExportPagePainter.paint(page, image: image, canvas: canvas, paper: !alpha, scale: scale, exactPixels: oneToOne,
                                pictures: document.images, on: cr)
        let drawn = cairo_status(cr)
        cairo_destroy(cr)
        guard drawn == CAIRO_STATUS_SUCCESS else { throw ExportError.page(index, String(cString: cairo_status_to_string(drawn))) }
        try encodePNG(surface, index: index, dpi: canvas.dpi(at: density), to: sink)
    }

    /// Writes `surface` as a PNG into `sink`, stating `dpi` in its `pHYs` chunk when given, then
    /// closes it; a failure names page `index`.
    static func encodePNG(_ surface: OpaquePointer, index: Int, dpi: Resolution? = nil, to sink: FileSink) throws {
        cairo_surface_flush(surface)
        let encoded = PNGBuffer()
        let box = Unmanaged.passRetained(encoded)
        defer { box.release() }
        let status = cairo_surface_write_to_png_stream(surface, { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<PNGBuffer>.fromOpaque(closure).takeUnretainedValue().bytes.append(data, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, box.toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else {
            throw ExportError.page(index, tr("cannot encode the PNG (%@)", "\(String(cString: cairo_status_to_string(status)))"))
        }
        try sink.write(dpi.map { PNGDensity.stamped(encoded.bytes, with: $0) } ?? encoded.bytes)
        try sink.close()
    }
}

/// The bytes of a PNG as Cairo encodes them, collected before they are written.
private final class PNGBuffer {
    var bytes = Data()
}
