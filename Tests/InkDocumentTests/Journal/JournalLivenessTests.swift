/// Only journals whose writer is gone are offered for recovery: not this process's, not a
/// running process's, but a reaped child's, a reused pid's (other start time) and one from
/// another boot.
import Foundation
import Testing
@testable import InkDocument

@Suite struct JournalLivenessTests {
    /// A journal with a base record, written in the name of `process`.
    func journal(in sandbox: JournalSandbox, by process: JournalProcess) throws -> String {
        let writer = try sandbox.store.create(for: "/doc/\(process.pid).inkstone", writer: process)
        writer.begin(with: JournalFixtures.document())
        try writer.flush()
        return writer.path
    }

    @Test func liveWritersAreNotListedAndDeadOnesAre() throws {
        let sandbox = try JournalSandbox()
        let dead = try JournalFixtures.deadPID()
        #expect(kill(dead, 0) != 0 && errno == ESRCH, "pid \(dead) should be gone")

        let mine = try journal(in: sandbox, by: .current)
        let parents = try journal(in: sandbox, by: .of(getppid()))
        let reaped = try journal(in: sandbox, by: .of(dead))

        let listed = sandbox.store.recoverable().map(\.path)
        #expect(!listed.contains(mine))
        #expect(!listed.contains(parents))
        #expect(listed == [reaped])
        let summary = try #require(sandbox.store.recoverable().first)
        #expect(summary.documentPath == "/doc/\(dead).inkstone")
        #expect(summary.strokeCount == 2)
        #expect(summary.editCount == 0, "a base and nothing after it")
        #expect(abs(summary.lastChange.timeIntervalSinceNow) < 60)
    }

    @Test func theSummaryCountsChangesEvenWhenTheyLeaveNoStrokes() throws {
        let sandbox = try JournalSandbox()
        let dead = try JournalFixtures.deadPID()
        let writer = try sandbox.store.create(for: nil, writer: .of(dead))
        let document = JournalFixtures.document()
        writer.begin(with: document)
        // Erase every stroke: nothing left to count, but a change to recover all the same.
        let all = document.pages[0].strokes.enumerated().map { PlacedStroke(index: $0.offset, stroke: $0.element) }
        writer.append(Edit(page: 0, change: .remove(all)))
        try writer.flush()
        let summary = try #require(sandbox.store.recoverable().first)
        #expect(summary.strokeCount == 0)
        #expect(summary.editCount == 1)
    }

    @Test func aReusedPidOrAnotherBootDoesNotCountAsTheWriter() throws {
        let sandbox = try JournalSandbox()
        var reused = JournalProcess.of(getppid())
        reused.start = (reused.start ?? 0) + 1
        var otherBoot = JournalProcess.current
        otherBoot.bootID = "00000000-0000-0000-0000-000000000000"
        let a = try journal(in: sandbox, by: reused)
        let b = try journal(in: sandbox, by: otherBoot)

        #expect(Set(sandbox.store.recoverable().map(\.path)) == [a, b])
        #expect(!JournalProcess(pid: 0, start: nil, bootID: nil).isRunning)
        #expect(!JournalProcess(pid: -1, start: nil, bootID: nil).isRunning)
    }

    @Test func aJournalWithoutABaseRecordIsNotListed() throws {
        let sandbox = try JournalSandbox()
        let writer = try sandbox.store.create(for: nil, writer: .of(try JournalFixtures.deadPID()))
        #expect(sandbox.store.recoverable().isEmpty)
        let summary = JournalSummary(path: writer.path, documentPath: nil, strokeCount: 0, lastChange: Date())
        #expect(throws: JournalError.nothingToRecover(path: writer.path)) { try sandbox.store.recover(summary) }
    }

    @Test func newestFirst() throws {
        let sandbox = try JournalSandbox()
        let dead = JournalProcess.of(try JournalFixtures.deadPID())
        let older = try journal(in: sandbox, by: dead), newer = try journal(in: sandbox, by: dead)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: older)
        #expect(sandbox.store.recoverable().map(\.path) == [newer, older])
    }
}
