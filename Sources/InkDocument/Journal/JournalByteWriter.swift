import Foundation

extension Journal {
    /// Builds record payloads: little-endian integers, length-prefixed blocks, packed doubles.
    struct ByteWriter {
        private(set) var data = Data()

        init() {}

        mutating func u8(_ v: UInt8) { data.append(v) }

        mutating func u32(_ v: UInt32) {
            withUnsafeBytes(of: v.littleEndian) { data.append(contentsOf: $0) }
        }

        /// A count that must fit the format's 32-bit fields.
        mutating func count(_ n: Int, of what: @autoclosure () -> String) throws {
            guard let v = UInt32(exactly: n) else { throw JournalError.tooLarge(what()) }
            u32(v)
        }

        mutating func bytes(_ d: Data) { data.append(d) }

        /// `u32(byte count)` then the bytes.
        mutating func block(_ d: Data, of what: @autoclosure () -> String) throws {
            try count(d.count, of: what())
            data.append(d)
        }

        /// Doubles as their IEEE 754 bit patterns.
        mutating func doubles(_ values: [Double]) {
            let bits = values.map { $0.bitPattern.littleEndian }
            bits.withUnsafeBytes { data.append(contentsOf: $0) }
        }
    }
}
