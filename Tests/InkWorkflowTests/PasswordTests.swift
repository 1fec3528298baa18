/// Encrypted PDFs, without X: opening one asks for its password in the window (a prompt with
/// a hidden field), a wrong one is said and asked again, Cancel leaves it unopened; one named
/// on the command line is asked for once the window is up.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkTestSupport
@testable import InkWorkflow

@Suite(.serialized) @MainActor struct PasswordTests {
    static let paper = Document(pages: [Page(background: .blank, blankSize: Size(612, 792)), Page(background: .blank, blankSize: Size(612, 792))])

    static func files() -> FakeFiles {
        let files = FakeFiles()
        files.documents["/docs/locked.pdf"] = paper
        files.passwords["/docs/locked.pdf"] = "Sesame"
        return files
    }

    @Test func openingAnEncryptedPDFAsksForItsPasswordUntilItIsRight() throws {
        let state = try StateFolder()
        var s = Session(state: state, files: Self.files())
        s.show(s.workflow.chosen(.open, "/docs/locked.pdf", &s.editor))
        #expect(s.editor.prompt?.topic == .password)
        #expect(s.editor.prompt?.message == "Password needed")
        #expect(s.editor.prompt?.secret == "")
        s.type("open")
        #expect(s.editor.prompt?.message == "Wrong password", "said, and asked again")
        #expect(s.editor.prompt?.secret == "", "the field starts empty again")
        #expect(s.editor.document.pages.count == 1, "nothing opened yet")
        s.show(s.editor.handle(KeyChord(.character("s"), .shift)))
        s.type("esamx", then: .backspace)
        #expect(s.editor.prompt?.secret == "Sesam")
        s.type("e")
        #expect(s.editor.prompt == nil)
        #expect(s.editor.document.pages.count == 2, "opened")
        #expect(s.title == "locked.pdf — Inkstone")
    }

    @Test func cancelLeavesThePDFUnopened() throws {
        let state = try StateFolder()
        var s = Session(state: state, files: Self.files())
        s.draw()
        s.show(s.workflow.chosen(.open, "/docs/locked.pdf", &s.editor))
        // Unsaved changes are asked about first; then the password.
        s.answer(1)   // Don't Save
        #expect(s.editor.prompt?.topic == .password)
        s.type("nope", then: .escape)
        #expect(s.editor.prompt == nil)
        #expect(s.editor.document.pages[0].strokes.count == 1, "the document shown stays")
        #expect(s.workflow.hasUnsavedChanges(s.editor))
    }

    @Test func aPDFFromTheCommandLineIsAskedForInTheWindow() throws {
        let state = try StateFolder()
        var s = Session(state: state, files: Self.files(), lockedInputs: ["/docs/locked.pdf"])
        #expect(s.editor.prompt?.topic == .password, "asked at start")
        s.type("Sesame")
        #expect(s.editor.document.pages.count == 2)
        #expect(s.title == "locked.pdf — Inkstone")
        #expect(!s.workflow.hasUnsavedChanges(s.editor))
    }
}
