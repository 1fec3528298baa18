import Foundation

/// The key of an image in `Document.images`: a hash of its bytes, so the same image imported
/// twice is stored once. FNV-1a (64 bit) as 16 hex digits, a dash, and the byte count.
public enum ImageKey {
    public static func of(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex + "-\(data.count)"
    }
}
