/// Work recovered on an encrypted PDF asks for the PDF's password before it is shown, as
/// opening the saved notebook does (a journal never holds a password). Before, its pages
/// stayed pink, "protected by a password", until the notebook was saved and opened again.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface
@testable import InkWorkflow

@Suite(.serialized) @MainActor struct RecoveredPasswordTests {
    /// A journal of annotated pages whose PDF (key "pdf-key") opens with "Sesam".
    static func crashedOnALockedPDF(_ state: StateFolder) throws -> (FakeFiles, Document) {
        var document = OpenTests.other()
        document.images["pdf-key"] = Data("%PDF-1.7 locked".utf8)
        _ = try RecoveryTests.leaveJournal(in: state, of: document, name: "lecture.pdf")
        let files = FakeFiles()
        files.lockedPDFs["pdf-key"] = "Sesam"
        return (files, document)
    }

    @Test func thePasswordIsAskedBeforeTheWorkIsShown() throws {
        let state = try StateFolder()
        let (files, document) = try Self.crashedOnALockedPDF(state)
        var s = Session(state: state, files: files)
        #expect(s.editor.prompt?.topic == .recovery)
        s.answer(0)   // Recover
        #expect(s.editor.prompt?.topic == .password)
        #expect(s.editor.prompt?.detail.contains("lecture.pdf") == true, "\(s.editor.prompt?.detail ?? "")")
        s.type("open")
        #expect(s.editor.prompt?.message == "Wrong password")
        s.type("Sesam")
        #expect(s.editor.prompt == nil)
        #expect(s.editor.document.pdfPasswords == ["pdf-key": "Sesam"])
        #expect(s.editor.document.pages == document.pages, "the work recovered")
        #expect(s.workflow.hasUnsavedChanges(s.editor))
    }

    @Test func cancelShowsTheWorkWithoutIt() throws {
        let state = try StateFolder()
        let (files, document) = try Self.crashedOnALockedPDF(state)
        var s = Session(state: state, files: files)
        s.answer(0)   // Recover
        s.type("", then: .escape)
        #expect(s.editor.prompt == nil)
        #expect(s.editor.document.pages == document.pages, "recovered all the same")
        #expect(s.editor.document.pdfPasswords.isEmpty)
        #expect(s.workflow.hasUnsavedChanges(s.editor))
    }
}
