import CCairo
import CX11
import InkGeometry

/// Puts a small rectangle of the app's frame (a Cairo RGB24 image surface) on the window with
/// one XPutImage, straight from the frame's memory. Cairo's own upload of an image surface to
/// an X window goes through MIT-SHM: each upload then costs a shared-memory bookkeeping read
/// and brings an ShmCompletion event back, which wakes the event loop a second time for every
/// drawing event. For the few thousand pixels a drawing event repaints, the plain request is
/// cheaper; large areas (scrolling, a new page) keep Cairo's shared-memory path.
@MainActor
final class DirectUpload {
    private let display: XDisplay
    private let window: Window
    private let gc: GC
    private let visual: UnsafeMutablePointer<Visual>
    /// Rectangles up to this many pixels go by XPutImage.
    static let pixelLimit = 128 * 128
    /// The image record over the frame's pixels, made once per frame (a resize makes another
    /// frame), not once per drawing event.
    private var image: UnsafeMutablePointer<XImage>?
    private var imageOf: (data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int32)?

    /// nil unless the screen takes Cairo's RGB24 pixels as they are: depth 24 at 32 bits per
    /// pixel, 8-bit red, green and blue in Cairo's order, the host's byte order.
    init?(display: XDisplay, window: Window) {
        let dpy = display.pointer
        guard let visual = XDefaultVisual(dpy, display.screen), XDefaultDepth(dpy, display.screen) == 24,
              visual.pointee.red_mask == 0xff0000, visual.pointee.green_mask == 0x00ff00, visual.pointee.blue_mask == 0x0000ff,
              XImageByteOrder(dpy) == (UInt32(littleEndian: 1) == 1 ? LSBFirst : MSBFirst),
              Self.bitsPerPixel(dpy, depth: 24) == 32 else { return nil }
        var values = XGCValues()
        values.graphics_exposures = 0
        guard let gc = XCreateGC(dpy, window, UInt(GCGraphicsExposures), &values) else { return nil }
        self.display = display
        self.window = window
        self.gc = gc
        self.visual = visual
    }

    isolated deinit {
        releaseImage()
        XFreeGC(display.pointer, gc)
    }

    /// Frees the image record only: the pixels are Cairo's.
    private func releaseImage() {
        guard let image else { return }
        image.pointee.data = nil
        XFree(image)
        self.image = nil
        imageOf = nil
    }

    /// The image record for the frame's pixels, made again only when the frame changed.
    private func image(data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int32) -> UnsafeMutablePointer<XImage>? {
        if let image, let o = imageOf, o.data == data, o.width == width, o.height == height, o.stride == stride { return image }
        releaseImage()
        let bytes = UnsafeMutableRawPointer(data).assumingMemoryBound(to: CChar.self)
        image = XCreateImage(display.pointer, visual, 24, ZPixmap, 0, bytes, UInt32(width), UInt32(height), 32, stride)
        if image != nil { imageOf = (data, width, height, stride) }
        return image
    }

    private static func bitsPerPixel(_ dpy: OpaquePointer, depth: Int32) -> Int32? {
        var count: Int32 = 0
        guard let formats = XListPixmapFormats(dpy, &count) else { return nil }
        defer { XFree(formats) }
        return (0..<Int(count)).first { formats[$0].depth == depth }.map { formats[$0].bits_per_pixel }
    }

    /// Copies `r` of `frame` to the same place on the window; false (nothing sent) when the
    /// rectangle is too large for this path or the frame is not a 32-bit image surface.
    func put(_ frame: OpaquePointer, _ r: Rect) -> Bool {
        let width = Int(cairo_image_surface_get_width(frame)), height = Int(cairo_image_surface_get_height(frame))
        let x0 = max(0, Int(r.x.rounded(.down))), y0 = max(0, Int(r.y.rounded(.down)))
        let x1 = min(width, Int((r.x + r.width).rounded(.up))), y1 = min(height, Int((r.y + r.height).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return true }
        let format = cairo_image_surface_get_format(frame)
        guard (x1 - x0) * (y1 - y0) <= Self.pixelLimit, format == CAIRO_FORMAT_RGB24 || format == CAIRO_FORMAT_ARGB32 else { return false }
        cairo_surface_flush(frame)
        guard let data = cairo_image_surface_get_data(frame) else { return false }
        let stride = cairo_image_surface_get_stride(frame)
        guard let image = image(data: data, width: width, height: height, stride: stride) else { return false }
        XPutImage(display.pointer, window, gc, image, Int32(x0), Int32(y0), Int32(x0), Int32(y0), UInt32(x1 - x0), UInt32(y1 - y0))
        return true
    }
}
