import CCairo

/// The committed ink of one tile: two transparent ARGB images the tile painter draws into, the
/// highlights (laid on the page backgrounds with multiply, as a marker darkens what is under
/// it) and the pen's ink (laid over them). A tile where no stroke of a layer reaches holds no
/// pixels for it (`highlights` or `surface` nil) until such a stroke is painted into it.
///
/// Made on the tile thread and handed to the main thread whole: only one thread touches it at
/// a time, hence `@unchecked Sendable`.
public final class InkTile: @unchecked Sendable {
    /// The pen's (and the pencil's) ink.
    public var surface: OpaquePointer? { ink.surface }
    /// The highlights.
    public var highlights: OpaquePointer? { marks.surface }
    private var ink = Pixels()
    private var marks = Pixels()

    /// One layer's image and the context drawing into it, made on first use.
    private struct Pixels {
        var surface: OpaquePointer?
        var context: OpaquePointer?

        /// The context (made transparent on first use); nil when out of memory.
        mutating func drawingContext() -> OpaquePointer? {
            if let context { return context }
            let n = Int32(TileGrid.side)
            guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, n, n), cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else { return nil }
            guard let cr = cairo_create(s), cairo_status(cr) == CAIRO_STATUS_SUCCESS else { cairo_surface_destroy(s); return nil }
            surface = s; context = cr
            return cr
        }

        func release() {
            if let context { cairo_destroy(context) }
            if let surface { cairo_surface_destroy(surface) }
        }
    }

    /// A tile with no ink yet.
    init() {}

    deinit {
        ink.release()
        marks.release()
    }

    /// The pixels' bytes held.
    public var byteCount: Int { ((ink.surface == nil ? 0 : 1) + (marks.surface == nil ? 0 : 1)) * TileGrid.side * TileGrid.side * 4 }

    /// A context to paint a layer's strokes into (made transparent on first use); nil when out of memory.
    func drawingContext(_ layer: InkLayer = .ink) -> OpaquePointer? {
        layer == .ink ? ink.drawingContext() : marks.drawingContext()
    }

    /// The context of a layer's pixels if it has any, without making them.
    func existingContext(_ layer: InkLayer) -> OpaquePointer? {
        layer == .ink ? ink.context : marks.context
    }
}
