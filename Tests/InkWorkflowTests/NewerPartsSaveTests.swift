/// Saving over a file a newer Inkstone wrote with parts this one reads past and cannot write
/// back (an optional section, manifest members of its own), without X: Ctrl+S asks first, Save
/// as… first (the newer file kept whole), Save Anyway drops them, Cancel writes nothing; asked
/// once, not at every save. Before, saving dropped them without a word.
import Foundation
import Testing
import InkDocument
import InkInput
import InkInterface
@testable import InkWorkflow

@Suite(.serialized) @MainActor struct NewerPartsSaveTests {
    static let path = SaveOverChangesTests.path

    /// Notes.inkstone opened, holding parts this Inkstone cannot keep, a stroke drawn.
    static func opened(_ state: StateFolder) -> Session {
        var s = SaveOverChangesTests.opened(state)
        s.files.unkept[path] = ["a section \"zzzz\"", "pages[].layer"]
        return s
    }

    @Test func savingOverItAsksFirstAndCancelWritesNothing() throws {
        let state = try StateFolder()
        var s = Self.opened(state)
        let before = s.files.documents[Self.path]
        s.key("s")
        #expect(s.editor.prompt?.topic == .dropNewerParts)
        #expect(s.editor.prompt?.choices.first == "Save as…", "Enter keeps the newer file whole")
        #expect(s.editor.prompt?.detail.contains("pages[].layer") == true)
        s.answer(2)   // Cancel
        #expect(s.files.documents[Self.path] == before && s.files.saves.isEmpty)
        s.key("s")
        s.answer(0)   // Save as…
        #expect(s.editor.chooser?.mode == .save)
        #expect(s.files.saves.isEmpty)
    }

    @Test func saveAnywayDropsThemOnceAndLaterSavesDoNotAsk() throws {
        let state = try StateFolder()
        var s = Self.opened(state)
        s.key("s")
        s.answer(1)   // Save Anyway
        #expect(s.files.saves == [Self.path])
        #expect(s.files.documents[Self.path] == s.editor.document)
        s.files.unkept[Self.path] = nil   // what this Inkstone wrote holds none
        s.draw(y: 450)
        s.key("s")
        #expect(s.editor.prompt == nil)
        #expect(s.files.saves == [Self.path, Self.path])
    }

    /// Closing the window, Save: the same question, and the close goes on once saved.
    @Test func aClosesSaveAsksTooThenCloses() throws {
        let state = try StateFolder()
        var s = Self.opened(state)
        s.show(s.workflow.closeRequested(&s.editor))
        s.answer(0)   // Save (the close's)
        #expect(s.editor.prompt?.topic == .dropNewerParts)
        s.answer(1)   // Save Anyway
        #expect(s.files.saves == [Self.path])
        #expect(s.platform.contains(.quit))
    }

    @Test func aFileWithNoneSavesAtOnce() throws {
        let state = try StateFolder()
        var s = SaveOverChangesTests.opened(state)
        s.key("s")
        #expect(s.editor.prompt == nil && s.files.saves == [Self.path])
    }
}
