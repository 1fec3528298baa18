import CCairo
import Foundation
import InkDocument
import InkGeometry

/// Decodes page image bytes (PNG or JPEG, as stored in `Document.images`) into Cairo image
/// surfaces, pixel for pixel: no colour management, no gamma, no scaling (D1). The header is
/// checked against `ImageLimits` first, so an oversized image is refused before any memory
/// is allocated for it; corrupt data throws, it never ends the process.
public enum PageImageDecoder {
    public static func decode(_ data: Data) throws -> DecodedImage {
        guard let probe = ImageProbe.probe(data) else { throw ImageDecodeError(tr("not a PNG or JPEG image")) }
        if let reason = ImageLimits.refusal(width: probe.width, height: probe.height) { throw ImageDecodeError(reason) }
        let image: DecodedImage
        switch probe.format {
        case .png: image = try decodePNG(data, width: probe.width, height: probe.height)
        case .jpeg: image = try decodeJPEG(data, width: probe.width, height: probe.height)
        }
        guard image.width == probe.width, image.height == probe.height else {
            throw ImageDecodeError(tr("the header says %@x%@ but the image is %@x%@", "\(probe.width)", "\(probe.height)", "\(image.width)", "\(image.height)"))
        }
        return image
    }
}
