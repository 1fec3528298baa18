/// Recovery in a window started on files, without X: the work of a crashed run comes into the
/// window, and the files it was asked to show open in a new one (never dropped, and a PDF
/// waiting for its password never takes the recovered work's place); work on those same files
/// opens nothing more.
import Foundation
import Testing
@testable import InkDocument
import InkGeometry
import InkInput
import InkInterface
@testable import InkWorkflow

@Suite(.serialized) @MainActor struct RecoveryBesideInputsTests {
    static let paper = PasswordTests.paper

    /// A journal of `document` named as work on files (an annotated PDF), left by a dead process.
    static func leaveNamedJournal(in state: StateFolder, of document: Document, name: String) throws {
        try RecoveryTests.leaveJournal(in: state, of: document, name: name)
    }

    /// The files the platform was asked to open in new windows.
    func newWindows(_ s: Session) -> [[String]] {
        s.platform.compactMap { if case .openInNewWindow(let paths) = $0 { paths } else { nil } }
    }

    @Test func recoveringAnotherDocumentOpensTheFilesAskedForInANewWindow() throws {
        let state = try StateFolder()
        let lost = OpenTests.other()
        _ = try RecoveryTests.leaveJournal(in: state, of: lost)
        var s = Session(state: state, document: Self.paper, title: "notes.pdf", sourceFolder: "/docs", inputs: ["/docs/notes.pdf"])
        #expect(s.editor.prompt?.detail == "Inkstone ended before an untitled document was saved (1 stroke).")
        s.answer(0)   // Recover
        #expect(s.editor.document == lost, "the recovered work comes into this window")
        #expect(newWindows(s) == [["/docs/notes.pdf"]], "and the PDF asked for is not dropped")
        #expect(s.editor.notice?.text == "notes.pdf opens in a new window.")
        #expect(s.title == "*Recovered — Inkstone")
    }

    @Test func discardingKeepsTheFilesInThisWindow() throws {
        let state = try StateFolder()
        _ = try RecoveryTests.leaveJournal(in: state, of: OpenTests.other())
        var s = Session(state: state, document: Self.paper, title: "notes.pdf", sourceFolder: "/docs", inputs: ["/docs/notes.pdf"])
        s.answer(1)   // Discard
        #expect(s.editor.document == Self.paper)
        #expect(newWindows(s).isEmpty)
    }

    @Test func recoveringWorkOnTheSameFilesOpensNothingMore() throws {
        let state = try StateFolder()
        let annotated = OpenTests.other()
        try Self.leaveNamedJournal(in: state, of: annotated, name: "notes.pdf")
        var s = Session(state: state, document: Self.paper, title: "notes.pdf", sourceFolder: "/docs", inputs: ["/docs/notes.pdf"])
        #expect(s.editor.prompt?.detail == "Inkstone ended before notes.pdf was saved (1 stroke).")
        s.answer(0)
        #expect(s.editor.document == annotated)
        #expect(newWindows(s).isEmpty, "the work recovered is that PDF's")
        #expect(s.title == "*notes.pdf — Inkstone")
    }

    @Test func recoveringTheSameNotebookOpensNothingMore() throws {
        let state = try StateFolder()
        _ = try RecoveryTests.leaveJournal(in: state, of: OpenTests.other(), for: "/docs/Lost.inkstone")
        var s = Session(state: state, document: Self.paper, title: "Lost.inkstone", path: "/docs/Lost.inkstone",
                        inputs: ["/docs/Lost.inkstone"])
        s.answer(0)
        #expect(newWindows(s).isEmpty)
        #expect(s.title == "*Lost.inkstone — Inkstone")
    }

    /// Before, the password was asked after Recover and the PDF then replaced the recovered
    /// work without a question; a clean quit afterwards deleted its journal.
    @Test func aPDFWaitingForItsPasswordOpensInANewWindowAndTheRecoveredWorkStays() throws {
        let state = try StateFolder()
        let lost = OpenTests.other()
        _ = try RecoveryTests.leaveJournal(in: state, of: lost)
        var s = Session(state: state, files: PasswordTests.files(), lockedInputs: ["/docs/locked.pdf"])
        #expect(s.editor.prompt?.topic == .recovery, "recovery is offered first")
        s.answer(0)
        #expect(s.editor.prompt == nil, "the password is asked in the new window, not here")
        #expect(newWindows(s) == [["/docs/locked.pdf"]])
        #expect(s.editor.document == lost)
        #expect(s.workflow.hasUnsavedChanges(s.editor))
        s.show(s.workflow.closeRequested(&s.editor))
        #expect(s.editor.prompt?.topic == .closeUnsaved, "quitting asks about the recovered work")
    }

    @Test func discardingStillAsksForThePassword() throws {
        let state = try StateFolder()
        _ = try RecoveryTests.leaveJournal(in: state, of: OpenTests.other())
        var s = Session(state: state, files: PasswordTests.files(), lockedInputs: ["/docs/locked.pdf"])
        s.answer(1)
        #expect(s.editor.prompt?.topic == .password)
        s.type("Sesame")
        #expect(s.editor.document.pages.count == 2)
        #expect(newWindows(s).isEmpty)
    }
}
