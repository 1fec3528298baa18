/// Data safety of images in every order of undo, redo and save (issue 8's "nothing lost" for
/// issue 17's images): pages that hold images (dropped image pages, pages with placed images)
/// undone, saved, redone: the journal written after the save, replayed as a crash leaves it,
/// gives the document as it was, images and all.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkTestSupport
@testable import InkWorkflow

@Suite(.serialized) @MainActor struct ImageJournalOrderTests {
    static var png: Data {
        get throws { try Data(contentsOf: SourceTree.sources.deletingLastPathComponent().appendingPathComponent("Tests/Golden/scan.png")) }
    }

    /// A session on two blank pages whose saves write real files in `home`, with `/d/a.png`
    /// (an image page) and `/d/b.inkstone` (a page holding a placed image) to drop.
    func session(_ state: StateFolder) throws -> (Session, String) {
        let home = state.root.appendingPathComponent("home").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let files = FakeFiles()
        files.writesFiles = true
        files.documents["/d/a.png"] = Document(pages: [Page(background: .image(key: "a.png", size: Size(64, 48)))],
                                               images: ["a.png": try Self.png])
        var holder = Page(blankSize: Size(200, 150))
        holder.images = [PlacedImage(id: 1, key: "b.png", frame: Rect(x: 10, y: 10, width: 64, height: 48))]
        files.documents["/d/b.png"] = Document(pages: [holder], images: ["b.png": try Self.png])
        let s = Session(state: state, files: files, document: Document(pages: [Page(blankSize: Size(300, 200)), Page(blankSize: Size(310, 200))]))
        return (s, home + "/notes.inkstone")
    }

    func list(_ paths: String...) -> URIList { URIList(parsing: paths.map { "file://" + $0 }.joined(separator: "\r\n")) }

    /// What a kill -9 now would leave: the current journal, replayed.
    func recovered(_ s: inout Session) throws -> Document? {
        s.settleJournal()
        return try JournalReplay(contentsOf: try #require(s.workflow.keeper.currentWriter?.path)).document
    }

    @Test func droppedPagesUndoneSavedAndRedoneAreRecoveredWithTheirImages() throws {
        let state = try StateFolder()
        var (s, path) = try session(state)
        let drop = s.workflow.dropped(list("/d/a.png", "/d/b.png"), at: s.editor.toWindow(Rect(x: 0, y: 150, width: 300, height: 10), page: 0).center, &s.editor)
        s.show(drop.1)
        #expect(s.editor.document.pages.count == 4)
        s.key("z")
        s.show(s.workflow.save(to: path, &s.editor))
        s.key("y")
        #expect(s.editor.document.pages.count == 4)
        let document = try #require(try recovered(&s))
        #expect(document.pages == s.editor.document.pages)
        for page in document.pages {
            for key in page.images.map(\.key) + [page.imageKey].compactMap({ $0 }) {
                #expect(document.images[key] == (try Self.png), "the bytes of \(key)")
            }
        }
    }

    /// A placed image pasted, undone and saved: the file leaves its bytes out (no page shows
    /// it); redone after the save, the journal carries them, so a crash loses nothing.
    @Test func aPastedImageUndoneIsNotSavedAndRedoneIsRecoveredWithItsBytes() throws {
        let state = try StateFolder()
        var (s, path) = try session(state)
        s.show(s.editor.placeImage(bytes: try Self.png, at: s.editor.toWindow(Rect(x: 100, y: 100, width: 1, height: 1), page: 0).center,
                                   for: .mouse))
        let key = try #require(s.editor.document.pages[0].images.first?.key)
        s.key("z")
        #expect(s.editor.document.pages[0].images.isEmpty)
        s.show(s.workflow.save(to: path, &s.editor))
        let saved = try DocumentFile.decode(try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(saved.images[key] == nil, "the undone image is not in the file")
        s.key("y")
        #expect(s.editor.document.pages[0].images.map(\.key) == [key])
        let document = try #require(try recovered(&s))
        #expect(document.pages == s.editor.document.pages)
        #expect(document.images[key] == (try Self.png), "its bytes came with the redo")
    }
}
