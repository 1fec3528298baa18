import CCairo
import InkGeometry

/// A PDF page drawn into pixels at one scale: the whole page, or (zoomed far in) the part of
/// it around the view. `area` is the part drawn, in page units; the image has `scale` pixels
/// per page unit over it.
public final class PDFRaster: @unchecked Sendable {
    /// Handed from the thread that drew it to the main thread and used there only.
    public let image: DecodedImage
    public let scale: Double
    public let area: Rect

    init(image: DecodedImage, scale: Double, area: Rect) {
        self.image = image; self.scale = scale; self.area = area
    }

    /// The memory its pixels take.
    public var byteCount: Int { image.byteCount }

    /// The most pixels one raster holds: 16 megapixels (64 MB), a Letter page at about 650%.
    /// Past that only the part of the page around the view is drawn.
    public static let maxPixels = 16_000_000

    /// The part of a page of `size` to draw at `scale`, wanting at least `visible` (page
    /// units, may be empty): the whole page when it fits in `maxPixels`, else `visible` grown
    /// by half its size on each side, cut to the page and to `maxPixels`.
    public static func area(page size: Size, scale: Double, visible: Rect) -> Rect {
        let page = Rect(x: 0, y: 0, width: size.width, height: size.height)
        guard size.width * size.height * scale * scale > Double(maxPixels) else { return page }
        var wanted = visible.insetBy(-Swift.max(visible.width, visible.height) / 2).intersection(page)
        if wanted.isEmpty { wanted = Rect(x: 0, y: 0, width: Swift.min(size.width, 512 / scale), height: Swift.min(size.height, 512 / scale)) }
        let pixels = wanted.width * wanted.height * scale * scale
        if pixels > Double(maxPixels) {
            // Shrink around the visible centre to the pixel bound.
            let k = (Double(maxPixels) / pixels).squareRoot()
            let c = visible.isEmpty ? wanted.center : visible.center
            let w = wanted.width * k, h = wanted.height * k
            wanted = Rect(x: c.x - w / 2, y: c.y - h / 2, width: w, height: h).intersection(page)
        }
        // Whole device pixels, so the raster lines up with the screen's pixel grid.
        let x0 = (wanted.minX * scale).rounded(.down) / scale, y0 = (wanted.minY * scale).rounded(.down) / scale
        let x1 = (wanted.maxX * scale).rounded(.up) / scale, y1 = (wanted.maxY * scale).rounded(.up) / scale
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Draws `area` of page `index` of `file` at `scale` on white paper; nil when out of memory
    /// or there is no such page.
    public static func draw(_ file: PDFFile, page index: Int, scale: Double, area: Rect) -> PDFRaster? {
        let w = Int((area.width * scale).rounded()), h = Int((area.height * scale).rounded())
        guard w >= 1, h >= 1, w * h <= maxPixels * 2,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(w), Int32(h)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_scale(cr, scale, scale)
        cairo_translate(cr, -area.minX, -area.minY)
        let drawn = file.render(index, on: cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        guard drawn else { cairo_surface_destroy(surface); return nil }
        return PDFRaster(image: DecodedImage(taking: surface), scale: scale, area: area)
    }
}
