import CCairo
import InkGeometry

/// An owned Cairo image surface (RGB24) with a context on it.
public final class ImageSurface {
    public let surface: OpaquePointer
    public let context: OpaquePointer
    public let width: Int
    public let height: Int
    /// The pixels (RGB24: 32 bits each, the top byte unused) and the bytes from one row to the
    /// next, fixed for the surface's life. Kept here because a drawing event writes them
    /// directly (`copy`, `CoverageFill.paint`): asking Cairo each time ran Cairo's code and read
    /// its surface, neither in the caches after the core idled.
    public let pixels: UnsafeMutableRawPointer
    public let stride: Int

    /// nil when Cairo cannot make a surface of that size.
    public init?(width: Int, height: Int) {
        let w = Swift.max(1, width), h = Swift.max(1, height)
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(w), Int32(h)),
              cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { return nil }
        guard let cr = cairo_create(s), cairo_status(cr) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(s) else {
            cairo_surface_destroy(s); return nil
        }
        surface = s; context = cr; self.width = w; self.height = h
        pixels = UnsafeMutableRawPointer(data); stride = Int(cairo_image_surface_get_stride(s))
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Writes the surface as a PNG; false on failure.
    public func writePNG(to path: String) -> Bool {
        cairo_surface_flush(surface)
        return cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS
    }

    /// The 0xRRGGBB pixel at (x, y), for tests.
    public func pixel(x: Int, y: Int) -> UInt32 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        cairo_surface_flush(surface)
        return pixels.load(fromByteOffset: y * stride + x * 4, as: UInt32.self) & 0xffffff
    }
}
