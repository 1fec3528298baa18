import CCairo

/// A decoded page image: an owned Cairo image surface holding exactly the file's pixels
/// (RGB24 for opaque images, premultiplied ARGB32 for images with transparency), one surface
/// pixel per image pixel.
public final class DecodedImage {
    /// The Cairo image surface; owned, destroyed with this object.
    public let surface: OpaquePointer
    public let width: Int
    public let height: Int

    /// Takes ownership of an image surface in a good state.
    init(taking surface: OpaquePointer) {
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
    }

    deinit { cairo_surface_destroy(surface) }

    /// The memory its pixels take.
    public var byteCount: Int { Int(cairo_image_surface_get_stride(surface)) * height }

    /// Whether the pixels carry alpha (ARGB32) rather than being opaque (RGB24).
    public var hasAlpha: Bool { cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 }

    /// The stored 32-bit pixel at (x, y): 0xAARRGGBB, premultiplied; for RGB24 the top byte
    /// is forced to 0xFF. 0 outside the image.
    public func pixel(x: Int, y: Int) -> UInt32 {
        guard x >= 0, y >= 0, x < width, y < height, let data = cairo_image_surface_get_data(surface) else { return 0 }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let value = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        return hasAlpha ? value : value | 0xff00_0000
    }
}
