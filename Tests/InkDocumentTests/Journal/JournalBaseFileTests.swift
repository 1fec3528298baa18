/// A journal whose base is a saved file (format version 2): it holds the file's path, size,
/// time and checksum, not its strokes; recovery reads the file and replays the edits, and
/// refuses (keeping the journal) when the file is missing or holds other bytes.
import Foundation
import Testing
@testable import InkDocument
import InkTestSupport

@Suite struct JournalBaseFileTests {
    /// A saved document and a journal of it, left by a writer that is gone, with `edits`
    /// edits after its base.
    struct Left {
        let sandbox: JournalSandbox
        let file: String
        let saved: Document
        var live: Document
        let journal: String
    }

    /// A small document that can be saved (no made-up images).
    static var savable: Document { HandwritingDocument(pages: 2, pointsPerPage: 600).document() }

    static func leave(edits: Int = 1, document: Document = savable) throws -> Left {
        let sandbox = try JournalSandbox()
        try FileManager.default.createDirectory(atPath: sandbox.home, withIntermediateDirectories: true)
        let file = sandbox.home + "/notes.inkstone"
        try DocumentFile.save(document, to: URL(fileURLWithPath: file))
        let saved = try DocumentFile.load(from: URL(fileURLWithPath: file))
        let dead = JournalProcess(pid: try JournalFixtures.deadPID(), start: nil, bootID: nil)
        let writer = try sandbox.store.create(for: file, writer: dead, fileBase: true)
        writer.begin(referencing: file, stamp: try #require(JournalBaseFile.Stamp.of(file)), else: saved)
        var live = saved
        for _ in 0..<edits {
            let edit = JournalFixtures.addition(to: &live, page: 0)
            live.apply(edit)
            writer.append(edit)
        }
        try writer.flush()
        writer.setAside()
        return Left(sandbox: sandbox, file: file, saved: saved, live: live, journal: writer.path)
    }

    @Test func aSavedDocumentIsJournaledAsItsFileAndRecoveredFromIt() throws {
        let left = try Self.leave(edits: 2)
        let replay = try JournalReplay(contentsOf: left.journal)
        #expect(replay.version == 2)
        #expect(replay.baseFile?.path == left.file)
        #expect(replay.baseFile?.size == Int64(JournalSandbox.size(of: left.file)))
        #expect(replay.editCount == 2)
        #expect(replay.document == left.live)

        let (claims, problems) = left.sandbox.store.claimRecoverable()
        #expect(problems.isEmpty)
        let claim = try #require(claims.first)
        #expect(claim.summary.editCount == 2)
        #expect(try claim.recover().document == left.live)
    }

    @Test func aChangedFileIsRefusedClearlyAndTheJournalKept() throws {
        let left = try Self.leave()
        var other = left.saved
        other.pages[0].strokes.removeAll()
        try DocumentFile.save(other, to: URL(fileURLWithPath: left.file))

        #expect(throws: JournalError.self) { try JournalReplay(contentsOf: left.journal) }
        let (claims, problems) = left.sandbox.store.claimRecoverable()
        #expect(claims.isEmpty)
        let problem = try #require(problems.first)
        #expect(problem.path == left.journal)
        #expect(problem.keptAs == nil)
        #expect(problem.reason.contains(left.file) && problem.reason.contains("changed"), "\(problem.reason)")
        #expect(FileManager.default.fileExists(atPath: left.journal), "the journal is kept")

        // Put back, the file makes the journal recoverable again.
        try DocumentFile.save(left.saved, to: URL(fileURLWithPath: left.file))
        #expect(try JournalReplay(contentsOf: left.journal).document == left.live)
    }

    @Test func aMissingFileIsRefusedClearlyAndTheJournalKept() throws {
        let left = try Self.leave()
        try FileManager.default.removeItem(atPath: left.file)
        do {
            _ = try JournalReplay(contentsOf: left.journal)
            Issue.record("replayed without its file")
        } catch JournalError.baseChanged(let path, let reason) {
            #expect(path == left.file)
            #expect(reason.contains("No such file"), "\(reason)")
        }
        let (claims, problems) = left.sandbox.store.claimRecoverable()
        #expect(claims.isEmpty && problems.count == 1)
        #expect(problems.first?.reason.contains("cannot be read") == true, "\(problems)")
        #expect(FileManager.default.fileExists(atPath: left.journal))
    }

    @Test func aFileBaseWithoutChangesHoldsNothingToKeepEvenWhenTheFileChanged() throws {
        let left = try Self.leave(edits: 0)
        try FileManager.default.removeItem(atPath: left.file)
        let (claims, problems) = left.sandbox.store.claimRecoverable()
        #expect(claims.isEmpty && problems.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: left.journal), "nothing unsaved in it: deleted")
    }

    @Test func aFileChangedBeforeTheBaseIsWrittenMakesTheDocumentItsBase() throws {
        let sandbox = try JournalSandbox()
        try FileManager.default.createDirectory(atPath: sandbox.home, withIntermediateDirectories: true)
        let file = sandbox.home + "/notes.inkstone"
        let document = Self.savable
        try DocumentFile.save(Document(), to: URL(fileURLWithPath: file))
        let stale = JournalBaseFile.Stamp(size: 1, modified: 0)
        let writer = try sandbox.store.create(for: file, fileBase: true)
        writer.begin(referencing: file, stamp: stale, else: document)
        try writer.flush()
        let replay = try JournalReplay(contentsOf: writer.path)
        #expect(replay.baseFile == nil)
        #expect(replay.document == document)
        writer.retire()
    }

    /// Counted in bytes, not time: the base of a saved million-point document is a few
    /// hundred bytes, its whole document copied would be 24 MB of points.
    @Test func beginningOnASavedMillionPointDocumentEncodesNoStrokes() throws {
        let document = HandwritingDocument(pages: 10, pointsPerPage: 100_000).document()
        let left = try Self.leave(edits: 0, document: document)
        #expect(JournalSandbox.size(of: left.journal) < 4096, "\(JournalSandbox.size(of: left.journal)) bytes")
    }

    @Test func journalsWithoutAFileBaseStayVersionOne() throws {
        let sandbox = try JournalSandbox()
        let writer = try sandbox.store.create(for: nil)
        writer.begin(with: JournalFixtures.document())
        try writer.flush()
        #expect(try JournalReplay(contentsOf: writer.path).version == 1, "older Inkstones read it")
        writer.retire()
    }
}
