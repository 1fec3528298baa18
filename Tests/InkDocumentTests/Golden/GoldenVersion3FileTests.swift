/// Version 3 (the strokes' numbers in the binary PNTS section): the committed
/// `Tests/Golden/document-v3.inkstone` opens as `GoldenSamples.version3Document` and writing
/// that document today gives the same bytes; the files of versions 1 and 2 still open and,
/// written as their own version, still give their bytes.
import Foundation
import Testing
@testable import InkDocument
import InkGeometry

@Suite struct GoldenVersion3FileTests {
    @Test func theVersionThreeGoldenFileOpensAsItsDocument() throws {
        let bytes = try GoldenSamples.bytes("document-v3.inkstone")
        #expect(bytes.prefix(18) == Data("INKSTONEversion 3\n".utf8))
        let document = try DocumentFile.decode(bytes)
        #expect(document == (try GoldenSamples.version3Document))
        #expect(document.pages[3].strokes.map(\.kind) == [.pen, .pencil, .highlighter, .highlighter])
        #expect(document.pages[3].strokes[1].points.map(\.tilt) == [0, 10, 25, 40, 60])
        #expect(document.pages[3].strokes[3].points.map(\.angle) == [-1.25, -0.75, -0.25, 0.25])
        #expect(document.pages[4].pdfPage?.index == 0 && document.pages[5].pdfPage?.index == 1)
    }

    @Test func writingItTodayGivesTheSameBytes() throws {
        #expect(try DocumentFile.encode(try GoldenSamples.version3Document, version: 3) == (try GoldenSamples.bytes("document-v3.inkstone")))
    }

    @Test func olderGoldenFilesOpenAndAreWrittenBackAsTheirOwnVersion() throws {
        for (name, version) in [("document-v1.inkstone", 1), ("document-v1-nibs.inkstone", 1), ("document-v2.inkstone", 2)] {
            let bytes = try GoldenSamples.bytes(name)
            let document = try DocumentFile.decode(bytes)
            #expect(try DocumentFile.encode(document, version: version) == bytes, "\(name)")
            // And as the current version, the same document.
            #expect(try DocumentFile.decode(DocumentFile.encode(document)) == document, "\(name)")
        }
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["INKSTONE_WRITE_GOLDEN"] != nil))
    func writeGoldenVersion3File() throws {
        // Only when it does not exist yet: a committed golden file is never rewritten.
        let url = GoldenSamples.folder.appendingPathComponent("document-v3.inkstone")
        if !FileManager.default.fileExists(atPath: url.path) { try DocumentFile.encode(try GoldenSamples.version3Document, version: 3).write(to: url) }
    }
}
