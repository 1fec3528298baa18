/// Version 3: the manifest keeps every stroke's members but its numbers are in the binary PNTS
/// section (big-endian doubles), read back exactly (`encode(_:version: 3)` still writes it); the PNTS section
/// is checked value by value (a stroke outside it, overlapping another, or values left over
/// is refused, naming the stroke).
import Foundation
import Testing
@testable import InkDocument
import InkGeometry

@Suite struct DocumentFileVersion3Tests {
    /// Every kind of page and nib: the samples' pages, the nib strokes, PDF pages.
    static var document: Document {
        var doc = DocumentFileSamples.document
        doc.pages += DocumentFilePDFTests.document.pages
        doc.images.merge(DocumentFilePDFTests.document.images) { a, _ in a }
        let nibs = [DocumentFileNibTests.stroke(100, nib: .pencil, tilts: [10, 35.5, 60]),
                    DocumentFileNibTests.stroke(101, nib: .pencil, tilts: [20, 20, 20]),
                    DocumentFileNibTests.stroke(102, nib: .chisel, alpha: 0.4, angles: [-1.2, -0.7, 0.3]),
                    DocumentFileNibTests.stroke(103, nib: .chisel, alpha: 0.4, angles: [-1.2, -1.2, -1.2]),
                    Stroke(id: StrokeID(104), points: [], color: InkColor(rgb: 0), outline: OutlineOptions(width: 1))]
        doc.pages.append(Page(strokes: nibs, blankSize: Size(100, 100)))
        doc.pages[5].strokes[0].id = StrokeID(90)
        return Document(pages: doc.pages, images: doc.images, nextStrokeID: 200)
    }

    @Test func versionThreeHasItsNumbersInBinary() throws {
        let file = try DocumentFile.encode(Self.document, version: 3)
        #expect(file.prefix(18) == Data("INKSTONEversion 3\n".utf8))
        let sections = try DocumentFile.SectionReader.read(file)
        let manifest = String(decoding: sections.manifest, as: UTF8.self)
        #expect(!manifest.contains("\"points\":[") && !manifest.contains("\"tilts\":[") && !manifest.contains("\"angles\":["), "\(manifest)")
        #expect(manifest.contains(#""kind":"pencil","outline":{"minimumWidth":0.75,"thinning":0.2,"width":8},"values":{"offset":"#))
        let values = try DocumentFile.PointValues.values(try #require(sections.points))
        // Every point's x, y and pressure, and the nib values as the manifest stores them.
        let points = Self.document.pages.flatMap(\.strokes).reduce(0) { $0 + $1.points.count }
        #expect(values.count == 3 * points + 3 + 1 + 3 + 1)
        #expect(Array(values.prefix(3)) == [-0.3, 1e-7, 0])
    }

    @Test func everyMemberComesBackExactly() throws {
        let document = Self.document
        let copy = try DocumentFile.decode(try DocumentFile.encode(document, version: 3))
        #expect(copy == document)
        #expect(copy.pages.last?.strokes.map(\.kind) == [.pencil, .pencil, .highlighter, .highlighter, .pen])
        #expect(copy.pages.last?.strokes[0].points.map(\.tilt) == [10, 35.5, 60])
        #expect(copy.pages.last?.strokes[2].points.map(\.angle) == [-1.2, -0.7, 0.3])
        #expect(copy.pages[4].pdfPage?.index == 0 && copy.pages[5].pdfPage?.index == 1)
        // Awkward doubles are kept to the last bit.
        let awkward = Stroke(id: StrokeID(1), points: [StrokePoint(Point(.pi, -1e-300), pressure: 1.0 / 3),
                                                      StrokePoint(Point(.greatestFiniteMagnitude, 0.1 + 0.2), pressure: .leastNonzeroMagnitude)],
                             color: InkColor(rgb: 0), outline: OutlineOptions(width: 1))
        let small = Document(pages: [Page(strokes: [awkward])])
        #expect(try DocumentFile.decode(try DocumentFile.encode(small, version: 3)) == small)
    }

    @Test func theFirstPagePreviewReadsVersionThree() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("v3-first-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("d.inkstone")
        try DocumentFile.encode(Self.document, version: 3).write(to: url)
        let first = try DocumentFile.loadFirstPage(from: url)
        #expect(first.pages == [Self.document.pages[0]])
    }

    @Test func olderVersionsCanStillBeWrittenWhenTheyHoldTheDocument() throws {
        let plain = DocumentFileSamples.document
        #expect(try DocumentFile.encode(plain, version: 1).prefix(18) == Data("INKSTONEversion 1\n".utf8))
        #expect(try DocumentFile.decode(DocumentFile.encode(plain, version: 1)) == plain)
        #expect(throws: DocumentFileError.invalidContent("it cannot be written as format version 1")) {
            try DocumentFile.encode(DocumentFilePDFTests.document, version: 1)
        }
        #expect(throws: DocumentFileError.invalidContent("it cannot be written as format version 5")) {
            try DocumentFile.encode(plain, version: 5)
        }
    }
}
