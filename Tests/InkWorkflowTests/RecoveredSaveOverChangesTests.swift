/// Recovered work saved over its file, without X: the journal names the version of the file the
/// work was last in step with, so a save after the recovery asks before replacing a version
/// another window or program saved meanwhile (as a save before the crash would have). Before,
/// the recovery took the file as it was then for the one it knew: Ctrl+S replaced the other
/// window's save without a word.
import Foundation
import Testing
@testable import InkDocument
import InkInput
import InkInterface
@testable import InkWorkflow

@Suite(.serialized) @MainActor struct RecoveredSaveOverChangesTests {
    static let path = SaveOverChangesTests.path
    static let known = FileVersion(device: 1, inode: 1, size: 1, modified: 0)

    /// Notes.inkstone on disk at `version`, its journal (`knowing`) recovered.
    static func recovered(_ state: StateFolder, fileAt version: FileVersion, knowing: FileVersion?) throws -> (Session, Document) {
        let files = FakeFiles()
        let theirs = OpenTests.other()
        files.documents[path] = theirs
        files.versions[path] = version
        var mine = OpenTests.other()
        mine.pages.append(Page())
        try RecoveryTests.leaveJournal(in: state, of: mine, for: path, savedFile: knowing)
        var s = Session(state: state, files: files)
        #expect(s.editor.prompt?.topic == .recovery)
        s.answer(0)   // Recover
        s.settleJournal()
        return (s, theirs)
    }

    @Test func aFileSavedElsewhereBeforeTheRecoveryIsNotReplacedWithoutAsking() throws {
        let state = try StateFolder()
        var (s, theirs) = try Self.recovered(state, fileAt: FileVersion(device: 1, inode: 7, size: 1, modified: 0), knowing: Self.known)
        s.key("s")
        #expect(s.editor.prompt?.topic == .replaceChanged)
        #expect(s.files.documents[Self.path] == theirs, "nothing written yet")
        s.answer(0)   // Replace
        #expect(s.files.documents[Self.path] == s.editor.document)
    }

    @Test func aFileNobodyTouchedIsSavedAtOnce() throws {
        let state = try StateFolder()
        var (s, _) = try Self.recovered(state, fileAt: Self.known, knowing: Self.known)
        s.key("s")
        #expect(s.editor.prompt == nil)
        #expect(s.files.documents[Self.path] == s.editor.document)
    }

    /// A journal naming no version (an older Inkstone's) takes the file as it is, as before.
    @Test func aJournalNamingNoVersionTakesTheFileAsItIs() throws {
        let state = try StateFolder()
        var (s, _) = try Self.recovered(state, fileAt: FileVersion(device: 1, inode: 7, size: 1, modified: 0), knowing: nil)
        s.key("s")
        #expect(s.editor.prompt == nil)
    }

    /// The journals a window writes name the version it knows, and the journal begun over
    /// recovered work names the version the lost one knew (for a second crash).
    @Test func eachJournalNamesTheVersionTheWorkKnows() throws {
        let state = try StateFolder()
        var s = SaveOverChangesTests.opened(state)
        s.settleJournal()
        let header = try JournalReplay(contentsOf: state.journalFolder + "/" + (state.journals.first ?? "")).header
        #expect(header.savedFile == Self.known)
        s.workflow.finish()

        let second = try StateFolder()
        var (r, _) = try Self.recovered(second, fileAt: FileVersion(device: 1, inode: 7, size: 1, modified: 0), knowing: Self.known)
        r.draw(y: 450)
        r.settleJournal()
        let headers = try second.journals.map { try JournalReplay(contentsOf: second.journalFolder + "/" + $0).header }
        #expect(headers.count == 1 && headers.allSatisfy { $0.savedFile == Self.known }, "\(headers)")
    }
}
