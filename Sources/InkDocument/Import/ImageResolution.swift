import Foundation

/// Reads the resolution an image file states, from its header alone: PNG's `pHYs` chunk, JPEG's
/// JFIF density or, when JFIF gives none, its EXIF XResolution/YResolution/ResolutionUnit.
///
/// nil when the file states none: no such field, a unit of "aspect ratio only" with square
/// pixels, or values outside `Resolution.plausible` (a writer's 0 or "1 dot per inch").
/// Aspect ratio only with pixels that are not square gives 96 dpi across and the ratio down.
/// Stated densities come back as the whole dpi they were written from when there is one
/// (150 dpi is stored as 5906 pixels per metre, which is 150.01 dpi; 50 dpi as 1968 or 1969). Reads are bounded and
/// checked: truncated or garbage bytes give nil, never a trap.
public enum ImageResolution {
    public static func of(_ data: Data) -> Resolution? {
        let r = ByteReader(data: data)
        if r.matches(ImageProbe.pngSignature, at: 0) { return png(r) }
        if r.u8(0) == 0xff, r.u8(1) == 0xd8 { return jpeg(r) }
        return nil
    }

    /// The `pHYs` chunk, which must come before the image data: pixels per unit across and
    /// down, then the unit (1: the metre; 0: none, the pixels' aspect ratio only).
    static func png(_ r: ByteReader) -> Resolution? {
        var at = 8
        for _ in 0..<4096 {
            guard let length = r.u32(at), r.u8(at + 7) != nil else { return nil }
            if r.matches(Array("IDAT".utf8), at: at + 4) || r.matches(Array("IEND".utf8), at: at + 4) { return nil }
            if r.matches(Array("pHYs".utf8), at: at + 4) {
                guard length == 9, let x = r.u32(at + 8), let y = r.u32(at + 12), let unit = r.u8(at + 16) else { return nil }
                switch unit {
                case 1: return stated(x: Double(x), y: Double(y), unitsPerInch: 0.0254)
                case 0: return aspect(x: Double(x), y: Double(y))
                default: return nil
                }
            }
            at += 12 + length
        }
        return nil
    }

    /// A density in dots per `unit` (1 / `unitsPerInch` inches), as dpi: snapped to the whole
    /// dpi that, written in this unit, gives exactly this density; nil when implausible.
    static func stated(x: Double, y: Double, unitsPerInch: Double) -> Resolution? {
        func dpi(_ v: Double) -> Double {
            // Writers round (libpng users, GIMP) or truncate (pdftoppm's 1968 for 50 dpi).
            let exact = v * unitsPerInch, whole = exact.rounded(), back = whole / unitsPerInch
            return whole > 0 && (back.rounded() == v || back.rounded(.down) == v) ? whole : exact
        }
        guard x > 0, y > 0 else { return nil }
        return Resolution.stated(x: dpi(x), y: dpi(y))
    }

    /// Only the pixels' aspect ratio (dots across : dots down per the same length): square
    /// pixels state nothing; others are 96 dpi across and in proportion down.
    static func aspect(x: Double, y: Double) -> Resolution? {
        guard x > 0, y > 0, x != y else { return nil }
        return Resolution.stated(x: Resolution.imageDefault.x, y: Resolution.imageDefault.x * y / x)
    }
}
