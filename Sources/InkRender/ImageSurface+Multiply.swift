import CCairo
import InkGeometry

extension ImageSurface {
    /// Lays the premultiplied ARGB image `layer` (its top-left pixel at whole pixel `origin`
    /// here) on this surface's pixels within `r` with multiply, as a marker darkens what is
    /// under it: each channel d becomes d · (255 − a + s) / 255 (s the layer's premultiplied
    /// channel, a its alpha), Cairo's multiply on an opaque surface within a level of its
    /// rounding (`HighlightMultiplyTests`). False (nothing laid) when `r` is not whole pixels,
    /// for the caller to use Cairo instead.
    ///
    /// Hand-written because pixman has no fast path for multiply: Cairo's composite of a
    /// 256x256 tile with it took ~900 us here against ~19 us laid over (its general combiner,
    /// pixel by pixel through floats of scanlines), so scrolling a page of highlights would
    /// have spent milliseconds a frame. Transparent pixels (most of a highlight tile) are
    /// skipped; the rest go four at a time (`multiplyRow`).
    func multiply(_ layer: OpaquePointer, at origin: (x: Int, y: Int), within r: Rect) -> Bool {
        guard r.x.rounded() == r.x, r.y.rounded() == r.y, r.width.rounded() == r.width, r.height.rounded() == r.height,
              cairo_image_surface_get_format(layer) == CAIRO_FORMAT_ARGB32 else { return false }
        cairo_surface_flush(layer)
        guard let data = cairo_image_surface_get_data(layer) else { return false }
        let lw = Int(cairo_image_surface_get_width(layer)), lh = Int(cairo_image_surface_get_height(layer))
        let ls = Int(cairo_image_surface_get_stride(layer))
        let x0 = Swift.max(Int(r.x), origin.x, 0), x1 = Swift.min(Int(r.maxX), origin.x + lw, width)
        let y0 = Swift.max(Int(r.y), origin.y, 0), y1 = Swift.min(Int(r.maxY), origin.y + lh, height)
        guard x0 < x1, y0 < y1 else { return true }
        cairo_surface_flush(surface)
        let source = UnsafeRawPointer(data)
        for y in y0..<y1 {
            Self.multiplyRow(pixels + y * stride + x0 * 4, by: source + (y - origin.y) * ls + (x0 - origin.x) * 4, count: x1 - x0)
        }
        cairo_surface_mark_dirty_rectangle(surface, Int32(x0), Int32(y0), Int32(x1 - x0), Int32(y1 - y0))
        return true
    }

    /// Multiplies `count` pixels of a row by the layer's: four at a time in 16-bit lanes (each
    /// channel's d · (255 − a + s) fits them: s ≤ a, premultiplied), under half the scalar
    /// loop's time here; four transparent pixels together are skipped, and the last few of the
    /// row go one by one.
    static func multiplyRow(_ destination: UnsafeMutableRawPointer, by layer: UnsafeRawPointer, count: Int) {
        var i = 0
        while i + 4 <= count {
            let sp = layer.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt32>.self)
            if sp != SIMD4(repeating: 0) {
                let dp = destination.loadUnaligned(fromByteOffset: i * 4, as: SIMD4<UInt32>.self)
                // Each byte 255 − a + s (no carry from one byte into the next).
                let factor = sp &+ (SIMD4(repeating: 255) &- (sp &>> 24)) &* SIMD4(repeating: 0x0101_0101)
                let d16 = SIMD16<UInt16>(truncatingIfNeeded: unsafeBitCast(dp, to: SIMD16<UInt8>.self))
                let f16 = SIMD16<UInt16>(truncatingIfNeeded: unsafeBitCast(factor, to: SIMD16<UInt8>.self))
                // x / 255, rounded, for x up to 255 · 255.
                let m = d16 &* f16 &+ 128
                let product = unsafeBitCast(SIMD16<UInt8>(truncatingIfNeeded: (m &+ (m &>> 8)) &>> 8), to: SIMD4<UInt32>.self)
                let laid = (product & SIMD4(repeating: 0x00ff_ffff)) | (dp & SIMD4(repeating: 0xff00_0000))
                destination.storeBytes(of: laid, toByteOffset: i * 4, as: SIMD4<UInt32>.self)
            }
            i += 4
        }
        while i < count {
            let sp = layer.load(fromByteOffset: i * 4, as: UInt32.self)
            i += 1
            guard sp != 0 else { continue }
            let keep = 255 - (sp >> 24), dp = destination.load(fromByteOffset: (i - 1) * 4, as: UInt32.self)
            func channel(_ shift: UInt32) -> UInt32 {
                let m = ((dp >> shift) & 0xff) * (keep + ((sp >> shift) & 0xff)) + 128
                return ((m + (m >> 8)) >> 8) << shift
            }
            destination.storeBytes(of: (dp & 0xff00_0000) | channel(16) | channel(8) | channel(0), toByteOffset: (i - 1) * 4, as: UInt32.self)
        }
    }
}
