import CCairo

/// The paper's tooth that graphite catches on: a fixed, seeded noise pattern, anchored to the
/// page (one texel per page pixel, repeated), that masks every pencil stroke. The same stroke
/// always renders the same, and strokes laid over each other darken the same grain, as
/// pencil strokes on real paper build up.
///
/// The texels are made once and never change; each paint wraps them in a surface and pattern
/// of its own (`withPattern`), because Cairo sets a source's filter and repeat on its pixel
/// image while painting, which must not happen on one image from two threads at once (tests
/// and exports paint on several).
final class GraphiteGrain: @unchecked Sendable {
    /// The pattern's side in texels.
    static let size = 256
    /// The grain every painter uses (made once, never changed).
    static let shared = GraphiteGrain()

    /// The A8 texels, `stride` bytes a row; never written after `init`, never freed.
    private let texels: UnsafeMutablePointer<UInt8>
    private let stride: Int
    /// The grain's id for Cairo (`CAIRO_MIME_TYPE_UNIQUE_ID`): a PDF embeds the grain once,
    /// however many surfaces wrap it. Never freed.
    private let uniqueID: UnsafeMutablePointer<UInt8>
    private static let idText = Array("inkstone-graphite-grain-1".utf8)

    private init() {
        let n = Self.size
        stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(n)))
        texels = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * n)
        texels.initialize(repeating: 0, count: stride * n)
        uniqueID = UnsafeMutablePointer<UInt8>.allocate(capacity: Self.idText.count)
        uniqueID.initialize(from: Self.idText, count: Self.idText.count)
        for y in 0..<n {
            for x in 0..<n { texels[y * stride + x] = UInt8((Self.coverage(x, y) * 255).rounded()) }
        }
    }

    /// Runs `body` with a repeating A8 pattern of the grain (nil if Cairo could not make one:
    /// strokes are then painted without grain), valid only during the call.
    func withPattern<R>(_ body: (OpaquePointer?) -> R) -> R {
        let n = Int32(Self.size)
        guard let surface = cairo_image_surface_create_for_data(texels, CAIRO_FORMAT_A8, n, n, Int32(stride)) else { return body(nil) }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let pattern = cairo_pattern_create_for_surface(surface) else {
            return body(nil)
        }
        // Without its id the grain is still drawn, only embedded in a PDF once per use.
        _ = cairo_surface_set_mime_data(surface, "application/x-cairo.uuid", uniqueID, UInt(Self.idText.count), nil, nil)
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        return body(pattern)
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
