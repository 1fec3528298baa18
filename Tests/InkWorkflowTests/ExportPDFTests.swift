/// Ctrl+Shift+E (and the Document menu's Export PDF): the document as one PDF beside it, in
/// the background as the pages' export is; a PDF the document was opened from is never
/// written over (the new one takes the next free name), and one export runs at a time.
import Foundation
import Testing
import InkDocument
import InkInterface
@testable import InkWorkflow

@MainActor @Suite struct ExportPDFTests {
    @Test func aSavedDocumentExportsBesideItself() throws {
        let state = try StateFolder()
        let files = FakeFiles()
        var s = Session(state: state, files: files, path: "/docs/Talk.inkstone")
        s.key("e", [.control, .shift])
        #expect(files.pdfExports == ["/docs/Talk.pdf"])
        #expect(s.editor.notice?.text == "Exporting 1 page to /docs/Talk.pdf…")
        _ = s.workflow.pageExport(.finished(count: 1), &s.editor)
        #expect(s.editor.notice?.text == "Exported 1 page to /docs/Talk.pdf")
        s.key("e", [.control, .shift])
        #expect(files.pdfExports == ["/docs/Talk.pdf", "/docs/Talk.pdf"], "its own last export, unchanged since, is replaced")
        _ = s.workflow.pageExport(.finished(count: 1), &s.editor)
        // Changed by someone else (or replaced) since: kept, a new name taken.
        files.changeElsewhere("/docs/Talk.pdf", to: Document())
        s.key("e", [.control, .shift])
        #expect(files.pdfExports.last == "/docs/Talk 2.pdf")
        _ = s.workflow.pageExport(.failed("the disk is full"), &s.editor)
        s.key("e", [.control, .shift])
        #expect(files.pdfExports.last == "/docs/Talk 3.pdf", "a failed export is not replaced: it left nothing of its own")
    }

    /// Another document opened in the window (whose name begins with the last one's) exports
    /// to its own name: the last document's export is not its to replace.
    @Test func anotherDocumentsExportIsNotReplaced() throws {
        let state = try StateFolder()
        let files = FakeFiles()
        files.documents["/docs/Talk.inkstone"] = Document()
        var s = Session(state: state, files: files, path: "/docs/Talk notes.inkstone")
        s.key("e", [.control, .shift])
        _ = s.workflow.pageExport(.finished(count: 1), &s.editor)
        _ = s.workflow.open("/docs/Talk.inkstone", &s.editor)
        s.key("e", [.control, .shift])
        #expect(files.pdfExports == ["/docs/Talk notes.pdf", "/docs/Talk.pdf"])
    }

    @Test func aPDFTheDocumentCameFromIsNeverWrittenOver() throws {
        let state = try StateFolder()
        let files = FakeFiles()
        files.documents["/docs/paper.pdf"] = Document(pages: [Page(blankSize: .init(612, 792))])
        var s = Session(state: state, files: files, title: "paper.pdf", sourceFolder: "/docs", inputs: ["/docs/paper.pdf"])
        s.key("e", [.control, .shift])
        #expect(files.pdfExports == ["/docs/paper 2.pdf"])
    }

    @Test func oneExportAtATime() throws {
        let state = try StateFolder()
        let files = FakeFiles()
        var s = Session(state: state, files: files, path: "/docs/Talk.inkstone")
        s.key("e")
        s.key("e", [.control, .shift])
        #expect(files.pdfExports.isEmpty && s.editor.prompt?.topic == .stopExport, "asks whether to stop the PNG export")
        s.answer(0)
        _ = s.workflow.pageExport(.cancelled, &s.editor)
        s.key("e", [.control, .shift])
        #expect(files.pdfExports == ["/docs/Talk.pdf"])
    }
}

/// Which of its own exports Export PDF may replace: only a name it gives this document.
@Suite struct ExportPDFNameTests {
    @Test func onlyTheDocumentsOwnExportNames() {
        #expect(DocumentWorkflow.isExportName("/docs/Talk.pdf", of: "/docs/Talk"))
        #expect(DocumentWorkflow.isExportName("/docs/Talk 12.pdf", of: "/docs/Talk"))
        #expect(!DocumentWorkflow.isExportName("/docs/Talkative.pdf", of: "/docs/Talk"))
        #expect(!DocumentWorkflow.isExportName("/docs/Talk notes.pdf", of: "/docs/Talk"))
        #expect(!DocumentWorkflow.isExportName("/docs/Talk .pdf", of: "/docs/Talk"))
        #expect(!DocumentWorkflow.isExportName("/docs/Talk.inkstone", of: "/docs/Talk"))
        #expect(!DocumentWorkflow.isExportName("/other/Talk.pdf", of: "/docs/Talk"))
    }
}
