/// A stroke's nib in the file: the highlighter's chisel and the pencil are written as a
/// `kind` with their per-point angles and tilts (one number when all are the same), read back
/// exactly; strokes without a kind (every file written before kinds existed) keep today's rule.
import Foundation
import Testing
@testable import InkDocument
import InkGeometry

@Suite struct DocumentFileNibTests {
    static func stroke(_ id: UInt64, nib: Nib, alpha: Double = 1, tilts: [Double] = [0, 0, 0], angles: [Double] = [0, 0, 0]) -> Stroke {
        let points = (0..<3).map { StrokePoint(Point(Double($0) * 10, 5), pressure: 0.5, tilt: tilts[$0], angle: angles[$0]) }
        return Stroke(id: StrokeID(id), points: points, color: InkColor(rgb: 0x445566, alpha: alpha),
                      outline: OutlineOptions(width: 8, thinning: 0.2, nib: nib))
    }

    static func manifest(_ document: Document) throws -> [[String: Any]] {
        let bytes = try DocumentFile.encode(document, version: 1)
        // The manifest is the first section: 8 magic bytes, "version 1\n", 12 header bytes.
        let length = bytes[(bytes.startIndex + 22)..<(bytes.startIndex + 30)].reduce(0) { $0 << 8 | Int($1) }
        let json = bytes[(bytes.startIndex + 30)..<(bytes.startIndex + 30 + length)]
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any])
        let pages = try #require(object["pages"] as? [[String: Any]])
        return try #require(pages.first?["strokes"] as? [[String: Any]])
    }

    @Test func pencilAndHighlighterStrokesComeBackWithTheirNibTiltsAndAngles() throws {
        let document = Document(pages: [Page(strokes: [
            Self.stroke(1, nib: .pencil, tilts: [10, 35.5, 60]),
            Self.stroke(2, nib: .chisel, alpha: 0.4, angles: [-1.2, -0.7, 0.3]),
            Self.stroke(3, nib: .chisel, alpha: 0.4, angles: [-1.2, -1.2, -1.2]),
            Self.stroke(4, nib: .round)])])
        let copy = try DocumentFile.decode(DocumentFile.encode(document))
        #expect(copy == document)
        #expect(copy.pages[0].strokes.map(\.kind) == [.pencil, .highlighter, .highlighter, .pen])
        #expect(copy.pages[0].strokes[0].points.map(\.tilt) == [10, 35.5, 60])
        #expect(copy.pages[0].strokes[1].points.map(\.angle) == [-1.2, -0.7, 0.3])
    }

    @Test func onlyStrokesThatUseThemStoreAKindTiltsOrAngles() throws {
        let strokes = try Self.manifest(Document(pages: [Page(strokes: [
            Self.stroke(1, nib: .pencil, tilts: [20, 20, 20]),
            Self.stroke(2, nib: .pencil),
            Self.stroke(3, nib: .chisel, alpha: 0.4, angles: [-1.2, -1.2, -1.2]),
            Self.stroke(4, nib: .round, tilts: [5, 6, 7], angles: [1, 2, 3])])]))
        #expect(strokes[0]["kind"] as? String == "pencil")
        #expect(strokes[0]["tilts"] as? [Double] == [20])
        #expect(strokes[0]["angles"] == nil)
        #expect(strokes[1]["kind"] as? String == "pencil")
        #expect(strokes[1]["tilts"] == nil)
        #expect(strokes[2]["kind"] as? String == "highlighter")
        #expect(strokes[2]["angles"] as? [Double] == [-1.2])
        #expect(strokes[2]["tilts"] == nil)
        // The pen keeps the shape every earlier file has: no kind, no tilts, no angles.
        #expect(Set(strokes[3].keys) == ["id", "color", "outline", "points"])
    }

    @Test func aStrokeWithoutAKindKeepsTodaysRule() throws {
        let document = Document(pages: [Page(strokes: [Self.stroke(1, nib: .round, alpha: 0.4), Self.stroke(2, nib: .round)])])
        let copy = try DocumentFile.decode(DocumentFile.encode(document))
        #expect(copy.pages[0].strokes.map(\.kind) == [.highlighter, .pen])
        #expect(copy.pages[0].strokes.map(\.outline.nib) == [.round, .round])
    }

    @Test func theGoldenFilesHighlightIsStillAHighlightWithARoundNib() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Golden")
        let document = try DocumentFile.decode(try Data(contentsOf: folder.appendingPathComponent("document-v1.inkstone")))
        #expect(document.pages[0].strokes.map(\.kind) == [.pen, .pen, .highlighter, .pen])
        #expect(document.pages[0].strokes.allSatisfy { $0.outline.nib == .round })
    }

    @Test func anUnknownKindOrMismatchedListsAreRefusedByName() throws {
        let changes: [(String, (inout DocumentFile.Manifest.StrokeEntry) -> Void)] = [
            ("kind this Inkstone does not know", { $0.kind = "brush" }),
            ("neither one number nor one per point", { $0.kind = "pencil"; $0.tilts = [1, 2] }),
            ("neither one number nor one per point", { $0.kind = "highlighter"; $0.angles = [] })]
        for (message, change) in changes {
            var (manifest, images) = DocumentFileSamples.parts
            change(&manifest.pages[0].strokes[0])
            let file = try DocumentFileSamples.file(manifest: manifest, images: images)
            let error = DocumentFileSamples.error { _ = try DocumentFile.decode(file) }
            #expect("\(String(describing: error))".contains(message))
        }
    }

    @Test func aTiltOutsideItsRangeIsNotWritten() throws {
        let document = Document(pages: [Page(strokes: [Self.stroke(1, nib: .pencil, tilts: [0, 95, 0])])])
        #expect(throws: DocumentFileError.self) { try DocumentFile.encode(document) }
    }
}
