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
