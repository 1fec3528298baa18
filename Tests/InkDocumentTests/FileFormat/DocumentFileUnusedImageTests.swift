/// A saved file holds the images its pages show, and only those: an image pasted and undone
/// stays in the open document (a redo brings it back) but never goes into the file, so what
/// was taken away is not carried, unseen, to whoever gets the file.
import Foundation
import Testing
import InkGeometry
@testable import InkDocument

@Suite struct DocumentFileUnusedImageTests {
    @Test func onlyTheImagesThePagesShowAreWritten() throws {
        let scan = try GoldenSamples.scan
        var page = Page(blankSize: Size(200, 150))
        page.images = [PlacedImage(id: 1, key: "shown.png", frame: Rect(x: 10, y: 10, width: 64, height: 48))]
        let document = Document(pages: [page, Page(background: .image(key: "backdrop.png", size: Size(64, 48)))],
                                images: ["shown.png": scan, "backdrop.png": scan, "undone.png": scan])
        #expect(document.imageKeysInUse == ["shown.png", "backdrop.png"])
        let data = try DocumentFile.encode(document)
        let read = try DocumentFile.decode(data)
        #expect(Set(read.images.keys) == ["shown.png", "backdrop.png"])
        #expect(read.pages == document.pages)
        var withoutUndone = document
        withoutUndone.images["undone.png"] = nil
        #expect(data.count == (try DocumentFile.encode(withoutUndone)).count, "not a byte of it in the file")
    }

    @Test func everyVersionLeavesThemOut() throws {
        let scan = try GoldenSamples.scan
        let document = Document(pages: [Page(background: .image(key: "backdrop.png", size: Size(64, 48)))],
                                images: ["backdrop.png": scan, "undone.png": scan])
        for version in 1...DocumentFile.version {
            let read = try DocumentFile.decode(try DocumentFile.encode(document, version: version))
            #expect(Set(read.images.keys) == ["backdrop.png"], "version \(version)")
        }
    }

    /// A file that holds an image no page shows (older Inkstones wrote them) still opens, the
    /// image read with the rest; saved again, it is left out.
    @Test func aFileHoldingAnUnusedImageOpensAndLosesItWhenSaved() throws {
        let (manifest, images) = DocumentFileSamples.parts
        var listed = manifest
        let extra = try GoldenSamples.scan
        listed.images.append(DocumentFile.Manifest.ImageEntry(key: "zz-unused.png", format: "png", byteCount: extra.count))
        let read = try DocumentFile.decode(try DocumentFileSamples.file(manifest: listed, images: images + [extra]))
        #expect(read.images["zz-unused.png"] == extra)
        #expect(read.pages == DocumentFileSamples.document.pages)
        #expect(try DocumentFile.decode(try DocumentFile.encode(read)).images["zz-unused.png"] == nil)
    }

    /// An unused image the rules would refuse (bytes of no known kind) does not stop a save:
    /// what is checked is what is written.
    @Test func anUnusedImageOfNoKnownKindDoesNotStopASave() throws {
        var document = DocumentFileSamples.document
        document.images["junk"] = Data("not an image".utf8)
        let read = try DocumentFile.decode(try DocumentFile.encode(document))
        #expect(read == DocumentFileSamples.document)
    }
}
