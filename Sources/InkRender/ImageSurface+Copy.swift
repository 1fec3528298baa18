import CCairo
import Foundation
import InkGeometry

extension ImageSurface {
    /// Copies the whole-pixel rectangle `r` of `source` (a surface of the same size) to the same
    /// place here, row by row; false (nothing copied) when `r` is not whole pixels inside both
    /// surfaces or the two differ in size or format, for the caller to paint with Cairo instead.
    ///
    /// Hand-written because it is much cheaper than Cairo's paint for what a drawing event
    /// restores (the ink layer under a stroke's few dozen pixels before the stroke is filled
    /// again): `cairo_paint` with a surface source makes a pattern and a pixman image and runs
    /// the compositor, several thousand instructions for a hundred pixels, where this is a
    /// `memcpy` per row. The result is the same bytes (`ImageSurfaceCopyTests`).
    @discardableResult
    public func copy(_ r: Rect, from source: ImageSurface) -> Bool {
        // Both RGB24 (the only format an ImageSurface has): the same size gives the same stride.
        guard source.width == width, source.height == height, r.x >= 0, r.y >= 0, r.maxX <= Double(width), r.maxY <= Double(height),
              r.x.rounded() == r.x, r.y.rounded() == r.y, r.width.rounded() == r.width, r.height.rounded() == r.height,
              source.stride == stride else { return false }
        guard r.width > 0, r.height > 0 else { return true }
        cairo_surface_flush(source.surface)
        cairo_surface_flush(surface)
        let x = Int(r.x), y = Int(r.y), w = Int(r.width), h = Int(r.height)
        for row in y..<(y + h) {
            let offset = row * stride + x * 4
            memcpy(pixels + offset, source.pixels + offset, w * 4)
        }
        cairo_surface_mark_dirty_rectangle(surface, Int32(x), Int32(y), Int32(w), Int32(h))
        return true
    }
}
