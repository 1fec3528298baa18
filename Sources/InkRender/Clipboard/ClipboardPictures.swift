import CCairo
import Foundation
import InkDocument
import InkGeometry

/// A copy as pictures for other apps: a PNG (transparent background, at true size: a page unit
/// a pixel, unless that would pass `largestSide`) and an SVG (Cairo's SVG surface, in page
/// units, with the images and text boxes added as `<image>` and `<text>`, `ClipboardSVG`).
/// As on the page: images under the ink, highlights under the pen's ink, text over it.
public enum ClipboardPictures {
    /// The longest side a PNG gets; larger selections are scaled down to it.
    public static let largestSide = 8192.0

    /// The PNG's bytes, or nil when Cairo cannot make it (out of memory).
    public static func png(_ clip: ClipboardStrokes) -> Data? {
        let longest = Swift.max(clip.size.width, clip.size.height, 1)
        let scale = Swift.min(1, largestSide / longest)
        let width = Int32(Swift.max(1, (clip.size.width * scale).rounded(.up)))
        let height = Int32(Swift.max(1, (clip.size.height * scale).rounded(.up)))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        draw(clip, on: surface, scale: scale, objects: true)
        let sink = PictureBytes()
        let box = Unmanaged.passRetained(sink)
        defer { box.release() }
        let status = cairo_surface_write_to_png_stream(surface, { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<PictureBytes>.fromOpaque(closure).takeUnretainedValue().bytes.append(data, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, box.toOpaque())
        return status == CAIRO_STATUS_SUCCESS ? sink.bytes : nil
    }

    /// The SVG's bytes, or nil when Cairo cannot make it.
    public static func svg(_ clip: ClipboardStrokes) -> Data? {
        let sink = PictureBytes()
        let box = Unmanaged.passRetained(sink)
        defer { box.release() }
        guard let surface = cairo_svg_surface_create_for_stream({ closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<PictureBytes>.fromOpaque(closure).takeUnretainedValue().bytes.append(data, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, box.toOpaque(), Swift.max(1, clip.size.width), Swift.max(1, clip.size.height)) else { return nil }
        draw(clip, on: surface, scale: 1, objects: false)
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        return status == CAIRO_STATUS_SUCCESS && !sink.bytes.isEmpty ? ClipboardSVG.adding(clip, to: sink.bytes) : nil
    }

    /// Paints the strokes, highlights first, at `scale`; with `objects`, the images under them
    /// and the text boxes over them.
    private static func draw(_ clip: ClipboardStrokes, on surface: OpaquePointer, scale: Double, objects: Bool) {
        guard let cr = cairo_create(surface) else { return }
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        cairo_translate(cr, -clip.origin.x, -clip.origin.y)
        if objects && !clip.images.isEmpty {
            let bytes = Dictionary(uniqueKeysWithValues: clip.images.enumerated().map { ("\($0.offset)", $0.element.bytes) })
            let decoded = PageImageCache(source: { bytes[$0] })
            for (i, image) in clip.images.enumerated() {
                PlacedImagePainter.paint(image.placed(id: UInt64(i), key: "\(i)"), scale: scale, images: decoded, on: cr)
            }
        }
        let all = Rect(x: clip.origin.x, y: clip.origin.y, width: clip.size.width, height: clip.size.height).insetBy(-1)
        let highlights = clip.source.filter { InkLayer($0.kind) == .highlights }
        let paintHighlights = { for stroke in highlights { InkPainter.paint(stroke, on: cr, within: all) } }
        // Over the images (the PNG), the highlights are laid with multiply, as on the page; the
        // SVG, whose images are added apart, keeps SVG 1.1's one way of laying ink (Cairo would
        // make pictures of blended paths).
        if objects && !highlights.isEmpty { InkPainter.layingHighlights(on: cr, paintHighlights) } else { paintHighlights() }
        for stroke in clip.source where InkLayer(stroke.kind) == .ink { InkPainter.paint(stroke, on: cr, within: all) }
        if objects { TextBoxPainter.paint(clip.texts, on: cr) }
        cairo_surface_flush(surface)
    }
}

/// Bytes Cairo writes through a stream callback, collected.
private final class PictureBytes {
    var bytes = Data()
}
