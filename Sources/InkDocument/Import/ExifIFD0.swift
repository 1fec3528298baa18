import Foundation

/// The first IFD of an EXIF block: a TIFF header ("II" little-endian or "MM" big-endian, 42,
/// the IFD's offset), then 12-byte entries of tag, type, count and value or offset.
struct ExifIFD0 {
    private let r: ByteReader
    /// The byte order: "II" (little-endian) or "MM".
    let little: Bool
    private let ifd: Int
    private let count: Int

    init?(_ r: ByteReader) {
        let little: Bool
        if r.matches(Array("II".utf8), at: 0) { little = true } else if r.matches(Array("MM".utf8), at: 0) { little = false } else { return nil }
        let header = ExifIFD0(r, little: little, ifd: 0, count: 0)
        guard header.u16(2) == 42, let ifd = header.u32(4), let count = header.u16(ifd) else { return nil }
        self.init(r, little: little, ifd: ifd, count: Swift.min(count, 512))
    }

    private init(_ r: ByteReader, little: Bool, ifd: Int, count: Int) {
        self.r = r; self.little = little; self.ifd = ifd; self.count = count
    }

    func u16(_ at: Int) -> Int? {
        guard let a = r.u8(at), let b = r.u8(at + 1) else { return nil }
        return little ? Int(b) << 8 | Int(a) : Int(a) << 8 | Int(b)
    }

    func u32(_ at: Int) -> Int? {
        guard let a = u16(at), let b = u16(at + 2) else { return nil }
        return little ? b << 16 | a : a << 16 | b
    }

    /// Each entry's tag, type and the offset of its value field, in order, until `body`
    /// returns false; false when an entry could not be read or `body` stopped.
    func forEachEntry(_ body: (_ tag: Int, _ type: Int, _ value: Int) -> Bool) -> Bool {
        for i in 0..<count {
            let entry = ifd + 2 + 12 * i
            guard let tag = u16(entry), let type = u16(entry + 2), body(tag, type, entry + 8) else { return false }
        }
        return true
    }
}
