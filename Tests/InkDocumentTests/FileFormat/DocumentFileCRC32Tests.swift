/// The CRC-32 is the standard one (zlib, PNG): the check value and a split feed agree.
import Foundation
import Testing
@testable import InkDocument

@Suite struct DocumentFileCRC32Tests {
    @Test func theCheckValueIsTheStandardOne() {
        #expect(DocumentFile.CRC32().updated(with: Data("123456789".utf8)).value == 0xCBF4_3926)
        #expect(DocumentFile.CRC32().value == 0)
        #expect(DocumentFile.CRC32().updated(with: Data("The quick brown fox jumps over the lazy dog".utf8)).value == 0x414F_A339)
    }

    @Test func feedingInPiecesGivesTheSameValue() {
        let bytes = Data((0..<1000).map { UInt8(truncatingIfNeeded: $0 * 7) })
        let whole = DocumentFile.CRC32().updated(with: bytes).value
        let pieces = DocumentFile.CRC32().updated(with: bytes.prefix(333)).updated(with: bytes.dropFirst(333)).value
        #expect(whole == pieces)
    }

    /// Eight bytes at a time gives what a byte at a time gives, at every length and alignment.
    @Test func theFastPathAgreesWithTheBitwiseDefinition() {
        func bitwise(_ bytes: Data) -> UInt32 {
            var c: UInt32 = 0xFFFF_FFFF
            for byte in bytes {
                c ^= UInt32(byte)
                for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            }
            return c ^ 0xFFFF_FFFF
        }
        let bytes = Data((0..<4099).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) })
        for (start, length) in [(0, 4099), (1, 17), (3, 8), (5, 4000), (7, 0), (2, 9)] {
            let slice = bytes.dropFirst(start).prefix(length)
            #expect(DocumentFile.CRC32().updated(with: slice).value == bitwise(slice), "\(start), \(length)")
        }
    }
}
