/// Saving over a file another window or program saved since this window read or wrote it, without
/// X: Ctrl+S asks before replacing that version (Replace, Save as…, Cancel); a file nobody else
/// touched saves at once, as before.
import Foundation
import Testing
import InkDocument
import InkInput
import InkInterface
@testable import InkWorkflow

@Suite(.serialized) @MainActor struct SaveOverChangesTests {
    static let path = "/home/ink/Notes.inkstone"

    /// A session on Notes.inkstone as opened from the command line, with a stroke drawn.
    static func opened(_ state: StateFolder) -> Session {
        let files = FakeFiles()
        files.documents[path] = Document()
        files.versions[path] = FileVersion(device: 1, inode: 1, size: 1, modified: 0)
        var s = Session(state: state, files: files, title: "Notes.inkstone", path: path, inputs: [path])
        s.draw()
        return s
    }

    @Test func aFileSavedElsewhereSinceItWasOpenedIsNotReplacedWithoutAsking() throws {
        let state = try StateFolder()
        var s = Self.opened(state)
        let theirs = OpenTests.other()
        s.files.changeElsewhere(Self.path, to: theirs)
        s.key("s")
        #expect(s.editor.prompt?.topic == .replaceChanged)
        #expect(s.editor.prompt?.message == "Notes.inkstone changed since it was opened")
        #expect(s.files.documents[Self.path] == theirs, "nothing written yet")
        s.answer(2)   // Cancel
        #expect(s.files.documents[Self.path] == theirs)
        #expect(s.workflow.hasUnsavedChanges(s.editor))

        s.key("s")
        s.answer(0)   // Replace
        #expect(s.files.documents[Self.path] == s.editor.document)
        #expect(!s.workflow.hasUnsavedChanges(s.editor))
        s.draw(y: 500)
        s.key("s")
        #expect(s.editor.prompt == nil, "this window's own save is the version it knows")
        #expect(s.files.documents[Self.path] == s.editor.document)
    }

    @Test func saveAsFromThePromptAsksWhere() throws {
        let state = try StateFolder()
        var s = Self.opened(state)
        s.files.changeElsewhere(Self.path, to: OpenTests.other())
        s.key("s")
        s.answer(1)   // Save as…
        #expect(s.editor.chooser?.mode == .save)
    }

    /// A file nobody else saved is saved at once; so is one deleted elsewhere (written again).
    @Test(arguments: [false, true]) func aFileNobodyElseSavedIsSavedAtOnce(deletedElsewhere: Bool) throws {
        let state = try StateFolder()
        var s = Self.opened(state)
        if deletedElsewhere {
            s.files.versions[Self.path] = nil
            s.files.documents[Self.path] = nil
        }
        s.key("s")
        #expect(s.editor.prompt == nil)
        #expect(s.files.documents[Self.path] == s.editor.document)
    }

    /// The window closed over the file another program saved since, the close's Save answered.
    static func closingOverTheirs(_ state: StateFolder) -> (session: Session, theirs: Document) {
        var s = Self.opened(state)
        let theirs = OpenTests.other()
        s.files.changeElsewhere(Self.path, to: theirs)
        s.show(s.workflow.closeRequested(&s.editor))
        s.answer(0)   // Save
        return (s, theirs)
    }

    @Test func closingAsksTooBeforeReplacingTheirVersion() throws {
        let state = try StateFolder()
        var (s, theirs) = Self.closingOverTheirs(state)
        #expect(s.editor.prompt?.topic == .replaceChanged)
        #expect(!s.platform.contains(.quit))
        #expect(s.files.documents[Self.path] == theirs)
        s.answer(0)   // Replace: saved, and the quit goes on
        #expect(s.files.documents[Self.path] == s.editor.document)
        #expect(s.platform.contains(.quit))
    }

    /// Save as… from the question on the way out: the close goes on once saved there. Before,
    /// the close was forgotten and the window stayed, saved.
    @Test func saveAsFromTheQuestionOnTheWayOutGoesOnWithTheClose() throws {
        let state = try StateFolder()
        var (s, theirs) = Self.closingOverTheirs(state)
        s.answer(1)   // Save as…
        #expect(s.editor.chooser?.mode == .save)
        #expect(!s.platform.contains(.quit))
        s.chose(.save, "/docs/Mine.inkstone")
        #expect(s.files.documents["/docs/Mine.inkstone"] == s.editor.document)
        #expect(s.files.documents[Self.path] == theirs, "theirs kept")
        #expect(s.platform.contains(.quit))
    }

    @Test func cancellingTheQuestionCancelsTheClose() throws {
        let state = try StateFolder()
        var s = Self.opened(state)
        s.files.changeElsewhere(Self.path, to: OpenTests.other())
        s.show(s.workflow.closeRequested(&s.editor))
        s.answer(0)   // Save
        s.answer(2)   // Cancel
        #expect(s.editor.prompt == nil)
        #expect(!s.platform.contains(.quit))
        s.key("s")
        s.answer(0)   // Replace, from Ctrl+S this time: no quit
        #expect(!s.platform.contains(.quit))
        #expect(!s.workflow.hasUnsavedChanges(s.editor))
    }
}

/// `FileVersion` on disk: the same file reads the same; an atomic save (a new file under the
/// name) is another version, even of the same bytes.
@Suite struct FileVersionTests {
    @Test func anAtomicSaveIsANewVersion() throws {
        let folder = NSTemporaryDirectory() + "inkstone-version-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Notes.inkstone"
        #expect(FileVersion(path: path) == nil)
        try DocumentFile.save(Document(), to: URL(fileURLWithPath: path))
        let first = try #require(FileVersion(path: path))
        #expect(FileVersion(path: path) == first)
        try DocumentFile.save(Document(), to: URL(fileURLWithPath: path))
        #expect(FileVersion(path: path) != first)
    }
}
