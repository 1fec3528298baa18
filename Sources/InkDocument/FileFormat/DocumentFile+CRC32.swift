import Foundation

extension DocumentFile {
    /// The CRC-32 of zlib, PNG and Ethernet (reflected polynomial 0xEDB88320, initial value and
    /// final xor 0xFFFFFFFF). `CRC32().updated(with: "123456789")` has the value 0xCBF43926.
    struct CRC32: Hashable, Sendable {
        private var state: UInt32 = 0xFFFF_FFFF

        init() {}

        /// The checksum of everything fed in so far.
        var value: UInt32 { state ^ 0xFFFF_FFFF }

        /// Feeds in more bytes.
        mutating func update(_ bytes: Data) {
            bytes.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
                state = Self.tables.withUnsafeBufferPointer { Self.update(state, buffer, $0) }
            }
        }

        /// Feeds in more bytes, from memory.
        mutating func update(_ buffer: UnsafeRawBufferPointer) {
            state = Self.tables.withUnsafeBufferPointer { Self.update(state, buffer, $0) }
        }

        /// Slicing by 8 (eight bytes per step through eight tables; Intel's method, as zlib
        /// does it): the same checksum as a byte at a time, several times faster on the
        /// hundreds of megabytes of a big document's points.
        private static func update(_ start: UInt32, _ buffer: UnsafeRawBufferPointer, _ t: UnsafeBufferPointer<UInt32>) -> UInt32 {
            var c = start
            var i = 0
            let count = buffer.count
            while count - i >= 8 {
                let low = UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: i, as: UInt32.self)) ^ c
                let high = UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: i + 4, as: UInt32.self))
                c = t[7 * 256 + Int(low & 0xff)] ^ t[6 * 256 + Int((low >> 8) & 0xff)]
                    ^ t[5 * 256 + Int((low >> 16) & 0xff)] ^ t[4 * 256 + Int(low >> 24)]
                    ^ t[3 * 256 + Int(high & 0xff)] ^ t[2 * 256 + Int((high >> 8) & 0xff)]
                    ^ t[256 + Int((high >> 16) & 0xff)] ^ t[Int(high >> 24)]
                i += 8
            }
            while i < count {
                c = t[Int((c ^ UInt32(buffer[i])) & 0xff)] ^ (c >> 8)
                i += 1
            }
            return c
        }

        /// This checksum with `bytes` fed in.
        func updated(with bytes: Data) -> CRC32 {
            var copy = self
            copy.update(bytes)
            return copy
        }

        /// Table k (entries 256k ..< 256(k+1)) is the CRC of a byte followed by k zero bytes.
        private static let tables: [UInt32] = {
            var t = (0..<256).map { n -> UInt32 in
                var c = UInt32(n)
                for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
                return c
            }
            for k in 1..<8 {
                for n in 0..<256 {
                    let previous = t[(k - 1) * 256 + n]
                    t.append(t[Int(previous & 0xff)] ^ (previous >> 8))
                }
            }
            return t
        }()
    }
}
