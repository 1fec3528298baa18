import CCairo
import InkDocument
import InkGeometry

/// Draws one page for export: paper or the page image, then the ink with `InkPainter`
/// exactly as on screen (same outlines, same colours, translucent ink blended over what is
/// under it). The image is drawn pixel for pixel: the canvas of an image page is the image.
enum ExportPagePainter {
    /// Paints `page` on `cr`, whose (0, 0) is the canvas's top-left corner. `paper` fills the
    /// canvas with paper white first (left out to keep an image's transparency).
    /// `reduced`: the page is drawn smaller than its pixels (a thumbnail), so the image is
    /// filtered down smoothly instead of shown pixel for pixel.
    static func paint(_ page: Page, image: DecodedImage?, canvas: PageCanvas, paper: Bool, reduced: Bool = false, on cr: OpaquePointer) {
        cairo_save(cr)
        if paper {
            setColor(cr, Theme.paper)
            cairo_paint(cr)
        }
        if let image {
            cairo_save(cr)
            // Only a document whose page size disagrees with its image scales it to fit.
            let sx = canvas.bounds.width / Double(image.width), sy = canvas.bounds.height / Double(image.height)
            if sx != 1 || sy != 1 { cairo_scale(cr, sx, sy) }
            cairo_set_source_surface(cr, image.surface, 0, 0)
            // Pixels as they are: no smoothing (in a PDF, no /Interpolate), like img2pdf.
            if sx == 1, sy == 1, !reduced { cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST) }
            cairo_paint(cr)
            cairo_restore(cr)
        }
        cairo_translate(cr, -canvas.bounds.minX, -canvas.bounds.minY)
        InkPainter.paint(page, on: cr, within: canvas.bounds)
        cairo_restore(cr)
    }
}
