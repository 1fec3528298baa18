/// Damage: a flipped byte in the last record drops just that record; one in an earlier
/// record stops replay there and flags it; zeros after the last record are a torn tail;
/// files that are not journals (or are newer) are refused and never listed.
import Foundation
import Testing
@testable import InkDocument
import InkGeometry

@Suite struct JournalCorruptionTests {
    /// A journal of a base and three additions; the file length after each record.
    func writeJournal(in sandbox: JournalSandbox) throws -> (data: Data, ends: [Int], documents: [Document]) {
        var live = JournalFixtures.document()
        let writer = try sandbox.store.create(for: nil)
        writer.begin(with: live)
        try writer.flush()
        var ends = [JournalSandbox.size(of: writer.path)], documents = [live]
        for _ in 0..<3 {
            let edit = JournalFixtures.addition(to: &live, page: 0)
            live.apply(edit); writer.append(edit)
            try writer.flush()
            ends.append(JournalSandbox.size(of: writer.path)); documents.append(live)
        }
        return (try Data(contentsOf: URL(fileURLWithPath: writer.path)), ends, documents)
    }

    func flipped(_ data: Data, at offset: Int) -> Data {
        var copy = data
        copy[copy.startIndex + offset] ^= 0xFF
        return copy
    }

    @Test func aFlippedByteAnywhereInTheLastRecordDropsThatRecord() throws {
        let sandbox = try JournalSandbox()
        let (data, ends, documents) = try writeJournal(in: sandbox)
        let lastStart = ends[ends.count - 2]
        for offset in lastStart..<data.count {
            let replay = try JournalReplay(data: flipped(data, at: offset))
            #expect(replay.recordCount == 1 + ends.count - 1, "flip at \(offset)")
            #expect(replay.document == documents[documents.count - 2], "flip at \(offset)")
            #expect(replay.tornTail || replay.damaged)
        }
    }

    @Test func damageInAnEarlierRecordStopsReplayThereAndIsFlagged() throws {
        let sandbox = try JournalSandbox()
        let (data, ends, documents) = try writeJournal(in: sandbox)
        // The second edit's payload (past its length and CRC).
        let replay = try JournalReplay(data: flipped(data, at: ends[1] + Journal.frameOverhead + 3))
        #expect(replay.document == documents[1])
        #expect(replay.damaged)
        #expect(!replay.tornTail)
        #expect(replay.validLength == ends[1])
    }

    @Test func zerosAfterTheLastRecordAreATornTail() throws {
        let sandbox = try JournalSandbox()
        let (data, _, documents) = try writeJournal(in: sandbox)
        for zeros in [1, 7, 8, 9, 4096] {
            let replay = try JournalReplay(data: data + Data(count: zeros))
            #expect(replay.document == documents.last)
            #expect(replay.tornTail)
            #expect(!replay.damaged)
        }
    }

    @Test func aCorruptFileIsRefusedAndNotListed() throws {
        let sandbox = try JournalSandbox()
        let (data, _, _) = try writeJournal(in: sandbox)
        #expect(throws: JournalError.notAJournal(path: "journal")) { try JournalReplay(data: Data("hello".utf8)) }
        #expect(throws: JournalError.notAJournal(path: "journal")) { try JournalReplay(data: flipped(data, at: 0)) }
        // The header record's CRC.
        #expect(throws: JournalError.notAJournal(path: "journal")) { try JournalReplay(data: flipped(data, at: 17)) }
        var newer = data
        newer[8] = 3
        #expect(throws: JournalError.unsupportedVersion(3)) { try JournalReplay(data: newer) }

        let junk = sandbox.store.folder.appendingPathComponent("0-1-junk.journal")
        try Data("not a journal at all".utf8).write(to: junk)
        try newer.write(to: sandbox.store.folder.appendingPathComponent("0-1-newer.journal"))
        #expect(!sandbox.store.recoverable().contains { $0.path.hasSuffix("junk.journal") || $0.path.hasSuffix("newer.journal") })
    }
}
