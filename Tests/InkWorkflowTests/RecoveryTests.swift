/// Recovery and the journal's lifetime, without X: work a dead run left is offered, recovered
/// as unsaved work and kept journaled until it is saved or discarded; a journal that cannot be
/// written is said once (and its end once), retried on the workflow's clock.
import Foundation
import Testing
@testable import InkDocument
import InkGeometry
import InkInput
import InkInterface
@testable import InkWorkflow

@Suite(.serialized) @MainActor struct RecoveryTests {
    /// A journal of `document` left by a process that has ended (for the file at `path`, or
    /// named as work on files, naming the file version it knew).
    @discardableResult
    static func leaveJournal(in state: StateFolder, of document: Document, for path: String? = nil, name: String? = nil,
                             savedFile: FileVersion? = nil) throws -> String {
        let store = JournalStore(environment: state.environment)
        let dead = JournalProcess(pid: try deadPID(), start: nil, bootID: nil)
        let writer = try store.create(for: path, name: name, writer: dead, unsavedBase: true, savedFile: savedFile)
        writer.begin(with: document)
        try writer.flush()
        writer.setAside()
        return (writer.path as NSString).lastPathComponent
    }

    static func deadPID() throws -> Int32 {
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/true"), nil]
        defer { argv.forEach { free($0) } }
        guard posix_spawn(&pid, "/bin/true", nil, nil, argv, nil) == 0 else { throw FakeFileError(description: "cannot spawn") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return pid
    }

    @Test func recoveredWorkIsUnsavedAndStaysJournaledUntilSaved() throws {
        let state = try StateFolder()
        let lost = OpenTests.other()
        let old = try Self.leaveJournal(in: state, of: lost, for: "/docs/Lost.inkstone")
        var s = Session(state: state)
        #expect(s.editor.prompt?.topic == .recovery, "offered at start")
        #expect(s.editor.prompt?.detail == "Inkstone ended before Lost.inkstone was saved (1 stroke).")
        s.answer(0)   // Recover
        s.settleJournal()
        #expect(s.editor.document == lost)
        #expect(s.title == "*Lost.inkstone — Inkstone", "recovered work is not saved")
        #expect(s.workflow.documentPath == "/docs/Lost.inkstone")
        #expect(!state.journals.contains(old), "the new journal holds the work: the old one goes")
        #expect(state.journals.count == 1)

        // Ended without saving: the work stays for the next start.
        s.show(s.workflow.terminate(&s.editor))
        s.workflow.finish()
        #expect(state.journals.count == 1)
    }

    @Test func savingRecoveredWorkRetiresItsJournal() throws {
        let state = try StateFolder()
        _ = try Self.leaveJournal(in: state, of: OpenTests.other(), for: "/docs/Lost.inkstone")
        var s = Session(state: state)
        s.answer(0)
        s.settleJournal()
        let recoveredJournal = state.journals
        s.key("s")
        s.settleJournal()
        #expect(s.files.saves == ["/docs/Lost.inkstone"])
        #expect(s.title == "Lost.inkstone — Inkstone")
        #expect(state.journals.count == 1 && state.journals != recoveredJournal, "a fresh journal for the saved state")
        s.show(s.workflow.closeRequested(&s.editor))
        #expect(s.platform.contains(.quit))
        s.workflow.finish()
        #expect(state.journals.isEmpty)
    }

    @Test func discardingDeletesTheOfferedJournal() throws {
        let state = try StateFolder()
        let old = try Self.leaveJournal(in: state, of: OpenTests.other())
        var s = Session(state: state)
        s.answer(1)   // Discard
        #expect(s.editor.prompt == nil)
        #expect(s.editor.document == Document())
        #expect(!state.journals.contains(old))
    }

    @Test func aFailingJournalIsSaidOnceAndItsRecoveryOnce() throws {
        let state = try StateFolder()
        // A file where the journal folder must go: no journal can be made.
        let blocker = state.root.appendingPathComponent("inkstone").path
        #expect(FileManager.default.createFile(atPath: blocker, contents: Data()))
        var s = Session(state: state)
        // Said at start, with no one asking.
        #expect(s.reports.count == 1)
        #expect(s.reports.first?.hasPrefix("inkstone: crash protection is off: unsaved work cannot be protected") == true)
        #expect(s.editor.standingNotice?.hasPrefix("Crash protection is off") == true)
        s.draw()
        s.draw(y: 400)
        #expect(s.reports.count == 1, "said once, not again for each change")

        // Retried on the workflow's clock, not before the retry is due.
        let due = try #require(s.workflow.nextDeadline)
        try FileManager.default.removeItem(atPath: blocker)
        s.show(s.workflow.fireTimers(at: due.addingTimeInterval(-0.1), &s.editor))
        #expect(s.reports.count == 1)
        #expect(state.journals.isEmpty)
        s.clock.now = due
        s.show(s.workflow.fireTimers(at: due, &s.editor))
        #expect(s.reports.last == "inkstone: crash protection works again")
        #expect(s.editor.standingNotice == nil)
        #expect(state.journals.count == 1, "the whole document is journaled now")
        s.show(s.workflow.fireTimers(at: due.addingTimeInterval(5), &s.editor))
        s.draw(y: 500)
        #expect(s.reports.count == 2, "and that is said once too")
    }

    @Test func editsReachTheJournalWithinHalfASecond() throws {
        let state = try StateFolder()
        var s = Session(state: state)
        s.settleJournal()
        #expect(s.workflow.nextDeadline == nil)
        s.draw()
        #expect(s.workflow.nextDeadline == s.clock.now.addingTimeInterval(0.5))
        s.clock.now = s.clock.now.addingTimeInterval(0.5)
        s.show(s.workflow.fireTimers(at: s.clock.now, &s.editor))
        // Written in the background; its outcome is looked at a moment later.
        #expect(s.workflow.nextDeadline == s.clock.now.addingTimeInterval(DocumentKeeper.collectInterval))
        s.settleJournal()
        #expect(s.workflow.nextDeadline == nil)
    }
}
