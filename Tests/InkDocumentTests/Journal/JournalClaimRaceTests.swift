/// A journal another Inkstone retired while this one was opening it is not offered again: that
/// Inkstone deletes the file and then lets its lock go, so a start that opened the file just
/// before (a window Recover opens for the files it was started on, or two starts together)
/// gets the lock on a file nobody can see, whose work is already held elsewhere.
import Foundation
import Testing
@testable import InkDocument

@Suite struct JournalClaimRaceTests {
    /// A dead run's journal in `sandbox`, and its path.
    static func deadJournal(in sandbox: JournalSandbox) throws -> String {
        let writer = try sandbox.store.create(for: nil, writer: .of(try JournalFixtures.deadPID()))
        writer.begin(with: JournalFixtures.document())
        try writer.flush()
        writer.setAside()
        return writer.path
    }

    @Test func aJournalDeletedAfterItWasOpenedIsNotClaimed() throws {
        let sandbox = try JournalSandbox()
        let path = try Self.deadJournal(in: sandbox)
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        try #require(fd >= 0)
        unlink(path)   // the other Inkstone retires it, then its lock goes
        guard case .busy = JournalClaim.take(fd, path: path) else {
            Issue.record("a deleted journal was claimed and would be offered again")
            return
        }
    }

    @Test func aJournalReplacedAfterItWasOpenedIsNotClaimedThroughTheOldFile() throws {
        let sandbox = try JournalSandbox()
        let path = try Self.deadJournal(in: sandbox)
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        try #require(fd >= 0)
        let copy = path + ".new"
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        #expect(rename(copy, path) == 0)
        guard case .busy = JournalClaim.take(fd, path: path) else {
            Issue.record("the old file was claimed under a name that is another's now")
            return
        }
        // The file the name holds now is claimed as usual.
        guard case .found(let claim) = JournalClaim.take(path) else {
            Issue.record("the journal under its name was not claimed")
            return
        }
        claim.release()
    }

    @Test func aJournalStillNamedIsClaimed() throws {
        let sandbox = try JournalSandbox()
        let path = try Self.deadJournal(in: sandbox)
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        try #require(fd >= 0)
        guard case .found(let claim) = JournalClaim.take(fd, path: path) else {
            Issue.record("not claimed")
            return
        }
        #expect(claim.summary.strokeCount > 0)
        claim.release()
    }
}
