import CCairo
import Foundation
import InkGeometry

/// Decoded page images for the screen, by key, each with a chain of halved copies so that a
/// large page (6000x8000) drawn small is filtered from a copy near its drawn size instead of
/// from all its pixels on every frame. Images are decoded once, when first drawn.
///
/// Memory is bounded: when the decoded pixels pass `byteLimit`, the least recently drawn
/// images are dropped (and decoded again if drawn again); the image being drawn is always kept,
/// so one image larger than the bound still shows. `removeAll` empties it (another document).
public final class PageImageCache: PageImageSource {
    /// The default bound on decoded pixels: 256 MiB (about 30 letter pages scanned at 150 dpi).
    public static let defaultByteLimit = 256 << 20

    /// Where the encoded bytes come from (the document's images).
    public var source: (String) -> Data?
    /// The most decoded bytes kept (all levels of all images), except for the image in use.
    public let byteLimit: Int
    /// The decoded bytes held now.
    public private(set) var byteCount = 0

    private struct Entry {
        var levels: [DecodedImage]
        var lastUse: UInt64
        var byteCount: Int { levels.reduce(0) { $0 + $1.byteCount } }
    }
    private var entries: [String: Entry] = [:]
    /// Keys that could not be decoded, with why; not tried again.
    private var failed: [String: String] = [:]
    private var unreported: [(key: String, reason: String)] = []
    private var uses: UInt64 = 0

    public init(byteLimit: Int = PageImageCache.defaultByteLimit, source: @escaping (String) -> Data?) {
        self.byteLimit = byteLimit
        self.source = source
    }

    /// The keys of the images held decoded now.
    public var keys: Set<String> { Set(entries.keys) }

    /// The surface stays valid until the next call to this cache.
    public func surface(for key: String, scale: Double) -> OpaquePointer? {
        guard failed[key] == nil else { return nil }
        var entry: Entry
        if let held = entries[key] {
            entry = held
        } else {
            do {
                guard let data = source(key) else { throw ImageDecodeError(tr("the image is missing from the document")) }
                let image = try PageImageDecoder.decode(data)
                entry = Entry(levels: [image], lastUse: 0)
                byteCount += image.byteCount
            } catch {
                let reason = (error as? ImageDecodeError)?.reason ?? "\(error)"
                failed[key] = reason
                unreported.append((key, reason))
                return nil
            }
        }
        // The smallest copy still at least as large as drawn: level n is 1/2^n of the image.
        var level = 0
        while scale > 0, scale * Double(1 << (level + 1)) <= 1, level < 6 { level += 1 }
        while entry.levels.count <= level, let last = entry.levels.last, let half = Self.halve(last) {
            entry.levels.append(half)
            byteCount += half.byteCount
        }
        uses += 1
        entry.lastUse = uses
        entries[key] = entry
        evict(keeping: key)
        return entry.levels[Swift.min(level, entry.levels.count - 1)].surface
    }

    /// Forgets every decoded image (and every image that failed to decode).
    public func removeAll() {
        entries = [:]
        failed = [:]
        unreported = []
        byteCount = 0
    }

    /// Drops the least recently drawn images until the bound holds, never `key`.
    private func evict(keeping key: String) {
        while byteCount > byteLimit,
              let victim = entries.filter({ $0.key != key }).min(by: { $0.value.lastUse < $1.value.lastUse }) {
            byteCount -= victim.value.byteCount
            entries[victim.key] = nil
        }
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
