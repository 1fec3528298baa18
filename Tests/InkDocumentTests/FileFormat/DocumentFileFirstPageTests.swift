/// `DocumentFile.loadFirstPage`, the reading behind `inkstone thumbnail`: the first page as the
/// whole file's loading gives it, with its image only, and a damaged file refused alike.
import Foundation
import Testing
@testable import InkDocument
import InkGeometry
import InkTestSupport

@Suite struct DocumentFileFirstPageTests {
    func save(_ data: Data) throws -> (TemporaryFolder, URL) {
        let scratch = try TemporaryFolder("first-page")
        let url = scratch.url.appendingPathComponent("doc.inkstone")
        try data.write(to: url)
        return (scratch, url)
    }

    @Test func theFirstPageIsTheWholeLoadsFirstPage() throws {
        let (scratch, url) = try save(try DocumentFileSamples.file)
        _ = scratch
        let whole = try DocumentFile.load(from: url)
        let first = try DocumentFile.loadFirstPage(from: url)
        #expect(first.pages == [whole.pages[0]])
        #expect(first.images.isEmpty, "a blank first page needs no image: \(first.images.keys)")
        #expect(first.nextStrokeID == whole.nextStrokeID)
    }

    @Test func anImageFirstPageKeepsOnlyItsImage() throws {
        let images = DocumentFileSamples.parts.images
        var manifest = DocumentFileSamples.parts.manifest
        manifest.pages = [manifest.pages[2], manifest.pages[0], manifest.pages[3]]
        let (scratch, url) = try save(try DocumentFileSamples.file(manifest: manifest, images: images))
        _ = scratch
        let first = try DocumentFile.loadFirstPage(from: url)
        #expect(first.pages.count == 1 && first.pages[0].imageKey == "scan-1.png")
        #expect(first.images == ["scan-1.png": DocumentFileSamples.png])
    }

    @Test func damageAnywhereIsStillFound() throws {
        // A flipped byte in the last image section: its checksum fails, as for `load`.
        var bytes = try DocumentFileSamples.file
        bytes[bytes.count - 40] ^= 0x01
        let (scratch, url) = try save(bytes)
        _ = scratch
        let whole = DocumentFileSamples.error { _ = try DocumentFile.load(from: url) }
        let first = DocumentFileSamples.error { _ = try DocumentFile.loadFirstPage(from: url) }
        #expect(whole != nil && first == whole, "\(String(describing: first)) vs \(String(describing: whole))")
    }

    @Test func aBrokenFirstPageOrNoPageIsRefused() throws {
        let images = DocumentFileSamples.parts.images
        var manifest = DocumentFileSamples.parts.manifest
        manifest.pages[0].background = "paper"
        let (s1, badPage) = try save(try DocumentFileSamples.file(manifest: manifest, images: images))
        _ = s1
        #expect(DocumentFileSamples.error { _ = try DocumentFile.loadFirstPage(from: badPage) } != nil)
        manifest.pages = []
        let (s2, noPage) = try save(try DocumentFileSamples.file(manifest: manifest, images: images))
        _ = s2
        let error = DocumentFileSamples.error { _ = try DocumentFile.loadFirstPage(from: noPage) }
        #expect(error != nil && error == DocumentFileSamples.error { _ = try DocumentFile.load(from: noPage) })
    }
}
