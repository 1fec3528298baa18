/// A journal cut at any length (the writer killed mid-write) recovers every record that was
/// complete before the cut, flags a cut inside a record as a torn tail, and never traps.
import Foundation
import Testing
@testable import InkDocument
import InkGeometry

@Suite struct JournalTruncationTests {
    /// A flushed journal, the file length after each record, and the document after each.
    struct Written {
        var data: Data
        var headerEnd: Int
        var recordEnds: [Int]           // after the base record, then after each edit
        var documents: [Document]       // as of each of those ends
    }

    func writeJournal(in sandbox: JournalSandbox, by process: JournalProcess = .current) throws -> (Written, String) {
        var live = Document(pages: [Page(background: .image(key: "i", size: Size(width: 40, height: 30)))],
                            images: ["i": Data([1, 2, 3, 4, 5])])
        let writer = try sandbox.store.create(for: "/tmp/cut.inkstone", writer: process)
        let headerEnd = JournalSandbox.size(of: writer.path)
        writer.begin(with: live)
        try writer.flush()
        var ends = [JournalSandbox.size(of: writer.path)], documents = [live]

        let edits: [(inout Document) -> Edit] = [
            { JournalFixtures.addition(to: &$0, page: 0, points: 3) },
            { JournalFixtures.addition(to: &$0, page: 0, points: 1) },
            { JournalFixtures.removal(in: $0, page: 0) },
            { _ in Edit(page: 1, change: .insertPage(Page())) },
        ]
        for make in edits {
            let edit = make(&live)
            live.apply(edit)
            writer.append(edit)
            try writer.flush()
            ends.append(JournalSandbox.size(of: writer.path))
            documents.append(live)
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: writer.path))
        return (Written(data: data, headerEnd: headerEnd, recordEnds: ends, documents: documents), writer.path)
    }

    @Test func everyPrefixRecoversTheCompleteRecords() throws {
        let sandbox = try JournalSandbox()
        let (w, _) = try writeJournal(in: sandbox)
        #expect(w.recordEnds.last == w.data.count)

        for length in 0...w.data.count {
            let prefix = w.data.prefix(length)
            guard length >= w.headerEnd else {
                #expect(throws: JournalError.self) { try JournalReplay(data: prefix) }
                continue
            }
            let replay = try JournalReplay(data: prefix)
            let complete = w.recordEnds.filter { $0 <= length }.count
            #expect(replay.recordCount == 1 + complete, "cut at \(length)")
            #expect(replay.tornTail == (length != w.headerEnd && !w.recordEnds.contains(length)), "cut at \(length)")
            #expect(!replay.damaged)
            #expect(replay.validLength == (complete == 0 ? w.headerEnd : w.recordEnds[complete - 1]))
            #expect(replay.document == (complete == 0 ? nil : w.documents[complete - 1]), "cut at \(length)")
        }
    }

    @Test func aCutJournalFromADeadWriterIsRecoverable() throws {
        let sandbox = try JournalSandbox()
        let dead = JournalProcess(pid: try JournalFixtures.deadPID(), start: nil, bootID: nil)
        let (w, path) = try writeJournal(in: sandbox, by: dead)
        let cut = w.recordEnds[2] + 5   // inside the third edit's frame header
        #expect(truncate(path, off_t(cut)) == 0)

        let summary = try #require(sandbox.store.recoverable().first { $0.path == path })
        #expect(summary.documentPath == "/tmp/cut.inkstone")
        #expect(summary.strokeCount == w.documents[2].pages[0].strokes.count)
        let recovery = try sandbox.store.recover(summary)
        #expect(recovery.document == w.documents[2])
        #expect(recovery.tornTail)
        #expect(!recovery.damaged)
    }
}
