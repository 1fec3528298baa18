import Foundation

/// The segments of a JPEG's header, marker by marker up to its first scan (or the first
/// malformed marker; at most 1024): what `ImageResolution` and `ImageOrientation` read.
enum JPEGSegments {
    struct Segment {
        /// The marker code (0xE0 APP0, 0xE1 APP1, 0xC0 SOF0…).
        let code: UInt8
        /// Where its payload lies (after the two length bytes), clipped to the data.
        let payload: Range<Int>
    }

    static func list(_ r: ByteReader) -> [Segment] {
        guard r.u8(0) == 0xff, r.u8(1) == 0xd8 else { return [] }
        var segments: [Segment] = []
        var at = 2
        for _ in 0..<1024 {
            guard r.u8(at) == 0xff else { break }
            while r.u8(at) == 0xff { at += 1 }
            guard let code = r.u8(at) else { break }
            at += 1
            if code == 0x01 || (0xd0...0xd7).contains(code) { continue }
            if code == 0xd8 || code == 0xd9 || code == 0xda || code == 0x00 { break }
            guard let length = r.u16(at), length >= 2 else { break }
            segments.append(Segment(code: code, payload: Swift.min(at + 2, r.count)..<Swift.min(at + length, r.count)))
            at += length
        }
        return segments
    }

    /// The TIFF structure of the first EXIF block (an APP1 segment beginning "Exif\0\0"), and
    /// where it begins in the file.
    static func exif(in segments: [Segment], of r: ByteReader) -> (reader: ByteReader, offset: Int)? {
        let marker = Array("Exif\0\0".utf8)
        guard let app1 = segments.first(where: { $0.code == 0xe1 && r.matches(marker, at: $0.payload.lowerBound) }) else { return nil }
        let start = app1.payload.lowerBound + marker.count
        guard start < app1.payload.upperBound else { return nil }
        return (ByteReader(data: r.data.subdata(in: r.data.startIndex + start..<r.data.startIndex + app1.payload.upperBound)), start)
    }
}

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
