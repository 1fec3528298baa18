import Foundation

/// Tells an image's format and size from its header alone, without decoding it: the size as
/// the image is seen, a JPEG's EXIF orientation applied (`ImageOrientation`: a phone's portrait
/// photo, stored sideways, is taller than wide), which the decoder's pixels match.
///
/// PNG: the signature and the IHDR chunk. JPEG: the SOI marker, then segment by segment up to
/// the first SOF0, SOF1 or SOF2 frame header (baseline, extended, progressive: what libjpeg
/// decodes); other segments are skipped by their lengths. Malformed, truncated or unsupported
/// data gives nil; nothing here traps.
public enum ImageProbe {
    public static func probe(_ data: Data) -> (format: ImageFormat, width: Int, height: Int, orientation: ImageOrientation)? {
        let r = ByteReader(data: data)
        if let size = pngSize(r) { return (.png, size.width, size.height, .normal) }
        if let size = jpegSize(r) {
            let orientation = ImageOrientation.jpeg(r, segments: JPEGSegments.list(r))
            return orientation.swapsSides ? (.jpeg, size.height, size.width, orientation) : (.jpeg, size.width, size.height, orientation)
        }
        return nil
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

    /// The IHDR chunk must come first: length 13, then width, height, bit depth, colour type.
    static func pngSize(_ r: ByteReader) -> (width: Int, height: Int)? {
        guard r.matches(pngSignature, at: 0), r.u32(8) == 13, r.matches(Array("IHDR".utf8), at: 12),
              let width = r.u32(16), let height = r.u32(20), let depth = r.u8(24), let colorType = r.u8(25),
              (1...0x7fff_ffff).contains(width), (1...0x7fff_ffff).contains(height) else { return nil }
        let depths: [UInt8: [UInt8]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard depths[colorType]?.contains(depth) == true else { return nil }
        return (width, height)
    }

    static func jpegSize(_ r: ByteReader) -> (width: Int, height: Int)? {
        guard r.u8(0) == 0xff, r.u8(1) == 0xd8 else { return nil }
        var at = 2
        while true {
            // A marker: 0xFF, any number of 0xFF fill bytes, then the marker code.
            guard r.u8(at) == 0xff else { return nil }
            while r.u8(at) == 0xff { at += 1 }
            guard let code = r.u8(at) else { return nil }
            at += 1
            switch code {
            case 0x01, 0xd0...0xd7:
                continue // TEM, RSTn: no segment follows
            case 0xd8, 0xd9, 0xda, 0x00:
                return nil // a second SOI, EOI or scan data before any frame header
            default:
                break
            }
            guard let length = r.u16(at), length >= 2 else { return nil }
            if code == 0xc0 || code == 0xc1 || code == 0xc2 {
                guard length >= 8, let height = r.u16(at + 3), let width = r.u16(at + 5),
                      height > 0, width > 0 else { return nil }
                return (width, height)
            }
            at += length
        }
    }
}
