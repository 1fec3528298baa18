/// "Insert image…" (issue 17): the Document menu's request opens the app's own chooser on
/// images (never the desktop's, which would open a document), and the file chosen is placed on
/// the page as an object, journaled; a file that is no image is said and changes nothing.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkTestSupport
@testable import InkWorkflow

@Suite(.serialized) @MainActor struct InsertImageTests {
    @Test func theChosenImageIsPlacedOnThePage() throws {
        let state = try StateFolder()
        let files = FakeFiles()
        let png = try Data(contentsOf: SourceTree.sources.deletingLastPathComponent().appendingPathComponent("Tests/Golden/scan.png"))
        files.documents["/home/ink/shot.png"] = Document(pages: [Page(background: .image(key: "k", size: Size(64, 48)))], images: ["k": png])
        var s = Session(state: state, files: files, chooser: FakeChooser())
        s.show(s.workflow.carryOut(Outcome(effects: [.fileRequest(.insertImage)]), &s.editor))
        #expect(s.editor.chooser?.mode == .insertImage)
        #expect(s.editor.chooser?.folder == "/home/ink")
        s.show(s.workflow.carryOut(Outcome(effects: [.fileChosen(.insertImage, path: "/home/ink/shot.png")]), &s.editor))
        let image = try #require(s.editor.document.pages[0].images.first)
        #expect(image.frame.width == 64 && image.frame.height == 48)
        #expect(s.editor.document.images[image.key] == png)
        #expect(s.workflow.hasUnsavedChanges(s.editor))
    }

    @Test func aFileThatIsNoImageChangesNothing() throws {
        let state = try StateFolder()
        let files = FakeFiles()
        files.documents["/home/ink/notes.inkstone"] = Document()
        var s = Session(state: state, files: files)
        s.show(s.workflow.carryOut(Outcome(effects: [.fileChosen(.insertImage, path: "/home/ink/notes.inkstone")]), &s.editor))
        #expect(s.editor.document.pages[0].images.isEmpty)
        #expect(s.editor.notice?.text == "Not inserted: notes.inkstone is not a PNG or JPEG image")
    }

    /// A failed insert's notice goes when the next insert works: it stayed over the image just
    /// placed, saying it was not inserted.
    @Test func aFailedInsertsNoticeGoesWhenTheNextWorks() throws {
        let state = try StateFolder()
        let files = FakeFiles()
        let png = try Data(contentsOf: SourceTree.sources.deletingLastPathComponent().appendingPathComponent("Tests/Golden/scan.png"))
        files.documents["/home/ink/shot.png"] = Document(pages: [Page(background: .image(key: "k", size: Size(64, 48)))], images: ["k": png])
        var s = Session(state: state, files: files)
        s.show(s.workflow.carryOut(Outcome(effects: [.fileChosen(.insertImage, path: "/home/ink/broken.png")]), &s.editor))
        #expect(s.editor.notice?.text.hasPrefix("Not inserted") == true)
        s.show(s.workflow.carryOut(Outcome(effects: [.fileChosen(.insertImage, path: "/home/ink/shot.png")]), &s.editor))
        #expect(s.editor.document.pages[0].images.count == 1)
        #expect(s.editor.notice == nil)
    }
}
