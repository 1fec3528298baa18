import Foundation
import InkGeometry

extension Journal {
    /// The bytes a journal of version-1 records only starts with (most journals: only one
    /// that refers to a saved file needs version 2), so Inkstones before version 2 read it.
    static var filePrefix: Data { filePrefix(version: 1) }

    /// The bytes every journal starts with: magic and version.
    static func filePrefix(version: UInt32) -> Data {
        var out = ByteWriter()
        out.bytes(Data(magic))
        out.u32(version)
        return out.data
    }

    /// One framed record: `length:u32 crc:u32 kind:u8 payload`.
    static func frame(_ kind: RecordKind, _ payload: Data) throws -> Data {
        var lengthBytes = ByteWriter()
        try lengthBytes.count(payload.count + 1, of: tr("a journal record"))
        var body = Data([kind.rawValue])
        body.append(payload)
        var crc = CRC32()
        crc.update(lengthBytes.data)
        crc.update(body)
        var out = ByteWriter()
        out.bytes(lengthBytes.data)
        out.u32(crc.value)
        out.bytes(body)
        return out.data
    }

    /// A framed record found in a file.
    struct Frame {
        var kind: UInt8
        var payload: Data
        /// The offset just past the record.
        var end: Int
    }

    /// How reading a frame at some offset went.
    enum FrameRead {
        case record(Frame)
        /// The file ends inside the record.
        case incomplete
        /// The record is complete but fails its CRC (or claims an empty body); it would end at `end`.
        case bad(end: Int)
    }

    /// Reads the frame starting `offset` bytes into `data`.
    static func readFrame(in data: Data, at offset: Int) -> FrameRead {
        let left = data.count - offset
        guard left >= frameOverhead else { return .incomplete }
        let start = data.startIndex + offset
        var header = ByteReader(data[start..<start + frameOverhead])
        guard let length = try? header.u32(), let stored = try? header.u32() else { return .incomplete }
        guard Int(length) <= left - frameOverhead else { return .incomplete }
        let end = offset + frameOverhead + Int(length)
        guard length >= 1 else { return .bad(end: end) }
        let body = data[(start + frameOverhead)..<(data.startIndex + end)]
        var crc = CRC32()
        crc.update(data[start..<start + 4])
        crc.update(body)
        guard crc.value == stored, let kind = body.first else { return .bad(end: end) }
        return .record(Frame(kind: kind, payload: Data(body.dropFirst()), end: end))
    }
}
