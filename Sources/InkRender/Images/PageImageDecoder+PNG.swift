import CCairo
import Foundation
import InkDocument
import InkGeometry

extension PageImageDecoder {
    /// Decodes PNG bytes with Cairo's PNG reader (libpng): RGB24 when opaque, ARGB32 with
    /// alpha; 16-bit samples are cut to 8, palettes and grey expanded to RGB.
    ///
    /// The chunk structure is checked first (`ImageStructure`), so that a cut-off or damaged file
    /// is told as such; Cairo itself reports libpng's errors as "out of memory" or a read
    /// error, so any failure of its reader is told as corrupt image data, never as memory.
    static func decodePNG(_ data: Data, width: Int, height: Int) throws -> DecodedImage {
        if let damage = ImageStructure.damage(of: data, format: .png) { throw ImageDecodeError(damage) }
        let source = PNGSource(data)
        let unmanaged = Unmanaged.passRetained(source)
        defer { unmanaged.release() }
        guard let surface = cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
            let source = Unmanaged<PNGSource>.fromOpaque(closure).takeUnretainedValue()
            return source.read(into: buffer, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
        }, unmanaged.toOpaque()) else { throw ImageDecodeError(tr("corrupt PNG (its image data cannot be decoded)")) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            if status == CAIRO_STATUS_NO_MEMORY, !Self.canAllocate(width: width, height: height) {
                throw ImageDecodeError(tr("not enough memory for %@x%@ pixels", "\(width)", "\(height)"))
            }
            let reason = status == CAIRO_STATUS_READ_ERROR ? tr("its image data ends early") : tr("its image data cannot be decoded")
            throw ImageDecodeError(tr("corrupt PNG (%@)", "\(reason)"))
        }
        return DecodedImage(taking: surface)
    }
}

extension PageImageDecoder {
    /// Whether a surface of this size can be had now: tells a real shortage of memory from
    /// Cairo's "out of memory" for damaged PNG data.
    static func canAllocate(width: Int, height: Int) -> Bool {
        guard let probe = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return false }
        defer { cairo_surface_destroy(probe) }
        return cairo_surface_status(probe) == CAIRO_STATUS_SUCCESS
    }
}

/// Hands PNG bytes to Cairo's reader a piece at a time.
private final class PNGSource {
    let data: Data
    var offset = 0

    init(_ data: Data) { self.data = data }

    /// Copies exactly `count` bytes, or fails at the end of the data.
    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count >= 0, count <= data.count - offset else { return false }
        let start = data.startIndex + offset
        data.copyBytes(to: buffer, from: start..<start + count)
        offset += count
        return true
    }
}
