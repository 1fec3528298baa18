/// Undo back to what the file holds leaves nothing unsaved, as in Xournal++: the title loses
/// its star and closing asks nothing. Before, any change counted until the next save, even one
/// undone: a teacher learnt to answer "Don't Save" by habit.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface
@testable import InkWorkflow

@Suite(.serialized) @MainActor struct UndoToSavedTests {
    static func opened(_ state: StateFolder) -> Session {
        let files = FakeFiles()
        files.documents["/home/ink/Notes.inkstone"] = OpenTests.other()
        var s = Session(state: state, files: files, document: OpenTests.other(), title: "Notes.inkstone", path: "/home/ink/Notes.inkstone")
        s.show(s.editor.showStart())
        return s
    }

    @Test func undoingEveryChangeSinceTheSaveLeavesNothingUnsaved() throws {
        var s = Self.opened(try StateFolder())
        s.draw()
        s.draw(y: 400)
        #expect(s.workflow.hasUnsavedChanges(s.editor))
        s.key("z")
        #expect(s.workflow.hasUnsavedChanges(s.editor), "one change still there")
        s.key("z")
        #expect(!s.workflow.hasUnsavedChanges(s.editor), "back to what the file holds")
        #expect(s.title == "Notes.inkstone — Inkstone")
        s.key("y")
        #expect(s.workflow.hasUnsavedChanges(s.editor), "redone: unsaved again")
        #expect(s.title == "*Notes.inkstone — Inkstone")
    }

    @Test func redoingBackToASaveInTheMiddleLeavesNothingUnsaved() throws {
        var s = Self.opened(try StateFolder())
        s.draw()
        s.key("s")
        #expect(!s.workflow.hasUnsavedChanges(s.editor))
        s.key("z")
        #expect(s.workflow.hasUnsavedChanges(s.editor), "the file holds the stroke")
        s.key("y")
        #expect(!s.workflow.hasUnsavedChanges(s.editor))
    }

    @Test func anotherChangeAfterAnUndoIsUnsavedEvenWhereTheCountMatches() throws {
        var s = Self.opened(try StateFolder())
        s.draw()
        s.key("z")
        s.draw(y: 500)
        #expect(s.workflow.hasUnsavedChanges(s.editor))
        s.key("z")
        #expect(!s.workflow.hasUnsavedChanges(s.editor))
    }

    @Test func recoveredWorkIsUnsavedWhateverIsUndone() throws {
        var s = Self.opened(try StateFolder())
        s.workflow.markRecoveredUnsaved()
        s.draw()
        s.key("z")
        #expect(s.workflow.hasUnsavedChanges(s.editor), "no file holds recovered work")
    }
}
