/// A version-3 file whose PNTS section does not fit its manifest is refused with one clear
/// message naming the stroke (the corpus keeps these files: Tests/Corpus/documents/points-*).
import Foundation
import Testing
@testable import InkDocument
import InkGeometry

@Suite struct DocumentFileVersion3DamageTests {
    /// Two strokes of 8 points (24 values each), with the manifest and the values changed by `change`.
    static func crafted(pointsSection: Bool = true,
                        _ change: (inout DocumentFile.Manifest, inout Data) -> Void = { _, _ in }) throws -> Data {
        let line = { (id: UInt64, y: Double) in
            Stroke(id: StrokeID(id), points: (0..<8).map { StrokePoint(Point(100 + Double($0) * 20, y), pressure: 0.5) },
                   color: InkColor(rgb: 0x202020), outline: OutlineOptions(width: 4))
        }
        let sink = DocumentFile.PointSink()
        var manifest = DocumentFile.Manifest(Document(pages: [Page(strokes: [line(1, 100), line(2, 140)])]), imageOrder: [], sink: sink)
        var values = DocumentFile.PointValues.bytes(sink.values)
        change(&manifest, &values)
        var writer = DocumentFile.SectionWriter(version: 3)
        writer.append(.manifest, try DocumentFile.ManifestCoding.encode(manifest))
        if pointsSection { writer.append(.points, values) }
        return writer.finish()
    }

    static func refusal(_ file: Data) -> String? {
        DocumentFileSamples.error { _ = try DocumentFile.decode(file) }.map { "\($0)" }
    }

    static func invalid(_ what: String) -> String { "\(DocumentFileError.invalidContent(what))" }

    @Test func theCraftedFileOpens() throws {
        let document = try DocumentFile.decode(try Self.crafted())
        #expect(document.pages[0].strokes.map(\.points.count) == [8, 8])
    }

    @Test func aPointsSectionCutShortIsRefused() throws {
        let file = try Self.crafted { _, values in values.removeLast(8 * 10) }
        #expect(Self.refusal(file) == Self.invalid("page 1, stroke 2's points lie outside the points section (PNTS)"))
    }

    @Test func overlappingStrokesAreRefused() throws {
        let file = try Self.crafted { manifest, _ in manifest.pages[0].strokes[1].values?.offset = 3 }
        #expect(Self.refusal(file) == Self.invalid(
            "page 1, stroke 2's points begin at value 3 of the points section, not at 24 where the stroke before ends"))
    }

    @Test func pointsOutOfRangeAreRefused() throws {
        for change in [{ (m: inout DocumentFile.Manifest) in m.pages[0].strokes[0].values?.offset = .max },
                       { (m: inout DocumentFile.Manifest) in m.pages[0].strokes[0].values?.points = .max },
                       { (m: inout DocumentFile.Manifest) in m.pages[0].strokes[0].values?.points = -1 },
                       { (m: inout DocumentFile.Manifest) in m.pages[0].strokes[1].values?.tilts = 1 }] {
            let file = try Self.crafted { manifest, _ in change(&manifest) }
            let refusal = Self.refusal(file) ?? ""
            #expect(refusal.hasSuffix("points lie outside the points section (PNTS)."), "\(refusal)")
        }
    }

    @Test func leftOverValuesAndRaggedSectionsAreRefused() throws {
        let extra = try Self.crafted { _, values in values.append(DocumentFile.PointValues.bytes([1, 2, 3])) }
        #expect(Self.refusal(extra) == Self.invalid("the points section (PNTS) holds 3 values after the last stroke's"))
        let ragged = try Self.crafted { _, values in values.append(7) }
        #expect(Self.refusal(ragged) == Self.invalid("the points section (PNTS) holds 385 bytes, not a whole number of 8-byte values"))
    }

    @Test func aVersionThreeFileNeedsItsPointsSectionAndOnlyThere() throws {
        #expect(Self.refusal(try Self.crafted(pointsSection: false))
                == Self.invalid("the file has no points section (PNTS), which version 3 requires"))
        let inline = try Self.crafted { manifest, _ in manifest.pages[0].strokes[0].points = [1, 2, 0.5] }
        #expect(Self.refusal(inline) == Self.invalid(
            "page 1, stroke 1 has its points in the manifest, where a version-3 file has them in the points section"))
        let nowhere = try Self.crafted { manifest, _ in manifest.pages[0].strokes[0].values = nil }
        #expect(Self.refusal(nowhere) == Self.invalid("page 1, stroke 1 does not say where its points are (\"values\" is missing)"))
        // Version 1 knows no PNTS section: an unknown uppercase tag.
        var writer = DocumentFile.SectionWriter(version: 1)
        writer.append(.manifest, try DocumentFile.ManifestCoding.encode(DocumentFileSamples.parts.manifest))
        writer.append(.points, Data())
        #expect(Self.refusal(writer.finish()) == Self.invalid("section 2 (PNTS) is of an unknown kind"))
    }
}
