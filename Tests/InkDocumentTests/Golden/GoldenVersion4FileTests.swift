/// Version 4 (the points packed in the PNTS section as memory keeps them): the committed
/// `Tests/Golden/document-v4.inkstone` opens as `GoldenSamples.version4Document` and writing
/// that document today gives the same bytes; the files of versions 1 to 3 still open and,
/// written as their own version, still give their bytes.
import Foundation
import Testing
@testable import InkDocument
import InkGeometry

@Suite struct GoldenVersion4FileTests {
    @Test func theVersionFourGoldenFileOpensAsItsDocument() throws {
        let bytes = try GoldenSamples.bytes("document-v4.inkstone")
        #expect(bytes.prefix(18) == Data("INKSTONEversion 4\n".utf8))
        let document = try DocumentFile.decode(bytes)
        let expected = try GoldenSamples.version4Document
        #expect(document == expected)
        let long = document.pages[6].strokes
        #expect(long.map(\.kind) == [.pen, .pencil, .highlighter])
        // The same packing as in memory: the same grid and the same words.
        for (read, made) in zip(long, expected.pages[6].strokes) {
            #expect(read.points.storage == made.points.storage)
            #expect(read.points.withStoredWords { Array($0) } == made.points.withStoredWords { Array($0) })
        }
        #expect(long[0].points.storage.gridExponent == 16 && long[2].points.storage.gridExponent == 15)
        #expect(long[1].points.map(\.tilt) == (0..<24).map { Double($0) * 2.5 })
        #expect(document.pages[3].strokes[1].points.map(\.tilt) == [0, 10, 25, 40, 60])
    }

    @Test func writingItTodayGivesTheSameBytes() throws {
        #expect(try DocumentFile.encode(try GoldenSamples.version4Document) == (try GoldenSamples.bytes("document-v4.inkstone")))
    }

    @Test func olderGoldenFilesOpenAndAreWrittenBackAsTheirOwnVersion() throws {
        for (name, version) in [("document-v1.inkstone", 1), ("document-v1-nibs.inkstone", 1),
                                ("document-v2.inkstone", 2), ("document-v3.inkstone", 3)] {
            let bytes = try GoldenSamples.bytes(name)
            let document = try DocumentFile.decode(bytes)
            #expect(try DocumentFile.encode(document, version: version) == bytes, "\(name)")
            let current = try DocumentFile.encode(document)
            #expect(current.prefix(18) == Data("INKSTONEversion 4\n".utf8))
            #expect(try DocumentFile.decode(current) == document, "\(name)")
        }
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["INKSTONE_WRITE_GOLDEN"] != nil))
    func writeGoldenVersion4File() throws {
        // Only when it does not exist yet: a committed golden file is never rewritten.
        let url = GoldenSamples.folder.appendingPathComponent("document-v4.inkstone")
        if !FileManager.default.fileExists(atPath: url.path) { try DocumentFile.encode(try GoldenSamples.version4Document).write(to: url) }
    }
}
