import Foundation

extension ImageResolution {
    /// The segments before the first scan: the JFIF APP0 density (units 1: dpi, 2: dots per
    /// cm, 0: aspect ratio only) wins when it states a unit; otherwise EXIF's (APP1), and
    /// otherwise JFIF's aspect ratio.
    static func jpeg(_ r: ByteReader) -> Resolution? {
        var at = 2
        var jfif: (unit: UInt8, x: Int, y: Int)?
        var exif: Resolution?
        for _ in 0..<1024 {
            guard r.u8(at) == 0xff else { break }
            while r.u8(at) == 0xff { at += 1 }
            guard let code = r.u8(at) else { break }
            at += 1
            if code == 0x01 || (0xd0...0xd7).contains(code) { continue }
            if code == 0xd8 || code == 0xd9 || code == 0xda || code == 0x00 { break }
            guard let length = r.u16(at), length >= 2 else { break }
            if code == 0xe0, jfif == nil, length >= 16, r.matches(Array("JFIF\0".utf8), at: at + 2),
               let unit = r.u8(at + 9), let x = r.u16(at + 10), let y = r.u16(at + 12) {
                jfif = (unit, x, y)
            }
            if code == 0xe1, exif == nil, r.matches(Array("Exif\0\0".utf8), at: at + 2) {
                let start = at + 8, end = Swift.min(at + length, r.count)
                if start < end { exif = exifResolution(ByteReader(data: r.data.subdata(in: r.data.startIndex + start..<r.data.startIndex + end))) }
            }
            at += length
        }
        if let jfif, jfif.unit == 1 || jfif.unit == 2 {
            return stated(x: Double(jfif.x), y: Double(jfif.y), unitsPerInch: jfif.unit == 1 ? 1 : 2.54)
        }
        if let exif { return exif }
        if let jfif, jfif.unit == 0 { return aspect(x: Double(jfif.x), y: Double(jfif.y)) }
        return nil
    }

    /// IFD0 of an EXIF block (a TIFF header, either byte order): XResolution and YResolution
    /// (rationals) with ResolutionUnit (2: inch, the default; 3: centimetre; 1: none).
    static func exifResolution(_ r: ByteReader) -> Resolution? {
        let little: Bool
        if r.matches(Array("II".utf8), at: 0) { little = true } else if r.matches(Array("MM".utf8), at: 0) { little = false } else { return nil }
        func u16(_ at: Int) -> Int? {
            guard let a = r.u8(at), let b = r.u8(at + 1) else { return nil }
            return little ? Int(b) << 8 | Int(a) : Int(a) << 8 | Int(b)
        }
        func u32(_ at: Int) -> Int? {
            guard let a = u16(at), let b = u16(at + 2) else { return nil }
            return little ? b << 16 | a : a << 16 | b
        }
        guard u16(2) == 42, let ifd = u32(4), let count = u16(ifd) else { return nil }
        var x: Double?, y: Double?, unit = 2
        for i in 0..<Swift.min(count, 512) {
            let entry = ifd + 2 + 12 * i
            guard let tag = u16(entry), let type = u16(entry + 2) else { return nil }
            switch (tag, type) {
            case (0x011a, 5), (0x011b, 5):
                guard let offset = u32(entry + 8), let numerator = u32(offset), let denominator = u32(offset + 4),
                      denominator > 0 else { return nil }
                let value = Double(numerator) / Double(denominator)
                if tag == 0x011a { x = value } else { y = value }
            case (0x0128, 3):
                guard let value = u16(entry + 8) else { return nil }
                unit = value
            default:
                break
            }
        }
        guard let x, let y else { return nil }
        switch unit {
        case 2: return stated(x: x, y: y, unitsPerInch: 1)
        case 3: return stated(x: x, y: y, unitsPerInch: 2.54)
        case 1: return aspect(x: x, y: y)
        default: return nil
        }
    }
}
