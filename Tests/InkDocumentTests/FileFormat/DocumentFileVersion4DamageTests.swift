/// A version-4 file whose PNTS section does not fit its manifest is refused with one clear
/// message naming the stroke (the corpus keeps these files: Tests/Corpus/documents/packed-*).
import Foundation
import Testing
@testable import InkDocument
import InkGeometry

@Suite struct DocumentFileVersion4DamageTests {
    /// Two strokes of 20 points (60 words each), with the manifest and the words changed by `change`.
    static func crafted(pointsSection: Bool = true,
                        _ change: (inout DocumentFile.Manifest, inout Data) -> Void = { _, _ in }) throws -> Data {
        let line = { (id: UInt64, y: Double) in
            Stroke(id: StrokeID(id), points: (0..<20).map { StrokePoint(Point(100 + Double($0) * 20, y), pressure: 0.5) },
                   color: InkColor(rgb: 0x202020), outline: OutlineOptions(width: 4))
        }
        let document = Document(pages: [Page(strokes: [line(1, 100), line(2, 140)])])
        let sink = DocumentFile.PointSink(packed: true)
        var manifest = DocumentFile.Manifest(document, imageOrder: [], sink: sink)
        var words = Data()
        for stroke in document.pages[0].strokes {
            stroke.points.withStoredWords { for w in $0 { withUnsafeBytes(of: w.littleEndian) { words.append(contentsOf: $0) } } }
        }
        change(&manifest, &words)
        var writer = DocumentFile.SectionWriter(version: 4)
        writer.append(.manifest, try DocumentFile.ManifestCoding.encode(manifest))
        if pointsSection { writer.append(.points, words) }
        return writer.finish()
    }

    static func refusal(_ file: Data) -> String? {
        DocumentFileSamples.error { _ = try DocumentFile.decode(file) }.map { "\($0)" }
    }

    static func invalid(_ what: String) -> String { "\(DocumentFileError.invalidContent(what))" }

    @Test func theCraftedFileOpens() throws {
        let document = try DocumentFile.decode(try Self.crafted())
        #expect(document.pages[0].strokes.map(\.points.count) == [20, 20])
        #expect(document.pages[0].strokes[1].points[19].position == Point(480, 140))
    }

    @Test func aPointsSectionCutShortIsRefused() throws {
        let file = try Self.crafted { _, words in words.removeLast(4 * 10) }
        #expect(Self.refusal(file) == Self.invalid("page 1, stroke 2's points lie outside the points section (PNTS)"))
    }

    @Test func overlappingStrokesAreRefused() throws {
        let file = try Self.crafted { manifest, _ in manifest.pages[0].strokes[1].values?.offset = 3 }
        #expect(Self.refusal(file) == Self.invalid(
            "page 1, stroke 2's points begin at word 3 of the points section, not at 60 where the stroke before ends"))
    }

    @Test func misSizedRangesAreRefused() throws {
        for change in [{ (m: inout DocumentFile.Manifest) in m.pages[0].strokes[0].values?.offset = .max },
                       { (m: inout DocumentFile.Manifest) in m.pages[0].strokes[0].values?.points = .max },
                       { (m: inout DocumentFile.Manifest) in m.pages[0].strokes[1].values?.points = 21 },
                       { (m: inout DocumentFile.Manifest) in m.pages[0].strokes[1].values?.tilts = 1 },
                       { (m: inout DocumentFile.Manifest) in m.pages[0].strokes[1].values?.grid = nil; m.pages[0].strokes[1].values?.x = nil; m.pages[0].strokes[1].values?.y = nil }] {
            let file = try Self.crafted { manifest, _ in change(&manifest) }
            let refusal = Self.refusal(file) ?? ""
            #expect(refusal.hasSuffix("points lie outside the points section (PNTS)."), "\(refusal)")
        }
        let extra = try Self.crafted { _, words in words.append(Data(count: 12)) }
        #expect(Self.refusal(extra) == Self.invalid("the points section (PNTS) holds 3 words after the last stroke's"))
        let ragged = try Self.crafted { _, words in words.append(7) }
        #expect(Self.refusal(ragged) == Self.invalid("the points section (PNTS) holds 481 bytes, not a whole number of 4-byte words"))
    }

    @Test func unknownPackingsAreRefused() throws {
        for change in [{ (m: inout DocumentFile.Manifest) in m.pages[0].strokes[0].values?.grid = 17 },
                       { (m: inout DocumentFile.Manifest) in m.pages[0].strokes[0].values?.grid = -1 },
                       { (m: inout DocumentFile.Manifest) in m.pages[0].strokes[0].values?.x = .max },
                       { (m: inout DocumentFile.Manifest) in m.pages[0].strokes[0].values?.tilts = 2 }] {
            let file = try Self.crafted { manifest, _ in change(&manifest) }
            #expect(Self.refusal(file) == Self.invalid(
                "page 1, stroke 1's points are packed in a way this Inkstone does not know (its grid, origin, tilts or angles)"))
        }
    }

    @Test func aVersionFourFileNeedsItsPointsSectionAndOnlyThere() throws {
        #expect(Self.refusal(try Self.crafted(pointsSection: false))
                == Self.invalid("the file has no points section (PNTS), which version 4 requires"))
        let inline = try Self.crafted { manifest, _ in manifest.pages[0].strokes[0].points = [1, 2, 0.5] }
        #expect(Self.refusal(inline) == Self.invalid(
            "page 1, stroke 1 has its points in the manifest, where a version-4 file has them in the points section"))
    }

    @Test func anOlderInkstoneRefusesItPolitely() throws {
        // What Inkstones that read up to version 3 say (the version line is all they look at).
        let file = try Self.crafted()
        #expect(throws: DocumentFileError.newerVersion(found: 4, supported: 3)) {
            _ = try DocumentFile.VersionLine.readLine(file, supported: 3)
        }
        #expect("\(DocumentFileError.newerVersion(found: 4, supported: 3))"
                == "This document was made by a newer Inkstone (file format version 4; this Inkstone reads versions up to 3).")
    }
}
