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
}
