/// The first journal of format version 2 (a file base and an edit) keeps replaying on its
/// file, and is what the journal code writes today; version-1 journals keep reading beside it
/// (`GoldenFileTests`).
import Foundation
import Testing
@testable import InkDocument

@Suite(.serialized) struct GoldenJournalV2Tests {
    @Test func theGoldenFileBaseJournalReplaysOnItsFile() throws {
        try GoldenSamples.placeJournalV2Document()
        let replay = try JournalReplay(data: try GoldenSamples.bytes("journal-v2.journal"))
        #expect(replay.version == 2)
        #expect(replay.header == GoldenSamples.journalV2Header)
        #expect(replay.baseFile == (try GoldenSamples.journalV2BaseFile))
        #expect(replay.document == (try GoldenSamples.journalV2Document))
        #expect(replay.editCount == 1 && replay.recordCount == 3)
        #expect(!replay.tornTail && !replay.damaged)
        #expect(replay.holdsUnsavedWork)
    }

    @Test func writingTheGoldenFileBaseJournalTodayGivesTheSameBytes() throws {
        #expect(try GoldenSamples.writeJournalV2() == (try GoldenSamples.bytes("journal-v2.journal")))
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["INKSTONE_WRITE_GOLDEN"] != nil))
    func writeGoldenFiles() throws {
        // Only a file that does not exist yet: a committed golden file is never rewritten.
        let url = GoldenSamples.folder.appendingPathComponent("journal-v2.journal")
        if !FileManager.default.fileExists(atPath: url.path) { try GoldenSamples.writeJournalV2().write(to: url) }
    }
}
