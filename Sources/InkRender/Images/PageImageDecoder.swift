import CCairo
import Foundation
import InkDocument
import InkGeometry

/// Decodes page image bytes (PNG or JPEG, as stored in `Document.images`) into Cairo image
/// surfaces, pixel for pixel: no colour management, no gamma, no scaling (D1). The header is
/// checked against `ImageLimits` first, so an oversized image is refused before any memory
/// is allocated for it; corrupt data throws, it never ends the process.
public enum PageImageDecoder {
    /// The image as seen, a JPEG turned as its EXIF orientation says; with `turned` false, as
    /// stored (for a PDF, which embeds a JPEG's bytes and turns them with its own matrix).
    public static func decode(_ data: Data, turned: Bool = true) throws -> DecodedImage {
        guard let probe = ImageProbe.probe(data) else { throw ImageDecodeError(tr("not a PNG or JPEG image")) }
        if let reason = ImageLimits.refusal(width: probe.width, height: probe.height) { throw ImageDecodeError(reason) }
        let image: DecodedImage
        switch probe.format {
        case .png: image = try decodePNG(data, width: probe.width, height: probe.height)
        case .jpeg:
            // Decoded as stored, then turned as its EXIF orientation says (the probe's size is as seen).
            let sideways = probe.orientation.swapsSides
            let stored = try decodeJPEG(data, width: sideways ? probe.height : probe.width, height: sideways ? probe.width : probe.height)
            guard turned else { return stored }
            image = try oriented(stored, probe.orientation)
        }
        guard image.width == probe.width, image.height == probe.height else {
            throw ImageDecodeError(tr("the header says %@x%@ but the image is %@x%@", "\(probe.width)", "\(probe.height)", "\(image.width)", "\(image.height)"))
        }
        return image
    }
}
