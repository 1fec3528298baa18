/// The journal's CRC-32 gives the standard check values.
import Foundation
import Testing
@testable import InkDocument

@Suite struct JournalCRC32Tests {
    @Test func standardCheckValue() {
        #expect(Journal.CRC32.checksum(Data("123456789".utf8)) == 0xCBF4_3926)
    }

    @Test func emptyAndIncremental() {
        #expect(Journal.CRC32.checksum(Data()) == 0)
        var crc = Journal.CRC32()
        crc.update(Data("12345".utf8))
        crc.update(Data("6789".utf8))
        #expect(crc.value == 0xCBF4_3926)
    }
}
