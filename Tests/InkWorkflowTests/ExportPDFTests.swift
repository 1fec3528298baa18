/// Ctrl+Shift+E (and the Document menu's Export PDF…): asks where, suggesting "NAME.pdf" beside
/// the document or the PDF this window exported it to last, then writes the document there as
/// one PDF in the background, as the pages' export is. A file there is replaced only after
/// asking (not this window's own last export while unchanged); a PDF the document was opened
/// from is never written over; one export runs at a time.
import Foundation
import Testing
import InkDocument
import InkInterface
@testable import InkWorkflow

@MainActor @Suite struct ExportPDFTests {
    @Test func asksWhereSuggestingThePDFBesideTheDocument() throws {
        let state = try StateFolder()
        let files = FakeFiles()
        var s = Session(state: state, files: files, path: "/docs/Talk.inkstone")
        s.key("e", [.control, .shift])
        #expect(s.editor.chooser?.mode == .exportPDF)
        #expect(s.editor.chooser?.folder == "/docs")
        #expect(s.editor.chooser?.name == "Talk.pdf")
        #expect(files.pdfExports.isEmpty, "nothing written before the chooser says where")
        s.chose(.exportPDF, "/docs/Talk.pdf")
        #expect(files.pdfExports == ["/docs/Talk.pdf"])
        #expect(s.editor.notice?.text == "Exporting 1 page to /docs/Talk.pdf…")
        _ = s.workflow.pageExport(.finished(count: 1), &s.editor)
        #expect(s.editor.notice?.text == "Exported 1 page to /docs/Talk.pdf")
    }

    /// Exported again (a typo fixed), the PDF written last is suggested and replaced without a
    /// question while it is still that file; changed or replaced by someone since, it is asked.
    @Test func theLastExportIsSuggestedAndReplacedWhileUnchanged() throws {
        let state = try StateFolder()
        let files = FakeFiles()
        var s = Session(state: state, files: files, path: "/docs/Talk.inkstone")
        s.key("e", [.control, .shift])
        s.chose(.exportPDF, "/out/Handout.pdf")
        _ = s.workflow.pageExport(.finished(count: 1), &s.editor)
        s.key("e", [.control, .shift])
        #expect(s.editor.chooser?.folder == "/out")
        #expect(s.editor.chooser?.name == "Handout.pdf")
        s.chose(.exportPDF, "/out/Handout.pdf")
        #expect(s.editor.prompt == nil)
        #expect(files.pdfExports == ["/out/Handout.pdf", "/out/Handout.pdf"])
        _ = s.workflow.pageExport(.finished(count: 1), &s.editor)
        files.changeElsewhere("/out/Handout.pdf", to: Document())
        s.key("e", [.control, .shift])
        s.chose(.exportPDF, "/out/Handout.pdf")
        #expect(s.editor.prompt?.topic == .overwrite)
        #expect(s.editor.prompt?.message == "Replace Handout.pdf?")
        #expect(files.pdfExports.count == 2)
        s.answer(0)
        #expect(files.pdfExports.count == 3)
    }

    @Test func anExistingFileIsReplacedOnlyAfterAsking() throws {
        let state = try StateFolder()
        let files = FakeFiles()
        files.taken = ["/docs/Talk.pdf"]
        var s = Session(state: state, files: files, path: "/docs/Talk.inkstone")
        s.key("e", [.control, .shift])
        #expect(s.editor.chooser?.name == "Talk.pdf", "suggested: the export of an earlier run is replaced after asking")
        s.chose(.exportPDF, "/docs/Talk.pdf")
        #expect(s.editor.prompt?.message == "Replace Talk.pdf?")
        #expect(s.editor.prompt?.detail == "A file with this name already exists in /docs.")
        s.answer(1)   // Cancel
        #expect(files.pdfExports.isEmpty)
        s.key("e", [.control, .shift])
        s.chose(.exportPDF, "/docs/Talk.pdf")
        s.answer(0)   // Replace
        #expect(files.pdfExports == ["/docs/Talk.pdf"])
    }

