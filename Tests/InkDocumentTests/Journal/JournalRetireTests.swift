/// Retiring deletes a journal: the writer's own file after a save or clean exit, or a
/// recovered one through the store; the store deletes nothing outside its folder.
import Foundation
import Testing
@testable import InkDocument

@Suite struct JournalRetireTests {
    @Test func aWriterRetiresItsFile() throws {
        let sandbox = try JournalSandbox()
        var live = Document()
        let writer = try sandbox.store.create(for: nil)
        writer.begin(with: live)
        try writer.flush()
        #expect(FileManager.default.fileExists(atPath: writer.path))

        writer.retire()
        #expect(!FileManager.default.fileExists(atPath: writer.path))
        writer.append(JournalFixtures.addition(to: &live, page: 0))
        try writer.flush()           // does nothing now
        writer.retire()
        #expect(!FileManager.default.fileExists(atPath: writer.path))
        #expect(sandbox.journalFiles.isEmpty)
    }

    @Test func theStoreRetiresARecoveredJournal() throws {
        let sandbox = try JournalSandbox()
        let writer = try sandbox.store.create(for: nil, writer: .of(try JournalFixtures.deadPID()))
        writer.begin(with: JournalFixtures.document())
        try writer.flush()
        let summary = try #require(sandbox.store.recoverable().first)

        // Take it over: a new journal for the recovered document, then retire the old one.
        let recovery = try sandbox.store.recover(summary)
        let successor = try sandbox.store.create(for: recovery.documentPath)
        successor.begin(with: recovery.document)
        try successor.flush()
        sandbox.store.retire(summary.path)

        #expect(!FileManager.default.fileExists(atPath: summary.path))
        #expect(sandbox.journalFiles.count == 1)
        #expect(sandbox.store.recoverable().isEmpty)
    }

    @Test func theStoreLeavesOtherFilesAlone() throws {
        let sandbox = try JournalSandbox()
        _ = try sandbox.store.create(for: nil)
        let outside = sandbox.root.appendingPathComponent("keep.journal").path
        let notJournal = sandbox.store.folder.appendingPathComponent("keep.txt").path
        try Data([1]).write(to: URL(fileURLWithPath: outside))
        try Data([1]).write(to: URL(fileURLWithPath: notJournal))

        sandbox.store.retire(outside)
        sandbox.store.retire(notJournal)
        sandbox.store.retire(sandbox.store.folder.appendingPathComponent("../keep.journal").path)
        #expect(FileManager.default.fileExists(atPath: outside))
        #expect(FileManager.default.fileExists(atPath: notJournal))
    }
}
