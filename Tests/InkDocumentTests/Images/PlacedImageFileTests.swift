/// Images placed on pages in the document file: the optional `images` member of a page in every
/// version's manifest (the hand-written reader and writer of version 4 too), the golden file
/// `document-v4-images.inkstone`, the first-page preview, `upgrade`, and the rules.
import Foundation
import Testing
@testable import InkDocument
import InkGeometry

@Suite struct PlacedImageFileTests {
    @Test func placedImagesSurviveEveryVersionsRoundTrip() throws {
        let document = try PlacedImageSamples.document
        for version in 1...DocumentFile.version {
            let bytes = try DocumentFile.encode(document, version: version)
            let read = try DocumentFile.decode(bytes)
            #expect(read == document, "version \(version)")
            #expect(read.pages[0].images.map(\.frame) == document.pages[0].images.map(\.frame), "version \(version)")
        }
    }

    @Test func theHandWrittenManifestReaderTakesThemAsJSONDecoderDoes() throws {
        let sections = try DocumentFile.SectionReader.read(try DocumentFile.encode(try PlacedImageSamples.document))
        let fast = try #require(sections.manifest.withUnsafeBytes { DocumentFile.ManifestScan.read($0) })
        let slow = try JSONDecoder().decode(DocumentFile.Manifest.self, from: sections.manifest)
        #expect(fast == slow)
        #expect(fast.pages[0].images?.count == 2 && fast.pages[1].images?.first?.key == "photo.jpg")
    }

    @Test func pagesWithoutImagesWriteNoMember() throws {
        let bytes = try DocumentFile.encode(try GoldenSamples.document)
        #expect(String(decoding: bytes, as: UTF8.self).contains("\"images\":[{\"height\"") == false)
    }

    @Test func theGoldenFileOpensAsItsDocumentAndIsWrittenBackByteForByte() throws {
        let bytes = try GoldenSamples.bytes("document-v4-images.inkstone")
        #expect(try DocumentFile.decode(bytes) == (try PlacedImageSamples.document))
        #expect(try DocumentFile.encode(try PlacedImageSamples.document) == bytes)
    }

    @Test func theFirstPagePreviewKeepsItsPlacedImagesBytes() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("placed-\(UUID().uuidString).inkstone")
        defer { try? FileManager.default.removeItem(at: url) }
        var document = try PlacedImageSamples.document
        document.pages.swapAt(0, 1)
        try DocumentFile.save(document, to: url)
        let first = try DocumentFile.loadFirstPage(from: url)
        #expect(first.pages[0].images == document.pages[0].images)
        #expect(Set(first.images.keys) == ["scan.png", "photo.jpg"])
    }

    @Test func upgradeKeepsThem() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("placed-\(UUID().uuidString).inkstone")
        defer { try? FileManager.default.removeItem(at: url) }
        let document = try PlacedImageSamples.document
        try DocumentFile.encode(document, version: 3).write(to: url)
        #expect(try DocumentFile.upgrade(url) == .upgraded(from: 3))
        #expect(try DocumentFile.load(from: url) == document)
    }

    @Test func aPlacedImageWithoutBytesOrWithABadFrameIsRefused() throws {
        var missing = try PlacedImageSamples.document
        missing.pages[0].images[0].key = "gone.png"
        #expect(throws: DocumentFileError.invalidContent("page 1, placed image 1 refers to a missing image \"gone.png\"")) {
            try DocumentFile.encode(missing)
        }
        var flat = try PlacedImageSamples.document
        flat.pages[1].images[0].frame.width = 0
        #expect(throws: DocumentFileError.invalidContent("page 2, placed image 1's size is not a positive finite size")) {
            try DocumentFile.encode(flat)
        }
        var twice = try PlacedImageSamples.document
        twice.pages[0].images[1].id = 1
        #expect(throws: DocumentFileError.invalidContent("page 1, placed image 2 has the same id (1) as another")) {
            try DocumentFile.encode(twice)
        }
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["INKSTONE_WRITE_GOLDEN"] != nil))
    func writeGoldenPlacedImageFile() throws {
        // Only when it does not exist yet: a committed golden file is never rewritten.
        let url = GoldenSamples.folder.appendingPathComponent("document-v4-images.inkstone")
        if !FileManager.default.fileExists(atPath: url.path) { try DocumentFile.encode(try PlacedImageSamples.document).write(to: url) }
    }
}
