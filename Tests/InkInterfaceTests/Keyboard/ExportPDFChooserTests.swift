/// The app's own chooser asking where to export a PDF (Ctrl+Shift+E without a portal): it lists
/// folders and PDFs, takes a typed name as saving does, and adds ".pdf" when it is missing.
import Foundation
import Testing
import InkGeometry
import InkInput
import InkInterface
import InkTestSupport

@MainActor
@Suite struct ExportPDFChooserTests {
    @Test func itListsFoldersAndPDFsOnly() throws {
        let scratch = try TemporaryFolder("export-chooser")
        try FileManager.default.createDirectory(atPath: scratch.path + "/Week 1", withIntermediateDirectories: true)
        for name in ["talk.pdf", "notes.inkstone", "photo.png", "Old.PDF"] {
            FileManager.default.createFile(atPath: scratch.path + "/" + name, contents: Data())
        }
        let chooser = FileChooser(mode: .exportPDF, folder: scratch.path, name: "notes.pdf")
        #expect(chooser.entries.map(\.name) == ["Week 1", "Old.PDF", "talk.pdf"])
        #expect(chooser.showsNameField && chooser.nameSelected)
        #expect(FileChooser.Mode.exportPDF.title == "Export PDF" && FileChooser.Mode.exportPDF.confirmTitle == "Export")
    }

    @Test func aTypedNameGetsPDFsExtension() throws {
        let scratch = try TemporaryFolder("export-chooser-typed")
        for (typed, file) in [("handout", "handout.pdf"), ("Handout.PDF", "Handout.PDF"), ("notes.inkstone", "notes.inkstone.pdf")] {
            var editor = Editor.fresh()
            _ = editor.openChooser(.exportPDF, folder: scratch.path, name: "notes.pdf")
            for c in typed { _ = editor.handle(KeyChord(.character(String(c)), text: String(c))) }
            let outcome = editor.handle(KeyChord(.enter))
            #expect(outcome.effects == [.fileChosen(.exportPDF, path: scratch.path + "/" + file)], "\(typed)")
            #expect(editor.chooser == nil)
        }
    }

    /// A PDF tapped in the list becomes the name (to be replaced after asking), as saving does.
    @Test func aPDFTappedIsTheName() throws {
        let scratch = try TemporaryFolder("export-chooser-tap")
        FileManager.default.createFile(atPath: scratch.path + "/talk.pdf", contents: Data())
        var editor = Editor.fresh()
        _ = editor.openChooser(.exportPDF, folder: scratch.path, name: "notes.pdf")
        let layout = try #require(editor.chooserLayout)
        let row = try #require(layout.frame(of: .row(0)))
        _ = editor.handle(PointerEvents.press(row.center))
        _ = editor.handle(PointerEvents.release(row.center))
        #expect(editor.chooser?.name == "talk.pdf")
        let outcome = editor.handle(KeyChord(.enter))
        #expect(outcome.effects == [.fileChosen(.exportPDF, path: scratch.path + "/talk.pdf")])
    }
}
