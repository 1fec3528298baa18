import Foundation

/// Writes a resolution into a PNG: a `pHYs` chunk (pixels per metre, unit 1) right after IHDR,
/// so the image opens again at the size it was exported at. PNG encoders such as Cairo's write
/// none. `ImageResolution` reads it back (a whole dpi comes back exactly).
public enum PNGDensity {
    /// `png` with a `pHYs` chunk for `resolution` inserted after its IHDR chunk; `png` as it is
    /// when it does not start with a signature and IHDR, already has a `pHYs`, or the
    /// resolution is not plausible.
    public static func stamped(_ png: Data, with resolution: Resolution) -> Data {
        let r = ByteReader(data: png)
        let ihdrEnd = 8 + 12 + 13
        guard resolution.isPlausible, r.matches(ImageProbe.pngSignature, at: 0), r.u32(8) == 13,
              r.matches(Array("IHDR".utf8), at: 12), png.count >= ihdrEnd,
              !hasPHYs(r) else { return png }
        var chunk = Data("pHYs".utf8)
        for dpi in [resolution.x, resolution.y] {
            let perMetre = UInt32((dpi / 0.0254).rounded())
            chunk.append(contentsOf: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: perMetre >> $0) })
        }
        chunk.append(1)
        let crc = DocumentFile.CRC32().updated(with: chunk).value
        var out = Data(png.prefix(ihdrEnd))
        out.append(contentsOf: [0, 0, 0, 9])
        out.append(chunk)
        out.append(contentsOf: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: crc >> $0) })
        out.append(png.dropFirst(ihdrEnd))
        return out
    }

    /// Whether a `pHYs` chunk comes before the image data (even one stating nothing).
    private static func hasPHYs(_ r: ByteReader) -> Bool {
        var at = 8
        for _ in 0..<4096 {
            guard let length = r.u32(at) else { return false }
            if r.matches(Array("pHYs".utf8), at: at + 4) { return true }
            if r.matches(Array("IDAT".utf8), at: at + 4) { return false }
            at += 12 + length
        }
        return false
    }
}
