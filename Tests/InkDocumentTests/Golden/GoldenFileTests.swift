/// Files written by earlier Inkstones still open, exactly: the committed golden files in
/// `Tests/Golden` are read and must give the documents `GoldenSamples` spells out, and writing
/// those documents today must give the same bytes. A format change that breaks old files (or
/// silently changes what is written) fails here.
///
/// Golden files are never regenerated to make a test pass. `INKSTONE_WRITE_GOLDEN=1 swift test
/// --filter GoldenFileTests` writes them for a NEW format version only (see `Tests/Golden/README.md`).
import Foundation
import Testing
@testable import InkDocument
import InkGeometry

@Suite struct GoldenFileTests {
    // MARK: The document file

    @Test func theGoldenDocumentOpensAsTheDocumentItHolds() throws {
        let document = try DocumentFile.decode(try GoldenSamples.bytes("document-v1.inkstone"))
        #expect(document == (try GoldenSamples.document))
        #expect(document.pages.count == 3)
        #expect(document.pages[0].strokes.map(\.color) == [GoldenSamples.black, GoldenSamples.red, GoldenSamples.marker, GoldenSamples.blue])
        #expect(document.pages[0].strokes.map(\.outline.width) == [2, 5, 13, 0.75])
        #expect(document.pages[2].imageKey == "scan.png")
        #expect(document.images["scan.png"] == (try GoldenSamples.scan))
        #expect(document.nextStrokeID == 8)
    }

    @Test func writingTheGoldenDocumentTodayGivesTheSameBytes() throws {
        // The manifest's keys are sorted and its numbers written shortest-first: the same
        // document always gives the same bytes, so the comparison is exact.
        let today = try DocumentFile.encode(try GoldenSamples.document, version: 1)
        #expect(today == (try GoldenSamples.bytes("document-v1.inkstone")))
    }

    // MARK: The journal

    @Test func theGoldenJournalReplaysToTheDocumentItRecorded() throws {
        let replay = try JournalReplay(data: try GoldenSamples.bytes("journal-v1.journal"))
        #expect(replay.header == GoldenSamples.journalHeader)
        #expect(replay.document == (try GoldenSamples.journalDocument))
        #expect(replay.editCount == 8)
        #expect(replay.recordCount == 10)
        #expect(!replay.tornTail && !replay.damaged)
        #expect(replay.holdsUnsavedWork)
    }

    @Test func writingTheGoldenJournalTodayGivesTheSameRecords() throws {
        // Every field of the header is fixed in the sample (pid, start, boot id, time). The
        // golden file's JSON members are in the order its encoder happened to choose, so the
        // records are compared as values (`JournalCanonicalForm`), everything else exactly.
        let today = try JournalCanonicalForm.of(try GoldenSamples.writeJournal())
        let golden = try JournalCanonicalForm.of(try GoldenSamples.bytes("journal-v1.journal"))
        #expect(today.prefix == golden.prefix)
        #expect(today.records.count == 10)
        #expect(today.records == golden.records)
    }

    @Test func theJournalWriterRecordsTheGoldenBaseAndEdits() throws {
        // The live writer stamps its own header (pid, time); everything after the header must
        // be the golden file's records (compared as in
        // `writingTheGoldenJournalTodayGivesTheSameRecords`).
        let sandbox = try JournalSandbox()
        let writer = try sandbox.store.create(for: "/home/ink/notes.inkstone")
        writer.begin(with: try GoldenSamples.journalBase)
        for edit in try GoldenSamples.journalEdits { writer.append(edit) }
        try writer.flush()
        let written = try Data(contentsOf: URL(fileURLWithPath: writer.path))
        writer.retire()
        let golden = try GoldenSamples.bytes("journal-v1.journal")
        let records = try JournalCanonicalForm.of(written).records
        #expect(records.count == 10)
        #expect(records.dropFirst() == (try JournalCanonicalForm.of(golden).records).dropFirst())
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["INKSTONE_WRITE_GOLDEN"] != nil))
    func writeGoldenFiles() throws {
        // Only files that do not exist yet: a committed golden file is never rewritten.
        let files = ["document-v1.inkstone": try DocumentFile.encode(try GoldenSamples.document, version: 1),
                     "document-v1-nibs.inkstone": try DocumentFile.encode(GoldenSamples.nibDocument, version: 1),
                     "journal-v1.journal": try GoldenSamples.writeJournal()]
        for (name, data) in files {
            let url = GoldenSamples.folder.appendingPathComponent(name)
            if !FileManager.default.fileExists(atPath: url.path) { try data.write(to: url) }
        }
    }
}
