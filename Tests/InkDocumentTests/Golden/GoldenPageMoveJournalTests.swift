/// The golden journal of page moves (`Tests/Golden/journal-v1-pagemoves.journal`): the page
/// overview's `movePage` record, added within journal version 1, written once and read by every
/// later Inkstone to exactly the document it recorded.
import Foundation
import Testing
@testable import InkDocument
import InkGeometry

@Suite struct GoldenPageMoveJournalTests {
    static let name = "journal-v1-pagemoves.journal"

    /// The golden journal's base (`GoldenSamples.document`, three pages) and its edits: page 1
    /// moved to the end, a blank page inserted first, page 3 moved to the front, that move undone.
    static var edits: [Edit] {
        [Edit(page: 0, change: .movePage(to: 2)),
         Edit(page: 0, change: .insertPage(Page(blankSize: Size(300, 200)))),
         Edit(page: 2, change: .movePage(to: 0)),
         Edit(page: 2, change: .movePage(to: 0)).inverse]
    }

    /// What replaying it must give, written out: pages B, C, A of the base after a new blank page.
    static var expected: Document {
        get throws {
            let base = try GoldenSamples.document
            let pages = [Page(blankSize: Size(300, 200)), base.pages[1], base.pages[2], base.pages[0]]
            return Document(pages: pages, images: base.images, nextStrokeID: base.nextStrokeID)
        }
    }

    static func write() throws -> Data {
        var data = Journal.filePrefix
        data.append(try Journal.frame(.header, try Journal.Packing.encode(GoldenSamples.journalHeader)))
        data.append(try Journal.frame(.base, try Journal.Packing.encode(try GoldenSamples.document)))
        for edit in edits { data.append(try Journal.frame(.edit, try Journal.Packing.encode(edit))) }
        return data
    }

    @Test func theGoldenPageMoveJournalReplaysToTheDocumentItRecorded() throws {
        let replay = try JournalReplay(data: try GoldenSamples.bytes(Self.name))
        #expect(replay.document == (try Self.expected))
        #expect(replay.editCount == 4)
        #expect(!replay.tornTail && !replay.damaged)
    }

    @Test func writingItTodayGivesTheSameRecords() throws {
        let today = try JournalCanonicalForm.of(try Self.write())
        let golden = try JournalCanonicalForm.of(try GoldenSamples.bytes(Self.name))
        #expect(today.prefix == golden.prefix)
        #expect(today.records == golden.records)
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["INKSTONE_WRITE_GOLDEN"] != nil))
    func writeGoldenPageMoveJournal() throws {
        // Only when it does not exist yet: a committed golden file is never rewritten.
        let url = GoldenSamples.folder.appendingPathComponent(Self.name)
        if !FileManager.default.fileExists(atPath: url.path) { try Self.write().write(to: url) }
    }
}
