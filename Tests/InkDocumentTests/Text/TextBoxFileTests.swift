/// Text boxes survive a save and an open on every path: the version-4 writer (its strokes
/// written by hand) and reader (the fast scan, and `JSONDecoder` when the scan gives up), the
/// older versions' writers, the first-page preview; a box with an impossible size is refused.
import Foundation
import Testing
@testable import InkDocument
import InkGeometry

@Suite struct TextBoxFileTests {
    @Test func textsSurviveASaveAndAnOpenInEveryVersion() throws {
        let doc = TextBoxSamples.document
        for version in 1...DocumentFile.version {
            let back = try DocumentFile.decode(try DocumentFile.encode(doc, version: version))
            #expect(back.pages[0].texts == doc.pages[0].texts, "version \(version)")
            #expect(back.pages[1].texts.isEmpty)
        }
    }

    @Test func theFastScanReadsTheTextsAsTheDecoderDoes() throws {
        let manifest = DocumentFile.Manifest(TextBoxSamples.document, imageOrder: [])
        let json = try DocumentFile.ManifestCoding.encode(manifest)
        let scanned = try #require(json.withUnsafeBytes { DocumentFile.ManifestScan.read($0) })
        #expect(scanned == (try JSONDecoder().decode(DocumentFile.Manifest.self, from: json)))
        #expect(scanned.pages[0].texts?.map(\.text) == TextBoxSamples.document.pages[0].texts.map(\.text))
    }

    @Test func aPageWithoutTextsWritesNoTextsMember() throws {
        let json = try DocumentFile.ManifestCoding.encode(DocumentFile.Manifest(Document(), imageOrder: []))
        #expect(!String(decoding: json, as: UTF8.self).contains("texts"))
    }

    @Test func theFirstPagePreviewHasItsTexts() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("texts-\(UUID().uuidString).inkstone")
        defer { try? FileManager.default.removeItem(at: url) }
        try DocumentFile.encode(TextBoxSamples.document).write(to: url)
        #expect(try DocumentFile.loadFirstPage(from: url).pages[0].texts == TextBoxSamples.document.pages[0].texts)
    }

    @Test func aBoxWithANonsenseSizeOrTwoBoxesWithOneIdAreRefused() throws {
        var doc = TextBoxSamples.document
        doc.pages[0].texts[0].fontSize = 0
        #expect(throws: DocumentFileError.self) { try DocumentFile.encode(doc) }
        doc = TextBoxSamples.document
        doc.pages[0].texts[1].id = doc.pages[0].texts[0].id
        #expect(throws: DocumentFileError.self) { try DocumentFile.encode(doc) }
    }
}
