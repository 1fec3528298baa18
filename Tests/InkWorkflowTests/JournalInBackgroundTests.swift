/// The journal never makes the main thread wait: a saved document's journal refers to its
/// file instead of copying its strokes, and flushes (encoding, writing, syncing) run on the
/// journal's own queue, their outcome collected on a later pass of the loop.
import Foundation
import Testing
@testable import InkDocument
import InkGeometry
import InkInterface
import InkTestSupport
@testable import InkWorkflow

@Suite(.serialized) @MainActor struct JournalInBackgroundTests {
    /// A saved document of `points` points in the state folder's home.
    static func saved(_ state: StateFolder, points: Int) throws -> (path: String, document: Document) {
        let home = state.root.appendingPathComponent("home").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let path = home + "/notes.inkstone"
        let document = HandwritingDocument(pages: 2, pointsPerPage: points / 2).document()
        try DocumentFile.save(document, to: URL(fileURLWithPath: path))
        return (path, try DocumentFile.load(from: URL(fileURLWithPath: path)))
    }

    static func size(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int) ?? -1
    }

    @Test func anOpenedSavedDocumentIsJournaledAsAReferenceToItsFile() throws {
        let state = try StateFolder()
        let (path, document) = try Self.saved(state, points: 100_000)
        var s = Session(state: state, document: document, title: "notes.inkstone", path: path)
        s.settleJournal()
        let journal = try #require(s.workflow.keeper.currentWriter?.path)
        #expect(Self.size(journal) < 4096, "the strokes were copied: \(Self.size(journal)) bytes")

        s.draw()
        s.settleJournal()
        let replay = try JournalReplay(contentsOf: journal)
        #expect(replay.baseFile?.path == path)
        #expect(replay.document == s.editor.document)
        #expect(Self.size(journal) < 8192)
    }

    @Test func aReferencedFileThatGoesAwayIsReplacedByTheDocumentInTheJournal() throws {
        let state = try StateFolder()
        let (path, document) = try Self.saved(state, points: 2_000)
        var s = Session(state: state, document: document, title: "notes.inkstone", path: path)
        s.draw()
        s.settleJournal()
        let journal = try #require(s.workflow.keeper.currentWriter?.path)
        #expect(try JournalReplay(contentsOf: journal).baseFile?.path == path)

        // Another program moves the file away while the changes are unsaved.
        try FileManager.default.moveItem(atPath: path, toPath: path + ".moved")
        let check = try #require(s.workflow.keeper.baseCheckDeadline)
        s.clock.now = check
        s.show(s.workflow.fireTimers(at: check, &s.editor))
        s.settleJournal()
        let replay = try JournalReplay(contentsOf: journal)
        #expect(replay.baseFile == nil, "the journal holds the document itself now")
        #expect(replay.document == s.editor.document)
    }

    @Test func savingJournalsTheSavedFileAndRetiresTheOldJournalOnceTheNewOneIsOnDisk() throws {
        let state = try StateFolder()
        let home = state.root.appendingPathComponent("home").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let path = home + "/new.inkstone"
        let files = FakeFiles()
        files.writesFiles = true
        var s = Session(state: state, files: files)
        s.draw()
        s.settleJournal()
        let before = state.journals
        s.show(s.workflow.save(to: path, &s.editor))
        #expect(state.journals.count == 2, "the old journal stays until the new one is written: \(state.journals)")
        s.settleJournal()
        #expect(state.journals.count == 1 && state.journals != before)
        let journal = try #require(s.workflow.keeper.currentWriter?.path)
        let saved = try JournalReplay(contentsOf: journal)
        #expect(saved.baseFile?.path == path)
        #expect(saved.document == nil && !saved.holdsUnsavedWork, "nothing unsaved: the file is not even read")
        s.draw(y: 400)
        s.settleJournal()
        #expect(try JournalReplay(contentsOf: journal).document == s.editor.document)
    }

    @Test(.timeLimit(.minutes(1))) func aFlushDoesNotWaitForTheDisk() throws {
        let state = try StateFolder()
        var s = Session(state: state)
        s.settleJournal()
        let writer = try #require(s.workflow.keeper.currentWriter)
        let before = Self.size(writer.path)
        // The journal's queue is busy (a slow disk): the main thread goes on all the same.
        let gate = DispatchSemaphore(value: 0)
        writer.enqueue { gate.wait() }
        s.draw()
        let due = try #require(s.workflow.nextDeadline)
        s.clock.now = due
        s.show(s.workflow.fireTimers(at: due, &s.editor))
        s.show(s.workflow.fireTimers(at: due.addingTimeInterval(DocumentKeeper.collectInterval), &s.editor))
        #expect(Self.size(writer.path) == before, "nothing written while the queue waits")
        #expect(s.workflow.nextDeadline != nil, "it looks again for the flush's outcome")
        gate.signal()
        s.settleJournal()
        #expect(Self.size(writer.path) > before)
        #expect(try JournalReplay(contentsOf: writer.path).document == s.editor.document)
        #expect(s.workflow.nextDeadline == nil)
    }
}

