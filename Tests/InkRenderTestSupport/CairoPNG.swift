import CCairo
import Foundation

/// The PNG bytes of a Cairo image surface, as tests and the bench make sample images
/// (nil when Cairo cannot encode it).
public func pngBytes(of surface: OpaquePointer) -> Data? {
    final class Collected { var bytes = Data() }
    let collected = Collected()
    let box = Unmanaged.passRetained(collected)
    defer { box.release() }
    cairo_surface_flush(surface)
    let status = cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        Unmanaged<Collected>.fromOpaque(closure).takeUnretainedValue().bytes.append(bytes, count: Int(length))
        return CAIRO_STATUS_SUCCESS
    }, box.toOpaque())
    return status == CAIRO_STATUS_SUCCESS ? collected.bytes : nil
}
