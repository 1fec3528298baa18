import CCairo
import Foundation

/// Decoded page images for the screen, by key, each with a chain of halved copies so that a
/// large page (6000x8000) drawn small is filtered from a copy near its drawn size instead of
/// from all its pixels on every frame. Images are decoded once, when first drawn.
public final class PageImageCache: PageImageSource {
    /// Where the encoded bytes come from (the document's images).
    public var source: (String) -> Data?
    private var levels: [String: [DecodedImage]] = [:]
    /// Keys that could not be decoded, with why; not tried again.
    private var failed: [String: String] = [:]
    private var unreported: [(key: String, reason: String)] = []

    public init(source: @escaping (String) -> Data?) { self.source = source }

    public func surface(for key: String, scale: Double) -> OpaquePointer? {
        guard failed[key] == nil else { return nil }
        if levels[key] == nil {
            do {
                guard let data = source(key) else { throw ImageDecodeError("the image is missing from the document") }
                levels[key] = [try PageImageDecoder.decode(data)]
            } catch {
                let reason = (error as? ImageDecodeError)?.reason ?? "\(error)"
                failed[key] = reason
                unreported.append((key, reason))
                return nil
            }
        }
        guard var chain = levels[key] else { return nil }
        // The smallest copy still at least as large as drawn: level n is 1/2^n of the image.
        var level = 0
        while scale > 0, scale * Double(1 << (level + 1)) <= 1, level < 6 { level += 1 }
        while chain.count <= level, let last = chain.last, let half = Self.halve(last) { chain.append(half) }
        levels[key] = chain
        return chain[Swift.min(level, chain.count - 1)].surface
    }

    /// The images that failed to decode since the last call, with why, so that the window can
    /// say which file cannot be shown (it is drawn as a tinted page).
    public func takeFailures() -> [(key: String, reason: String)] {
        defer { unreported.removeAll() }
        return unreported
    }

    /// A copy at half the size (nil when too small to halve).
    private static func halve(_ image: DecodedImage) -> DecodedImage? {
        let w = image.width / 2, h = image.height / 2
        guard w >= 16, h >= 16, let s = cairo_image_surface_create(cairo_image_surface_get_format(image.surface), Int32(w), Int32(h)),
              cairo_surface_status(s) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(s) else { return nil }
        cairo_scale(cr, 0.5, 0.5)
        cairo_set_source_surface(cr, image.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_paint(cr)
        cairo_destroy(cr)
        return DecodedImage(taking: s)
    }
}
