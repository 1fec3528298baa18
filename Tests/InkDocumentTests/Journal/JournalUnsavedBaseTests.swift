/// A journal may be retired only when its whole content is in a file: one whose base is
/// recovered (unsaved) work is kept and offered even with no edit after the base; one whose
/// base is a saved file (or a blank document) and holds no edit is deleted. Journals the app
/// cannot work on are set aside with a reason, never offered.
import Foundation
import Testing
@testable import InkDocument

@Suite struct JournalUnsavedBaseTests {
    func journal(in sandbox: JournalSandbox, path: String? = nil, unsavedBase: Bool, edits: Int = 0) throws -> String {
        let writer = try sandbox.store.create(for: path, writer: .of(try JournalFixtures.deadPID()), unsavedBase: unsavedBase)
        var doc = JournalFixtures.document()
        writer.begin(with: doc)
        for _ in 0..<edits { writer.append(JournalFixtures.addition(to: &doc, page: 0)) }
        try writer.flush()
        return writer.path
    }

    @Test func aRecoveredBaseWithoutEditsIsOfferedAndKept() throws {
        let sandbox = try JournalSandbox()
        let recovered = try journal(in: sandbox, unsavedBase: true)
        let saved = try journal(in: sandbox, path: "/doc/a.inkstone", unsavedBase: false)
        let changed = try journal(in: sandbox, path: "/doc/b.inkstone", unsavedBase: false, edits: 1)
        let (claims, problems) = sandbox.store.claimRecoverable()
        #expect(problems.isEmpty)
        #expect(Set(claims.map(\.summary.path)) == [recovered, changed])
        #expect(claims.allSatisfy { $0.summary.holdsUnsavedWork })
        #expect(FileManager.default.fileExists(atPath: recovered))
        #expect(!FileManager.default.fileExists(atPath: saved), "a saved base with no change holds nothing unsaved")
        let recovery = try #require(claims.first { $0.summary.path == recovered }).recover()
        #expect(recovery.document.pages[0].strokes.count == 2)
    }

    @Test func aJournalFromBeforeTheFlagWithAnUntitledBaseOfInkCountsAsUnsaved() throws {
        var header = JournalHeader(pid: 0, processStart: nil, bootID: nil, documentPath: nil, created: Date())
        var data = Journal.filePrefix
        data.append(try Journal.frame(.header, try Journal.Packing.encode(header)))
        data.append(try Journal.frame(.base, try Journal.Packing.encode(JournalFixtures.document())))
        #expect(try JournalReplay(data: data).holdsUnsavedWork)
        header.documentPath = "/doc/x.inkstone"
        var named = Journal.filePrefix
        named.append(try Journal.frame(.header, try Journal.Packing.encode(header)))
        named.append(try Journal.frame(.base, try Journal.Packing.encode(JournalFixtures.document())))
        #expect(try !JournalReplay(data: named).holdsUnsavedWork)
    }

    @Test func aClaimedJournalIsNotOfferedToASecondClaimer() throws {
        let sandbox = try JournalSandbox()
        let path = try journal(in: sandbox, unsavedBase: false, edits: 2)
        let first = sandbox.store.claimRecoverable().claims
        #expect(first.map(\.summary.path) == [path])
        #expect(sandbox.store.claimRecoverable().claims.isEmpty, "claimed by the first")
        #expect(sandbox.store.recoverable().isEmpty)
        first.forEach { $0.release() }
        #expect(sandbox.store.claimRecoverable().claims.map(\.summary.path) == [path], "released: offered again")
    }

    @Test func aLiveWritersJournalIsLockedAgainstClaims() throws {
        let sandbox = try JournalSandbox()
        let writer = try sandbox.store.create(for: nil)
        writer.begin(with: JournalFixtures.document())
        try writer.flush()
        #expect(JournalClaim.take(writer.path).isBusy)
        writer.retire()
    }

    @Test func aZombieWriterCountsAsGone() throws {
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/true"), nil]
        defer { argv.forEach { free($0) } }
        #expect(posix_spawn(&pid, "/bin/true", nil, nil, argv, nil) == 0)
        var info = siginfo_t()
        // Wait until it has exited, without reaping it: a zombie, as right after a crash.
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
        #expect(kill(pid, 0) == 0, "a zombie still answers kill(pid, 0)")
        #expect(!JournalProcess.of(pid).isRunning)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    @Test func aJournalWithoutPagesIsSetAsideWithItsReason() throws {
        let sandbox = try JournalSandbox()
        var empty = JournalFixtures.document()
        empty.pages = []
        let writer = try sandbox.store.create(for: nil, writer: .of(try JournalFixtures.deadPID()), unsavedBase: true)
        writer.begin(with: empty)
        try writer.flush()
        #expect(throws: JournalError.unusable(path: "journal", reason: "its document has no pages")) {
            try JournalReplay(data: try Data(contentsOf: URL(fileURLWithPath: writer.path)))
        }
        let (claims, problems) = sandbox.store.claimRecoverable()
        #expect(claims.isEmpty)
        #expect(problems.map(\.description) == ["journal \(writer.path) cannot be recovered: its document has no pages; it is kept as \(writer.path).unusable"])
        #expect(problems.first?.summary == "its document has no pages (kept as \((writer.path as NSString).lastPathComponent).unusable)")
        #expect(FileManager.default.fileExists(atPath: writer.path + ".unusable"))
        #expect(sandbox.store.claimRecoverable().problems.isEmpty, "said once")
    }

    @Test func aJournalAtTheEndOfTheIDSpaceRecoversAndTakesStrokes() throws {
        let sandbox = try JournalSandbox()
        // One stroke in it: a blank untitled document holds no work to offer.
        let doc = Document(pages: [Page(strokes: [CorpusWriter.line(5, y: 100)])], images: [:], nextStrokeID: UInt64.max)
        let writer = try sandbox.store.create(for: nil, writer: .of(try JournalFixtures.deadPID()), unsavedBase: true)
        writer.begin(with: doc)
        try writer.flush()
        let claim = try #require(sandbox.store.claimRecoverable().claims.first)
        var recovered = try claim.recover().document
        let ids = (0..<3).map { _ in recovered.makeStrokeID().raw }
        #expect(Set(ids).count == 3)
    }

    @Test func aTornStartHoldsNothingAndIsDeleted() throws {
        let sandbox = try JournalSandbox()
        _ = try journal(in: sandbox, unsavedBase: true)
        let torn = sandbox.store.folder.appendingPathComponent("1-1-torn.journal").path
        try Journal.filePrefix.prefix(10).write(to: URL(fileURLWithPath: torn))
        let (claims, problems) = sandbox.store.claimRecoverable()
        #expect(claims.count == 1 && problems.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: torn))
    }
}

@Suite struct JournalDeletedTests {
    @Test func aFlushIntoADeletedJournalFailsAndSaysSo() throws {
        let sandbox = try JournalSandbox()
        var doc = JournalFixtures.document()
        let writer = try sandbox.store.create(for: nil)
        writer.begin(with: doc)
        try writer.flush()
        #expect(!writer.wasDeleted)
        unlink(writer.path)
        writer.append(JournalFixtures.addition(to: &doc, page: 0))
        #expect(throws: JournalError.io(path: writer.path, reason: JournalWriter.deletedReason)) { try writer.flush() }
        #expect(writer.wasDeleted)
        writer.retire()
    }
}

extension JournalClaim.Outcome {
    var isBusy: Bool { if case .busy = self { return true } else { return false } }
}
