import CCairo
import Foundation

extension Snapshot {
    /// Writes the pixels as a PNG (for people to look at; tests judge pixels, not files).
    func writePNG(to path: String) -> Bool {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)) else { return false }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return false }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { row[x] = pixels[y * width + x] }
        }
        cairo_surface_mark_dirty(surface)
        return cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS
    }
}

extension AppSession {
    /// Saves the window as `NAME.png` in $INKSTONE_SCREENSHOTS when that is set.
    func screenshot(_ name: String) {
        guard let dir = ProcessInfo.processInfo.environment["INKSTONE_SCREENSHOTS"], !dir.isEmpty else { return }
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        _ = snapshot()?.writePNG(to: "\(dir)/\(name).png")
    }
}
