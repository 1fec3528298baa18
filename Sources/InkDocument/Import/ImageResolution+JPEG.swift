import Foundation

extension ImageResolution {
    /// The segments before the first scan: the JFIF APP0 density (units 1: dpi, 2: dots per
    /// cm, 0: aspect ratio only) wins when it states a unit; otherwise EXIF's (APP1), and
    /// otherwise JFIF's aspect ratio. Across and down are the image's as shown: swapped when
    /// its EXIF orientation turns it a quarter (`ImageOrientation`).
    static func jpeg(_ r: ByteReader) -> Resolution? {
        let segments = JPEGSegments.list(r)
        guard let stored = storedJPEG(r, segments) else { return nil }
        return ImageOrientation.jpeg(r, segments: segments).swapsSides ? Resolution(x: stored.y, y: stored.x) : stored
    }

    private static func storedJPEG(_ r: ByteReader, _ segments: [JPEGSegments.Segment]) -> Resolution? {
        var jfif: (unit: UInt8, x: Int, y: Int)?
        let marker = Array("JFIF\0".utf8)
        if let app0 = segments.first(where: { $0.code == 0xe0 && $0.payload.count >= 14 && r.matches(marker, at: $0.payload.lowerBound) }) {
            let at = app0.payload.lowerBound
            if let unit = r.u8(at + 7), let x = r.u16(at + 8), let y = r.u16(at + 10) { jfif = (unit, x, y) }
        }
        if let jfif, jfif.unit == 1 || jfif.unit == 2 {
            return stated(x: Double(jfif.x), y: Double(jfif.y), unitsPerInch: jfif.unit == 1 ? 1 : 2.54)
        }
        if let exif = JPEGSegments.exif(in: segments, of: r).flatMap({ exifResolution($0.reader) }) { return exif }
        if let jfif, jfif.unit == 0 { return aspect(x: Double(jfif.x), y: Double(jfif.y)) }
        return nil
    }

    /// IFD0 of an EXIF block: XResolution and YResolution (rationals) with ResolutionUnit
    /// (2: inch, the default; 3: centimetre; 1: none).
    static func exifResolution(_ r: ByteReader) -> Resolution? {
        guard let ifd = ExifIFD0(r) else { return nil }
        var x: Double?, y: Double?, unit = 2
        let readable = ifd.forEachEntry { tag, type, at in
            switch (tag, type) {
            case (0x011a, 5), (0x011b, 5):
                guard let offset = ifd.u32(at), let numerator = ifd.u32(offset), let denominator = ifd.u32(offset + 4),
                      denominator > 0 else { return false }
                let value = Double(numerator) / Double(denominator)
                if tag == 0x011a { x = value } else { y = value }
            case (0x0128, 3):
                guard let value = ifd.u16(at) else { return false }
                unit = value
            default:
                break
            }
            return true
        }
        guard readable, let x, let y else { return nil }
        switch unit {
        case 2: return stated(x: x, y: y, unitsPerInch: 1)
        case 3: return stated(x: x, y: y, unitsPerInch: 2.54)
        case 1: return aspect(x: x, y: y)
        default: return nil
        }
    }
}
