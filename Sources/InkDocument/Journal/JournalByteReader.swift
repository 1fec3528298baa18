import Foundation
import InkGeometry

extension Journal {
    /// Reads what `ByteWriter` wrote, checking every length against the bytes left:
    /// damaged input throws `JournalError.malformedRecord`, never traps.
    struct ByteReader {
        private let data: Data
        /// Offset from `data.startIndex` of the next byte to read.
        private(set) var offset = 0

        init(_ data: Data) { self.data = data }

        var remaining: Int { data.count - offset }

        mutating func u8() throws -> UInt8 {
            try need(1, tr("a byte"))
            defer { offset += 1 }
            return data[data.startIndex + offset]
        }

        mutating func u32() throws -> UInt32 {
            try need(4, tr("a 32-bit number"))
            var v: UInt32 = 0
            for i in 0..<4 { v |= UInt32(data[data.startIndex + offset + i]) << (8 * UInt32(i)) }
            offset += 4
            return v
        }

        mutating func bytes(_ n: Int) throws -> Data {
            try need(n, tr("%@ bytes", "\(n)"))
            let start = data.startIndex + offset
            offset += n
            return Data(data[start..<start + n])
        }

        /// `u32(byte count)` then the bytes.
        mutating func block() throws -> Data { try bytes(Int(try u32())) }

        mutating func doubles(_ n: Int) throws -> [Double] {
            let (size, overflow) = n.multipliedReportingOverflow(by: 8)
            guard !overflow else { throw JournalError.malformedRecord(tr("a count of %@ doubles", "\(n)")) }
            try need(size, tr("%@ doubles", "\(n)"))
            var bits = [UInt64](repeating: 0, count: n)
            let start = data.startIndex + offset
            _ = bits.withUnsafeMutableBytes { data.copyBytes(to: $0, from: start..<start + size) }
            offset += size
            return bits.map { Double(bitPattern: UInt64(littleEndian: $0)) }
        }

        private func need(_ n: Int, _ what: @autoclosure () -> String) throws {
            guard n >= 0, n <= remaining else {
                throw JournalError.malformedRecord(tr("%@ wanted, %@ bytes left", what(), "\(remaining)"))
            }
        }
    }
}
