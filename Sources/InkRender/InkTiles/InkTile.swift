import CCairo

/// The committed ink of one tile: a transparent ARGB image the tile painter draws the
/// highlights and then the ink into, laid over the page backgrounds when shown. A tile where no
/// stroke reaches holds no pixels at all (`surface` nil) until ink is painted into it.
///
/// Made on the tile thread and handed to the main thread whole: only one thread touches it at
/// a time, hence `@unchecked Sendable`.
public final class InkTile: @unchecked Sendable {
    public private(set) var surface: OpaquePointer?
    private var context: OpaquePointer?

    /// A tile with no ink yet.
    init() {}

    deinit {
        if let context { cairo_destroy(context) }
        if let surface { cairo_surface_destroy(surface) }
    }

    /// The pixels' bytes held.
    public var byteCount: Int { surface == nil ? 0 : TileGrid.side * TileGrid.side * 4 }

    /// A context to paint ink into (made transparent on first use); nil when out of memory.
    func drawingContext() -> OpaquePointer? {
        if let context { return context }
        let n = Int32(TileGrid.side)
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, n, n), cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { return nil }
        guard let cr = cairo_create(s), cairo_status(cr) == CAIRO_STATUS_SUCCESS else { cairo_surface_destroy(s); return nil }
        surface = s; context = cr
        return cr
    }

    /// The alpha of the pixel at (x, y), for tests.
    func alpha(x: Int, y: Int) -> UInt8 {
        guard let surface, x >= 0, y >= 0, x < TileGrid.side, y < TileGrid.side, let data = cairo_image_surface_get_data(surface) else { return 0 }
        cairo_surface_flush(surface)
        return data[y * Int(cairo_image_surface_get_stride(surface)) + x * 4 + 3]
    }
}
