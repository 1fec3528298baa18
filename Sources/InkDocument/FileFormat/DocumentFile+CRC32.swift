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
                var c = state
                for byte in buffer { c = Self.table[Int((c ^ UInt32(byte)) & 0xff)] ^ (c >> 8) }
                state = c
            }
        }

        /// This checksum with `bytes` fed in.
        func updated(with bytes: Data) -> CRC32 {
            var copy = self
            copy.update(bytes)
            return copy
        }

        private static let table: [UInt32] = (0..<256).map { n -> UInt32 in
            var c = UInt32(n)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            return c
        }
    }
}
