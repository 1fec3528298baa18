import CCairo
import InkDocument
import InkGeometry

/// Decoded page images for drawing: a Cairo image surface per image key, at full resolution or
/// reduced for drawing at a small scale.
public protocol PageImageSource: AnyObject {
    /// A surface for `key` good for drawing at `scale` (it may be smaller than the image; its
    /// size tells), or nil when the image cannot be decoded.
    func surface(for key: String, scale: Double) -> OpaquePointer?
    /// Forgets every decoded image: another document is shown.
    func removeAll()
}

/// Draws a page's background: white paper, its image exactly as it is (D1), or its PDF page.
enum PagePainter {
    /// `visible` is the part of the document the view shows (document units), for PDF pages
    /// zoomed so far in that only part of them is drawn.
    static func paintBackground(_ page: Page, frame f: Rect, scale: Double, images: PageImageSource?,
                                pdfPages: PDFPageSource? = nil, visible: Rect = .empty, on cr: OpaquePointer) {
        cairo_save(cr)
        // A hairline edge and a soft shadow so pages read as sheets on the desk.
        cairo_rectangle(cr, f.x + 1 / scale, f.y + 2 / scale, f.width, f.height)
        cairo_set_source_rgba(cr, 0, 0, 0, 0.12)
        cairo_fill(cr)
        cairo_rectangle(cr, f.x, f.y, f.width, f.height)
        setColor(cr, Theme.paper)
        cairo_fill(cr)
        if let key = page.imageKey {
            if let surface = images?.surface(for: key, scale: scale) {
                let w = Double(cairo_image_surface_get_width(surface)), h = Double(cairo_image_surface_get_height(surface))
                cairo_translate(cr, f.x, f.y)
                if w > 0, h > 0 { cairo_scale(cr, f.width / w, f.height / h) }
                cairo_set_source_surface(cr, surface, 0, 0)
                // At 100% the image is copied pixel for pixel; scaled, it is filtered well.
                cairo_pattern_set_filter(cairo_get_source(cr), abs(scale * f.width / w - 1) < 1e-9 ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
                cairo_rectangle(cr, 0, 0, w, h)
                cairo_fill(cr)
            } else {
                // An image that cannot be shown: say so on the page instead of showing paper.
                setColor(cr, 0xf7e1e1)
                cairo_rectangle(cr, f.x, f.y, f.width, f.height)
                cairo_fill(cr)
            }
        }
        if let (key, index) = page.pdfPage {
            paintPDF(PDFPageID(key: key, index: index), frame: f, scale: scale, source: pdfPages,
                     visible: visible.offsetBy(Point(-f.minX, -f.minY)), on: cr)
        }
        cairo_restore(cr)
        if !page.images.isEmpty {
            cairo_save(cr)
            cairo_translate(cr, f.minX, f.minY)
            PlacedImagePainter.paint(page, scale: scale, images: images, on: cr)
            cairo_restore(cr)
        }
    }
}
