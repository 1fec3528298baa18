/// The files the person opens or saves are handed to the desktop's list of recently used files
/// (`DocumentFiles.markUsed`): the ones a window starts on, one opened, one saved; not one that
/// failed to open or to save.
import Foundation
import Testing
import InkDocument
import InkInterface
@testable import InkWorkflow

@MainActor @Suite struct RecentlyUsedWorkflowTests {
    @Test func theFilesAWindowStartsOnAreUsed() throws {
        let state = try StateFolder()
        let s = Session(state: state, title: "notes.pdf", inputs: ["/home/ink/notes.pdf"])
        #expect(s.files.used == ["/home/ink/notes.pdf"])
    }

    @Test func anOpenedAndASavedFileAreUsedAFailedOneIsNot() throws {
        let state = try StateFolder()
        var s = Session(state: state)
        s.files.documents["/home/ink/a.inkstone"] = Document()
        #expect(s.files.used.isEmpty, "a new document")
        _ = s.workflow.open("/home/ink/missing.inkstone", &s.editor)
        #expect(s.files.used.isEmpty, "not opened")
        _ = s.workflow.open("/home/ink/a.inkstone", &s.editor)
        #expect(s.files.used == ["/home/ink/a.inkstone"])
        s.files.saveFailure = FakeFileError(description: "disk full")
        _ = s.workflow.save(to: "/home/ink/b.inkstone", &s.editor)
        #expect(s.files.used == ["/home/ink/a.inkstone"], "not saved")
        s.files.saveFailure = nil
        _ = s.workflow.save(to: "/home/ink/b.inkstone", &s.editor)
        #expect(s.files.used == ["/home/ink/a.inkstone", "/home/ink/b.inkstone"])
    }
}
