import CCairo
import Foundation
import InkGeometry

/// A comparison of rendered pixels with an expected image, within a tolerance: a pixel differs
/// when one of its channels is off by more than `channelTolerance` (antialiasing may vary by a
/// few levels between Cairo builds and X servers), and the images match while no more than
/// `allowedPixels` differ (stray antialiasing, never a moved or reshaped stroke).
public struct ImageComparison {
    /// 0xRRGGBB pixels, row by row.
    public struct Pixels {
        public let width: Int
        public let height: Int
        public let values: [UInt32]
        public init(width: Int, height: Int, values: [UInt32]) { self.width = width; self.height = height; self.values = values }

        public func pixel(_ x: Int, _ y: Int) -> UInt32 { values[y * width + x] }

        /// Reads a PNG (nil with the reason when it cannot).
        public static func png(_ url: URL) -> Result<Pixels, ReadError> {
            guard FileManager.default.fileExists(atPath: url.path) else { return .failure(ReadError(reason: "\(url.path) does not exist")) }
            guard let s = cairo_image_surface_create_from_png(url.path) else { return .failure(ReadError(reason: "cannot read \(url.path)")) }
            defer { cairo_surface_destroy(s) }
            guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(s) else {
                return .failure(ReadError(reason: "\(url.path) is not a readable PNG"))
            }
            cairo_surface_flush(s)
            let w = Int(cairo_image_surface_get_width(s)), h = Int(cairo_image_surface_get_height(s))
            let stride = Int(cairo_image_surface_get_stride(s))
            var values = [UInt32](repeating: 0, count: w * h)
            for y in 0..<h {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<w { values[y * w + x] = row[x] & 0xffffff }
            }
            return .success(Pixels(width: w, height: h, values: values))
        }

        /// Writes the pixels as an RGB PNG; false on failure.
        public func writePNG(to url: URL) -> Bool {
            guard let s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)) else { return false }
            defer { cairo_surface_destroy(s) }
            guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(s) else { return false }
            let stride = Int(cairo_image_surface_get_stride(s))
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { row[x] = values[y * width + x] }
            }
            cairo_surface_mark_dirty(s)
            return cairo_surface_write_to_png(s, url.path) == CAIRO_STATUS_SUCCESS
        }
    }

    public struct ReadError: Error, CustomStringConvertible { public var reason: String; public var description: String { reason } }

    public var channelTolerance = 48
    /// The most differing pixels allowed for a region of so many: one in 4000, at least 16 (a
    /// stroke moved by half a pixel along a few hundred pixels of its length is more).
    public var allowedPixels: (Int) -> Int = { Swift.max(16, $0 / 4000) }

    public init() {}

    /// What a comparison found.
    public struct Outcome {
        public var compared: Int
        public var differing: Int
        public var allowed: Int
        /// The smallest rectangle holding every differing pixel.
        public var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        /// A few differing pixels: where, expected, actual.
        public var examples: [(x: Int, y: Int, expected: UInt32, actual: UInt32)]
        public var matches: Bool { differing <= allowed }

        public var summary: String {
            var text = "\(differing) of \(compared) pixels differ by more than the tolerance (\(allowed) allowed)"
            if let b = bounds { text += ", within x \(b.minX)...\(b.maxX), y \(b.minY)...\(b.maxY)" }
            let shown = examples.prefix(6).map { String(format: "(%d,%d) expected %06x got %06x", $0.x, $0.y, $0.expected, $0.actual) }
            if !shown.isEmpty { text += "; e.g. " + shown.joined(separator: ", ") }
            return text
        }
    }

    /// Compares `actual` with `expected` over `region` (window pixels; both images at least that big).
    public func compare(expected: Pixels, actual: (Int, Int) -> UInt32, region: Rect) -> Outcome {
        let xs = Swift.max(0, Int(region.minX))..<Swift.min(expected.width, Int(region.maxX))
        let ys = Swift.max(0, Int(region.minY))..<Swift.min(expected.height, Int(region.maxY))
        var differing = 0
        var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        var examples: [(x: Int, y: Int, expected: UInt32, actual: UInt32)] = []
        for y in ys {
            for x in xs {
                let e = expected.pixel(x, y), a = actual(x, y) & 0xffffff
                guard Self.channelDistance(e, a) > channelTolerance else { continue }
                differing += 1
                if examples.count < 6 { examples.append((x, y, e, a)) }
                bounds = bounds.map { (Swift.min($0.minX, x), Swift.min($0.minY, y), Swift.max($0.maxX, x), Swift.max($0.maxY, y)) } ?? (x, y, x, y)
            }
        }
        let compared = xs.count * ys.count
        return Outcome(compared: compared, differing: differing, allowed: allowedPixels(compared), bounds: bounds, examples: examples)
    }

    /// The largest difference between two pixels' channels, 0...255.
    public static func channelDistance(_ a: UInt32, _ b: UInt32) -> Int {
        var worst = 0
        for shift: UInt32 in [16, 8, 0] { worst = Swift.max(worst, abs(Int((a >> shift) & 0xff) - Int((b >> shift) & 0xff))) }
        return worst
    }

    /// A picture of the difference: the expected image faded, differing pixels in red.
    public func differenceImage(expected: Pixels, actual: (Int, Int) -> UInt32) -> Pixels {
        var values = [UInt32](repeating: 0, count: expected.width * expected.height)
        for y in 0..<expected.height {
            for x in 0..<expected.width {
                let e = expected.pixel(x, y)
                if Self.channelDistance(e, actual(x, y) & 0xffffff) > channelTolerance { values[y * expected.width + x] = 0xff0000; continue }
                let grey = ((e >> 16 & 0xff) + (e >> 8 & 0xff) + (e & 0xff)) / 3
                let faded = 255 - (255 - grey) / 3
                values[y * expected.width + x] = faded << 16 | faded << 8 | faded
            }
        }
        return Pixels(width: expected.width, height: expected.height, values: values)
    }

    /// Compares, and on a mismatch leaves `NAME-actual.png` and `NAME-difference.png` in
    /// `TraceFixtures.failureFolder`; returns nil on a match, else the message to report.
    public func check(_ name: String, expected: Pixels, actual: Pixels, region: Rect) -> String? {
        guard expected.width == actual.width && expected.height == actual.height else {
            return "\(name): the image is \(actual.width)x\(actual.height), the expected \(expected.width)x\(expected.height)"
        }
        let outcome = compare(expected: expected, actual: actual.pixel, region: region)
        guard !outcome.matches else { return nil }
        let folder = TraceFixtures.failureFolder
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let actualURL = folder.appendingPathComponent(name + "-actual.png"), diffURL = folder.appendingPathComponent(name + "-difference.png")
        let written = actual.writePNG(to: actualURL) && differenceImage(expected: expected, actual: actual.pixel).writePNG(to: diffURL)
        return "\(name): \(outcome.summary). " + (written ? "The actual image is \(actualURL.path), the difference \(diffURL.path)."
                                                          : "(the actual image could not be written to \(folder.path))")
    }
}
