import Foundation
import CCairo
import InkDocument
import InkGeometry

/// Draws one page for export: paper or the page image, then the ink with `InkPainter`
/// exactly as on screen (same outlines, same colours, translucent ink blended over what is
/// under it). The image is drawn pixel for pixel: the canvas of an image page is the image,
/// scaled as a whole with its ink to a PDF page's true size or a PNG's density.
enum ExportPagePainter {
    /// Paints `page` on `cr`, whose (0, 0) is the canvas's top-left corner and whose units are
    /// `scale` page units (image pixels) each way. `paper` fills the canvas with paper white
    /// first (left out to keep an image's transparency). `exactPixels` draws the image's pixels
    /// as they are (no smoothing; in a PDF no /Interpolate, like img2pdf); otherwise a scaled
    /// image is filtered, as a PNG at another density needs.
    /// `pictures` holds the bytes of the images placed on the page (`Page.images`), drawn
    /// between the image and the ink.
    /// `image` is as stored when `orientation` is given (a PDF's JPEG, embedded as its bytes),
    /// and is drawn turned so.
    static func paint(_ page: Page, image: DecodedImage?, orientation: ImageOrientation = .normal, canvas: PageCanvas, paper: Bool,
                      scale: (x: Double, y: Double) = (1, 1), exactPixels: Bool = true,
                      pictures: [String: Data] = [:], on cr: OpaquePointer) {
        cairo_save(cr)
        if paper {
            setColor(cr, Theme.paper)
            cairo_paint(cr)
        }
        if scale.x != 1 || scale.y != 1 { cairo_scale(cr, scale.x, scale.y) }
        if let image {
            cairo_save(cr)
            // Only a document whose page size disagrees with its image scales it to fit.
            let sideways = orientation.swapsSides
            let sx = canvas.bounds.width / Double(sideways ? image.height : image.width)
            let sy = canvas.bounds.height / Double(sideways ? image.width : image.height)
            if sx != 1 || sy != 1 { cairo_scale(cr, sx, sy) }
            if orientation != .normal {
                var turn = PageImageDecoder.matrix(orientation, width: image.width, height: image.height)
                cairo_transform(cr, &turn)
            }
            cairo_set_source_surface(cr, image.surface, 0, 0)
            if sx == 1, sy == 1, exactPixels { cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST) }
            if !exactPixels { cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD) }
            cairo_paint(cr)
            cairo_restore(cr)
        }
        cairo_translate(cr, -canvas.bounds.minX, -canvas.bounds.minY)
        if !page.images.isEmpty {
            let decoded = PageImageCache(source: { pictures[$0] })
            PlacedImagePainter.paint(page, scale: Swift.max(scale.x, scale.y), images: decoded, on: cr)
        }
        InkPainter.paint(page, on: cr, within: canvas.bounds)
        // The text over the ink, as on screen (real text in a PDF).
        TextBoxPainter.paint(page.texts, on: cr)
        cairo_restore(cr)
    }
}
