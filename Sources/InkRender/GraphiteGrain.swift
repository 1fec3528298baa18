import CCairo

/// The paper's tooth that graphite catches on: a fixed, seeded noise pattern, anchored to the
/// page (one texel per page pixel, repeated), that masks every pencil stroke. The same stroke
/// always renders the same, and strokes laid over each other darken the same grain, as
/// pencil strokes on real paper build up.
final class GraphiteGrain: @unchecked Sendable {
    /// The pattern's side in texels.
    static let size = 256
    /// The grain every painter uses (made once, never changed).
    static let shared = GraphiteGrain()

    /// A repeating A8 pattern; nil if Cairo could not make its surface (strokes are then painted without grain).
    let pattern: OpaquePointer?
    private let surface: OpaquePointer?

    private init() {
        let n = Self.size
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(n), Int32(n)),
              cairo_surface_status(s) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(s) else {
            surface = nil; pattern = nil; return
        }
        let stride = Int(cairo_image_surface_get_stride(s))
        cairo_surface_flush(s)
        for y in 0..<n {
            for x in 0..<n { data[y * stride + x] = UInt8((Self.coverage(x, y) * 255).rounded()) }
        }
        cairo_surface_mark_dirty(s)
        surface = s
        let p = cairo_pattern_create_for_surface(s)
        cairo_pattern_set_extend(p, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(p, CAIRO_FILTER_GOOD)
        pattern = p
    }

    deinit {
        if let pattern { cairo_pattern_destroy(pattern) }
        if let surface { cairo_surface_destroy(surface) }
    }

    /// How much graphite a texel takes, 0...1: mostly high, with specks and patches of paper
    /// showing through (fine noise per texel over a coarser noise of 4-texel cells, both
    /// seeded, the coarse one wrapping at the pattern's edge so the tiles join unseen).
    static func coverage(_ x: Int, _ y: Int) -> Double {
        let fine = noise(x, y, seed: 0x9E37_79B9)
        let cell = 4, cells = size / cell
        let fx = Double(x % cell) / Double(cell), fy = Double(y % cell) / Double(cell)
        let cx = x / cell, cy = y / cell
        func c(_ i: Int, _ j: Int) -> Double { noise((cx + i) % cells, (cy + j) % cells, seed: 0x85EB_CA6B) }
        let coarse = (c(0, 0) * (1 - fx) + c(1, 0) * fx) * (1 - fy) + (c(0, 1) * (1 - fx) + c(1, 1) * fx) * fy
        let n = 0.45 * fine + 0.55 * coarse
        let t = Swift.min(1, Swift.max(0, (n - 0.12) / 0.55))
        return 0.3 + 0.7 * t * t * (3 - 2 * t)
    }

    /// A hash of a texel and a seed, 0...1.
    static func noise(_ x: Int, _ y: Int, seed: UInt32) -> Double {
        var h = UInt32(truncatingIfNeeded: x) &* 374_761_393 &+ UInt32(truncatingIfNeeded: y) &* 668_265_263 &+ seed
        h = (h ^ (h >> 13)) &* 1_274_126_177
        h ^= h >> 16
        return Double(h) / Double(UInt32.max)
    }
}
