/// A PDF annotated and saved as a notebook, opened again (that run or a later one): the window
/// says the notes are in the notebook and offers to open it instead. Before, the clean PDF
/// opened with no word of them (the QA pass's teacher thought the grading lost).
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInterface
@testable import InkWorkflow

@Suite(.serialized) @MainActor struct SavedNotebookTests {
    static func files() -> FakeFiles {
        let files = FakeFiles()
        files.documents["/docs/paper.pdf"] = StateKeeperTests.pages(3)
        files.documents["/docs/other.pdf"] = StateKeeperTests.pages(2)
        return files
    }

    @Test func aPDFSavedAsANotebookOffersItWhenOpenedAgain() throws {
        let store = MemoryStore()
        let files = Self.files()
        var s = Session(state: try StateFolder(), files: files)
        s.workflow.stateKeeper = StateKeeper(store: store)
        s.show(s.workflow.open("/docs/paper.pdf", &s.editor))
        #expect(s.editor.prompt == nil, "never saved: nothing to offer")
        s.draw()
        s.key("s")
        s.chose(.save, "/docs/paper.inkstone")
        #expect(files.saves == ["/docs/paper.inkstone"])
        let graded = s.editor.document
        s.show(s.workflow.open("/docs/other.pdf", &s.editor))
        #expect(s.editor.prompt == nil)
        try s.workflow.stateKeeper?.finish(s.editor, documentKey: s.workflow.documentKey)

        // A later run opens the PDF again.
        var t = Session(state: try StateFolder(), files: files)
        t.workflow.stateKeeper = StateKeeper(store: store)
        t.show(t.workflow.open("/docs/paper.pdf", &t.editor))
        #expect(t.editor.prompt?.topic == .savedNotebook)
        #expect(t.editor.prompt?.message == "Your notes on paper.pdf are in paper.inkstone")
        t.answer(0)   // Open paper.inkstone
        #expect(t.workflow.documentPath == "/docs/paper.inkstone")
        #expect(t.editor.document == graded)

        t.show(t.workflow.open("/docs/paper.pdf", &t.editor))
        t.answer(1)   // Open paper.pdf alone
        #expect(t.workflow.documentPath == nil)
        #expect(t.editor.document == files.documents["/docs/paper.pdf"])
    }

    /// Started on the PDF (`inkstone paper.pdf`, a double-click in the file manager): asked at start.
    @Test func aStartOnThePDFOffersTheNotebook() throws {
        let store = MemoryStore()
        store.state.remember(DocumentView(key: "/docs/paper.pdf", page: 0, x: 0, y: 0, zoom: 1, savedAs: "/docs/paper.inkstone"))
        let files = Self.files()
        files.documents["/docs/paper.inkstone"] = StateKeeperTests.pages(3)
        var s = Session(state: try StateFolder(), files: files, document: StateKeeperTests.pages(3), title: "paper.pdf",
                        sourceFolder: "/docs", inputs: ["/docs/paper.pdf"])
        #expect(s.editor.prompt == nil)
        s.workflow.openedKey = "/docs/paper.pdf"
        s.workflow.stateKeeper = StateKeeper(store: store)
        s.show(s.workflow.begin(&s.editor))   // as the platform does, once the keeper is set
        #expect(s.editor.prompt?.topic == .savedNotebook)
    }

    @Test func aNotebookNoLongerThereIsNotOffered() throws {
        let store = MemoryStore()
        store.state.remember(DocumentView(key: "/docs/paper.pdf", page: 0, x: 0, y: 0, zoom: 1, savedAs: "/docs/gone.inkstone"))
        var s = Session(state: try StateFolder(), files: Self.files())
        s.workflow.stateKeeper = StateKeeper(store: store)
        s.show(s.workflow.open("/docs/paper.pdf", &s.editor))
        #expect(s.editor.prompt == nil)
    }
}
