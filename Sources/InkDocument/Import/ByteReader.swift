import Foundation

/// Bounds-checked big-endian reads from `Data` at offsets counted from its first byte
/// (a slice's indices need not start at zero). Every read past the end gives nil.
struct ByteReader {
    let data: Data

    var count: Int { data.count }

    func u8(_ offset: Int) -> UInt8? {
        guard offset >= 0, offset < data.count else { return nil }
        return data[data.startIndex + offset]
    }

    func u16(_ offset: Int) -> Int? {
        guard let a = u8(offset), let b = u8(offset + 1) else { return nil }
        return Int(a) << 8 | Int(b)
    }

    func u32(_ offset: Int) -> Int? {
        guard let a = u16(offset), let b = u16(offset + 2) else { return nil }
        return a << 16 | b
    }

    /// Whether the bytes at `offset` are `bytes`.
    func matches(_ bytes: [UInt8], at offset: Int) -> Bool {
        for (i, b) in bytes.enumerated() where u8(offset + i) != b { return false }
        return true
    }
}
