import CCairo
import InkDocument
import InkGeometry

extension PagePainter {
    /// A PDF page: its raster at this scale pixel for pixel, or an older one scaled while the
    /// new one is made, or paper until the first arrives; tinted when it cannot be drawn.
    static func paintPDF(_ page: PDFPageID, frame f: Rect, scale: Double, source: PDFPageSource?, visible: Rect, on cr: OpaquePointer) {
        guard let source else { return }
        if source.failure(of: page) != nil {
            setColor(cr, 0xf7e1e1)
            cairo_rectangle(cr, f.x, f.y, f.width, f.height)
            cairo_fill(cr)
            return
        }
        guard let raster = source.raster(for: page, size: Size(f.width, f.height), scale: scale, visible: visible) else { return }
        cairo_save(cr)
        cairo_rectangle(cr, f.x, f.y, f.width, f.height)
        cairo_clip(cr)
        cairo_translate(cr, f.x + raster.area.minX, f.y + raster.area.minY)
        let k = 1 / raster.scale
        cairo_scale(cr, k, k)
        cairo_set_source_surface(cr, raster.image.surface, 0, 0)
        // At its own scale, pixel for pixel; an older zoom, scaled quickly until the new one comes.
        let exact = abs(raster.scale / scale - 1) < 0.005
        cairo_pattern_set_filter(cairo_get_source(cr), exact ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
        cairo_rectangle(cr, 0, 0, Double(raster.image.width), Double(raster.image.height))
        cairo_fill(cr)
        cairo_restore(cr)
    }
}
