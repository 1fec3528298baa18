import CCairo
import InkDocument
import InkGeometry

/// Draws the images placed on a page (`Page.images`), between its background and its ink: each
/// image scaled into its frame from the copy of the decoded image nearest the size drawn
/// (`PageImageSource`: decoded once, kept within a bound). An image that cannot be decoded is a
/// grey box crossed out (the window also says which, through the cache's failures). A turned
/// image (`PlacedImage.angle`) is drawn turned about its frame's centre.
enum PlacedImagePainter {
    /// `cr` is in the page's coordinates; `scale` is device pixels per page unit; only images
    /// meeting `clip` (page coordinates) are drawn, all of them when it is nil.
    static func paint(_ page: Page, scale: Double, images: PageImageSource?, clip: Rect? = nil, on cr: OpaquePointer) {
        for image in page.images where clip.map({ $0.intersects(image.bounds) }) ?? true {
            paint(image, scale: scale, images: images, on: cr)
        }
    }

    static func paint(_ image: PlacedImage, scale: Double, images: PageImageSource?, on cr: OpaquePointer) {
        let f = image.frame
        guard f.width > 0, f.height > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if image.angle != 0 {
            // Turned about the frame's centre: the rest draws the upright frame in the turned coordinates.
            cairo_translate(cr, f.center.x, f.center.y)
            cairo_rotate(cr, image.angle)
            cairo_translate(cr, -f.center.x, -f.center.y)
        }
        // The full image's width says how far it is shrunk; then the copy for that.
        guard let full = images?.surface(for: image.key, scale: 1), cairo_image_surface_get_width(full) > 0,
              let surface = images?.surface(for: image.key, scale: scale * f.width / Double(cairo_image_surface_get_width(full))) else {
            paintMissing(f, scale: scale, on: cr)
            return
        }
        let w = Double(cairo_image_surface_get_width(surface)), h = Double(cairo_image_surface_get_height(surface))
        guard w > 0, h > 0 else { return }
        cairo_rectangle(cr, f.x, f.y, f.width, f.height)
        cairo_clip(cr)
        cairo_translate(cr, f.x, f.y)
        cairo_scale(cr, f.width / w, f.height / h)
        cairo_set_source_surface(cr, surface, 0, 0)
        let exact = image.angle == 0 && abs(scale * f.width / w - 1) < 1e-9 && abs(scale * f.height / h - 1) < 1e-9
        cairo_pattern_set_filter(cairo_get_source(cr), exact ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
        cairo_paint(cr)
    }

    /// The grey box of an image that cannot be shown, crossed out.
    static func paintMissing(_ f: Rect, scale: Double, on cr: OpaquePointer) {
        setColor(cr, 0xc8c8c8)
        cairo_rectangle(cr, f.x, f.y, f.width, f.height)
        cairo_fill(cr)
        setColor(cr, 0x8a8a8a)
        cairo_set_line_width(cr, 2 / Swift.max(scale, 1e-6))
        cairo_move_to(cr, f.minX, f.minY); cairo_line_to(cr, f.maxX, f.maxY)
        cairo_move_to(cr, f.maxX, f.minY); cairo_line_to(cr, f.minX, f.maxY)
        cairo_rectangle(cr, f.x, f.y, f.width, f.height)
        cairo_stroke(cr)
    }
}
