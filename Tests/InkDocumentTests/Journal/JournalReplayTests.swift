/// A journal's base record and edits replay to exactly the document the edits built live:
/// pages, strokes, images, page inserts and removals, and the next stroke id.
import Foundation
import Testing
import InkDocument
import InkGeometry

@Suite struct JournalReplayTests {
    @Test func baseAndEditsReplayToTheLiveDocument() throws {
        let sandbox = try JournalSandbox()
        var live = JournalFixtures.document()
        let writer = try sandbox.store.create(for: "/home/someone/notes.inkstone")
        writer.begin(with: live)

        var edits = [JournalFixtures.addition(to: &live, page: 0)]
        edits.append(JournalFixtures.addition(to: &live, page: 2, points: 50))
        edits.append(JournalFixtures.removal(in: live, page: 0))
        edits.append(Edit(page: 1, change: .insertPage(Page(blankSize: Size(width: 100, height: 100)))))
        for edit in edits.prefix(4) { live.apply(edit); writer.append(edit) }
        let onNewPage = JournalFixtures.addition(to: &live, page: 1)
        live.apply(onNewPage); writer.append(onNewPage)
        let dropPage = Edit(page: 3, change: .removePage(live.pages[3]))
        live.apply(dropPage); writer.append(dropPage)
        try writer.flush()

        let replay = try JournalReplay(contentsOf: writer.path)
        #expect(replay.document == live)
        #expect(replay.editCount == 6)
        #expect(replay.recordCount == 8)
        #expect(!replay.tornTail && !replay.damaged)
        #expect(replay.header.documentPath == "/home/someone/notes.inkstone")
        #expect(replay.header.pid == getpid())

        let summary = JournalSummary(path: writer.path, documentPath: nil, strokeCount: 0, lastChange: Date())
        let recovery = try sandbox.store.recover(summary)
        #expect(recovery.document == live)
        #expect(recovery.documentPath == "/home/someone/notes.inkstone")
        #expect(!recovery.tornTail && !recovery.damaged)
    }

    @Test func aRecoveredDocumentDoesNotReuseIDsOfStrokesAddedAndRemoved() throws {
        let sandbox = try JournalSandbox()
        var live = Document()
        let writer = try sandbox.store.create(for: nil)
        writer.begin(with: live)
        let id = live.makeStrokeID()
        let add = Edit(page: 0, change: .add([PlacedStroke(index: 0, stroke: JournalFixtures.stroke(id))]))
        live.apply(add); writer.append(add)
        live.apply(add.inverse); writer.append(add.inverse)
        try writer.flush()

        var recovered = try #require(try JournalReplay(contentsOf: writer.path).document)
        #expect(recovered == live)
        #expect(recovered.pages[0].strokes.isEmpty)
        #expect(recovered.makeStrokeID().raw > id.raw)
    }

    @Test func aSecondBaseReplacesTheDocument() throws {
        let sandbox = try JournalSandbox()
        var live = JournalFixtures.document()
        let writer = try sandbox.store.create(for: nil)
        writer.begin(with: live)
        let first = JournalFixtures.addition(to: &live, page: 0)
        live.apply(first); writer.append(first)

        var reloaded = Document(pages: [Page()])
        writer.begin(with: reloaded)
        let second = JournalFixtures.addition(to: &reloaded, page: 0)
        reloaded.apply(second); writer.append(second)
        try writer.flush()

        let replay = try JournalReplay(contentsOf: writer.path)
        #expect(replay.document == reloaded)
        #expect(replay.editCount == 1)
    }

    @Test func editsBeforeBeginAreIgnoredAndWhatIsQueuedIsWrittenAtOnceAndSyncedByTheFlush() throws {
        let sandbox = try JournalSandbox()
        var live = Document()
        let writer = try sandbox.store.create(for: nil)
        let headerOnly = JournalSandbox.size(of: writer.path)
        writer.append(JournalFixtures.addition(to: &live, page: 0))
        #expect(!writer.hasUnflushedChanges)

        writer.begin(with: live)
        #expect(writer.hasUnflushedChanges)
        writer.waitUntilIdle()
        #expect(JournalSandbox.size(of: writer.path) > headerOnly, "written once encoded")
        #expect(writer.hasUnflushedChanges, "but not synced until the flush")
        try writer.flush()
        #expect(!writer.hasUnflushedChanges)
        #expect(try JournalReplay(contentsOf: writer.path).document == live)
    }

    /// A committed edit is in the file as soon as the writer's queue has encoded it, before
    /// any flush: a crash of the app (kill -9) right after a stroke loses nothing. Only the
    /// sync, which a crash of the system needs, waits for the flush.
    @Test func aCommittedEditIsInTheFileBeforeAnyFlush() throws {
        let sandbox = try JournalSandbox()
        var live = JournalFixtures.document()
        let writer = try sandbox.store.create(for: nil)
        writer.begin(with: live)
        try writer.flush()
        let edit = JournalFixtures.addition(to: &live, page: 0)
        live.apply(edit)
        writer.append(edit)
        writer.waitUntilIdle()
        let replay = try JournalReplay(contentsOf: writer.path)
        #expect(replay.editCount == 1)
        #expect(replay.document == live)
        #expect(!replay.tornTail && !replay.damaged)
        #expect(writer.hasUnflushedChanges, "the sync is still to come")
    }
}
