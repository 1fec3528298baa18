/// Version 4: every save writes the strokes' points packed as memory keeps them (12 bytes a
/// point: grid offsets and Float32 pressures, little-endian words in PNTS), the manifest
/// naming each stroke's grid and origin; opening copies the words back, so a save and an open
/// give the same points in the same words.
import Foundation
import Testing
@testable import InkDocument
import InkGeometry

@Suite struct DocumentFileVersion4Tests {
    /// The version-3 suite's document (every page kind and nib) and two long strokes.
    static var document: Document {
        var doc = DocumentFileVersion3Tests.document
        let long = Stroke(id: StrokeID(150), points: (0..<100).map {
            StrokePoint(Point(10.123 + Double($0) * 1.7, 80 - Double($0) * 0.3), pressure: Double($0) / 99)
        }, color: InkColor(rgb: 0x112233), outline: OutlineOptions(width: 2))
        let tilted = Stroke(id: StrokeID(151), points: (0..<30).map {
            StrokePoint(Point(Double($0), 5), pressure: 0.5, tilt: 30)
        }, color: InkColor(rgb: 0x444444), outline: OutlineOptions(width: 2, nib: .pencil))
        doc.pages[0].strokes += [long, tilted]
        return doc
    }

    static func words(_ stroke: Stroke) -> [UInt32] { stroke.points.withStoredWords { Array($0) } }

    @Test func everySaveIsVersionFourWithThePackedWords() throws {
        let file = try DocumentFile.encode(Self.document)
        #expect(file.prefix(18) == Data("INKSTONEversion 4\n".utf8))
        let sections = try DocumentFile.SectionReader.read(file)
        let manifest = String(decoding: sections.manifest, as: UTF8.self)
        #expect(!manifest.contains("\"points\":[") && !manifest.contains("\"tilts\":["), "\(manifest)")
        let long = Self.document.pages[0].strokes[Self.document.pages[0].strokes.count - 2]
        let storage = long.points.storage
        #expect(manifest.contains(#""values":{"grid":16,"offset":"#))
        #expect(manifest.contains(#","points":100,"x":\#(storage.originX),"y":\#(storage.originY)}"#), "\(manifest)")
        // 12 bytes a point for the long strokes, 40 for the short (exact) ones, tilts as one word.
        let points = try #require(sections.points)
        let strokes = Self.document.pages.flatMap(\.strokes)
        let expected = strokes.reduce(0) { $0 + $1.points.storage.wordCount }
        #expect(points.count == 4 * expected)
        #expect(strokes.last { $0.id == StrokeID(151) }?.points.storage.wordCount == 3 * 30 + 1)
    }

    @Test func saveAndOpenGiveTheSameWords() throws {
        let document = Self.document
        let copy = try DocumentFile.decode(try DocumentFile.encode(document))
        #expect(copy == document)
        for (read, made) in zip(copy.pages.flatMap(\.strokes), document.pages.flatMap(\.strokes)) {
            #expect(read.points.storage == made.points.storage && Self.words(read) == Self.words(made), "stroke \(read.id.raw)")
        }
        #expect(try DocumentFile.encode(copy) == (try DocumentFile.encode(document)))
        // Short strokes keep every double exactly.
        let awkward = Stroke(id: StrokeID(1), points: [StrokePoint(Point(.pi, -1e-300), pressure: 1.0 / 3),
                                                      StrokePoint(Point(.greatestFiniteMagnitude, 0.1 + 0.2), pressure: .leastNonzeroMagnitude)],
                             color: InkColor(rgb: 0), outline: OutlineOptions(width: 1))
        let small = Document(pages: [Page(strokes: [awkward])])
        #expect(try DocumentFile.decode(try DocumentFile.encode(small)) == small)
    }

    @Test func theHandWrittenManifestIsJSONEncodersBytes() throws {
        for document in [Self.document, try GoldenSamples.version4Document, Document(pages: [Page()])] {
            let sink = DocumentFile.PointSink(packed: true)
            let manifest = DocumentFile.Manifest(document, imageOrder: document.images.keys.sorted(), sink: sink)
            let fast = try DocumentFile.ManifestCoding.encodeFast(manifest)
            #expect(fast == (try DocumentFile.ManifestCoding.encode(manifest)), "\(String(decoding: fast, as: UTF8.self))")
        }
        // Awkward numbers and an image key that looks like a stroke list.
        var odd = Self.document
        odd.pages[0].strokes[0].color = InkColor(red: 1.0 / 3, green: 1e-7, blue: 0, alpha: 0.1 + 0.2)
        odd.pages[0].strokes[0].outline = OutlineOptions(width: 123456789.125, thinning: -0.6, minimumWidth: .leastNonzeroMagnitude)
        let key = #"x"strokes":[]"#
        odd.images[key] = odd.images.values.first
        odd.pages.append(Page(background: .image(key: key, size: Size(2, 2))))
        let sink = DocumentFile.PointSink(packed: true)
        let manifest = DocumentFile.Manifest(odd, imageOrder: odd.images.keys.sorted(), sink: sink)
        #expect(try DocumentFile.ManifestCoding.encodeFast(manifest) == (try DocumentFile.ManifestCoding.encode(manifest)))
    }

    @Test func theFirstPagePreviewReadsVersionFour() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("v4-first-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("d.inkstone")
        try DocumentFile.save(Self.document, to: url)
        #expect(try DocumentFile.loadFirstPage(from: url).pages == [Self.document.pages[0]])
    }

    @Test func versionThreeFilesAreUpgradedToVersionFour() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("v4-upgrade-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("d.inkstone")
        try DocumentFile.encode(Self.document, version: 3).write(to: url)
        #expect(try DocumentFile.upgrade(url) == .upgraded(from: 3))
        #expect(try Data(contentsOf: url).prefix(18) == Data("INKSTONEversion 4\n".utf8))
        #expect(try DocumentFile.load(from: url) == Self.document)
        #expect(try DocumentFile.upgrade(url) == .alreadyCurrent)
    }
}
