/// A page brought back by undo shows its images whatever was undone before it: the bytes of an
/// image no page shows stay in the document while the history may bring back a page that does
/// (issue 8's "nothing lost" for issue 17's images).
import Foundation
import Testing
@testable import InkDocument
import InkGeometry

@Suite struct PageImageUndoTests {
    @Test func aRemovedPageComesBackWithItsImageAfterTheSameImageWasPlacedAndUndoneElsewhere() throws {
        let scan = try GoldenSamples.scan
        var document = Document(pages: [Page(blankSize: Size(300, 200)), Page(blankSize: Size(300, 200))])
        var history = History()
        let image = PlacedImage(id: 1, key: "shot", frame: Rect(x: 10, y: 10, width: 64, height: 48))
        func placing(on page: Int) -> Edit {
            Edit(page: page, change: .images(ImageEdit(added: [IndexedImage(index: 0, image: image)], bytes: ["shot": scan])))
        }
        history.perform(placing(on: 1), on: &document)
        history.perform(Edit(page: 1, change: .removePage(document.pages[1])), on: &document)
        history.perform(placing(on: 0), on: &document)
        _ = history.undo(&document)   // the image on page 1 taken away: no page shows it now
        _ = history.undo(&document)   // page 2 back
        #expect(document.pages[1].images == [image])
        #expect(document.images["shot"] == scan, "the page came back without its image's bytes")
        let saved = try DocumentFile.decode(try DocumentFile.encode(document))
        #expect(saved.pages[1].images == [image] && saved.images["shot"] == scan)
    }
}