    @Test func aPDFTheDocumentCameFromIsNeverWrittenOver() throws {
        let state = try StateFolder()
        let files = FakeFiles()
        files.documents["/docs/paper.pdf"] = Document(pages: [Page(blankSize: .init(612, 792))])
        var s = Session(state: state, files: files, title: "paper.pdf", sourceFolder: "/docs", inputs: ["/docs/paper.pdf"])
        s.key("e", [.control, .shift])
        #expect(s.editor.chooser?.name == "paper (annotated).pdf", "not a copy's name, \"paper 2.pdf\"")
        s.chose(.exportPDF, "/docs/paper.pdf")
        #expect(s.editor.prompt == nil, "not offered to be replaced")
        #expect(s.editor.notice?.text == "Not exported: paper.pdf is a file this document was opened from; choose another name.")
        #expect(files.pdfExports.isEmpty)
    }

    /// A notebook saved from an annotated PDF and opened again another day: the PDF its pages
    /// come from (the same bytes as those the notebook holds) is never suggested nor written
    /// over, though this run did not open it. Before, Export PDF suggested "tasn.pdf" beside
    /// "tasn.inkstone", and Enter, Enter (Replace) put the export in place of the original.
    @Test func thePDFANotebooksPagesComeFromIsNeverWrittenOver() throws {
        let state = try StateFolder()
        let files = FakeFiles()
        let pdf = Data("%PDF-1.5 the student's paper".utf8)
        var notebook = Document(pages: [Page(blankSize: .init(612, 792))])
        notebook.images["pdf-key"] = pdf
        files.documents["/docs/tasn.pdf"] = Document()
        files.bytes["/docs/tasn.pdf"] = pdf
        files.bytes["/docs/other.pdf"] = Data("%PDF-1.5 something else".utf8)
        files.taken.insert("/docs/other.pdf")
        var s = Session(state: state, files: files, document: notebook, title: "tasn.inkstone", path: "/docs/tasn.inkstone")
        s.key("e", [.control, .shift])
        #expect(s.editor.chooser?.name == "tasn (annotated).pdf")
        s.chose(.exportPDF, "/docs/tasn.pdf")
        #expect(s.editor.prompt == nil, "not offered to be replaced")
        #expect(s.editor.notice?.text == "Not exported: tasn.pdf is a file this document was opened from; choose another name.")
        #expect(files.pdfExports.isEmpty)
        s.key("e", [.control, .shift])
        s.chose(.exportPDF, "/docs/other.pdf")
        #expect(s.editor.prompt?.topic == .overwrite, "another PDF is replaced after asking")
    }

    /// Another document opened in the window is suggested its own name, not the last one's export.
    @Test func anotherDocumentIsSuggestedItsOwnName() throws {
        let state = try StateFolder()
        let files = FakeFiles()
        files.documents["/docs/Talk.inkstone"] = Document()
        var s = Session(state: state, files: files, path: "/docs/Notes.inkstone")
        s.key("e", [.control, .shift])
        s.chose(.exportPDF, "/docs/Notes.pdf")
        _ = s.workflow.pageExport(.finished(count: 1), &s.editor)
        _ = s.workflow.open("/docs/Talk.inkstone", &s.editor)
        s.key("e", [.control, .shift])
        #expect(s.editor.chooser?.name == "Talk.pdf")
        s.chose(.exportPDF, "/docs/Notes.pdf")
        #expect(s.editor.prompt?.topic == .overwrite, "the last document's export is not this one's to replace unasked")
    }

    /// With a portal, its dialog asks (for a PDF), not the app's own chooser; what it chose is
    /// carried out as a save is (`SaveTests.theDesktopsChooserAsksItselfUnlessTheAppChangedTheName`).
    @Test func theDesktopsChooserIsAskedForAPDF() throws {
        let state = try StateFolder()
        let chooser = FakeChooser()
        var s = Session(state: state, chooser: chooser, path: "/docs/Talk.inkstone")
        s.key("e", [.control, .shift])
        #expect(chooser.asked == ["export /docs/Talk.pdf"])
        #expect(s.editor.chooser == nil)
    }

    @Test func oneExportAtATime() throws {
        let state = try StateFolder()
        let files = FakeFiles()
        var s = Session(state: state, files: files, path: "/docs/Talk.inkstone")
        s.key("e")
        s.key("e", [.control, .shift])
        #expect(s.editor.chooser == nil && s.editor.prompt?.topic == .stopExport, "asks whether to stop the PNG export")
        s.answer(0)
        _ = s.workflow.pageExport(.cancelled, &s.editor)
        s.key("e", [.control, .shift])
        s.chose(.exportPDF, "/docs/Talk.pdf")
        #expect(files.pdfExports == ["/docs/Talk.pdf"])
    }
}
