import CCairo
import CJPEG
import Foundation
import InkGeometry

extension PageImageDecoder {
    /// Decodes JPEG bytes with libjpeg into an RGB24 surface of the size the header gave.
    static func decodeJPEG(_ data: Data, width: Int, height: Int) throws -> DecodedImage {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw ImageDecodeError(tr("not enough memory for %@x%@ pixels", "\(width)", "\(height)"))
        }
        let image = DecodedImage(taking: surface)
        guard let pixels = cairo_image_surface_get_data(surface) else { throw ImageDecodeError(tr("no pixel memory")) }
        let stride = cairo_image_surface_get_stride(surface)
        var message = [CChar](repeating: 0, count: Int(INKJPEG_MESSAGE_SIZE))
        let rc = data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int32 in
            guard let base = bytes.bindMemory(to: UInt8.self).baseAddress else { return -1 }
            cairo_surface_flush(surface)
            return pixels.withMemoryRebound(to: UInt32.self, capacity: height * Int(stride) / 4) {
                inkjpeg_decode(base, UInt(bytes.count), $0, Int32(width), Int32(height), stride, &message)
            }
        }
        cairo_surface_mark_dirty(surface)
        guard rc == 0 else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if rc == -2 { throw ImageDecodeError(reason) }
            throw ImageDecodeError(tr("corrupt JPEG (%@)", "\(reason.isEmpty ? tr("no data") : reason)"))
        }
        return image
    }
}
