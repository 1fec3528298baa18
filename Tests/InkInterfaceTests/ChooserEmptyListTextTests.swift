/// What an empty list says in each chooser: Save As, which lists only Inkstone documents, says
/// so; it said "No documents here yet" in a folder full of PDFs, which read as wrong.
import Testing
@testable import InkInterface

@Suite struct ChooserEmptyListTextTests {
    @Test func saveAsSaysWhichDocumentsItLists() {
        #expect(FileChooser.Mode.save.emptyListText == "No Inkstone documents here yet")
        #expect(FileChooser.Mode.open.emptyListText == "No documents or images here")
        #expect(FileChooser.Mode.exportPDF.emptyListText == "No PDFs here yet")
    }
}
