import Foundation

extension Journal {
    /// CRC-32 as in zip and PNG (reflected polynomial 0xEDB88320, initial and final
    /// value all ones). Guards each journal record against torn and damaged writes.
    struct CRC32: Sendable {
        private var state: UInt32 = 0xFFFF_FFFF

        init() {}

        /// The checksum of everything fed in so far.
        var value: UInt32 { ~state }

        mutating func update(_ bytes: UnsafeRawBufferPointer) {
            var crc = state
            Self.table.withUnsafeBufferPointer { table in
                for byte in bytes {
                    crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
                }
            }
            state = crc
        }

        mutating func update(_ data: Data) {
            data.withUnsafeBytes { update($0) }
        }

        /// The checksum of `data`.
        static func checksum(_ data: Data) -> UInt32 {
            var crc = CRC32()
            crc.update(data)
            return crc.value
        }

        private static let table: [UInt32] = (0..<256).map { (n: UInt32) -> UInt32 in
            var c = n
            for _ in 0..<8 { c = (c & 1) != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            return c
        }
    }
}
