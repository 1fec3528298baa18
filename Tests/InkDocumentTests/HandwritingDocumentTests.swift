/// The generator of `make bench`'s big documents (`HandwritingDocument`): the number of points
/// asked for, strokes of handwriting length on the page, the same document on every run, and a
/// document that saves and opens back as it was.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkTestSupport

@Suite struct HandwritingDocumentTests {
    @Test(arguments: [(1, 100_000), (3, 1_234), (10, 5_000), (2, 60)])
    func holdsThePointsAskedForInStrokesOfHandwritingLength(pages: Int, pointsPerPage: Int) {
        let spec = HandwritingDocument(pages: pages, pointsPerPage: pointsPerPage)
        let document = spec.document()
        #expect(document.pages.count == pages)
        let area = Rect(x: 0, y: 0, width: HandwritingDocument.pageSize.width, height: HandwritingDocument.pageSize.height)
        for page in document.pages {
            #expect(page.blankSize == HandwritingDocument.pageSize)
            #expect(page.strokes.reduce(0) { $0 + $1.points.count } == pointsPerPage)
            #expect(page.strokes.allSatisfy { HandwritingDocument.strokeLengths.contains($0.points.count) })
            #expect(page.strokes.allSatisfy { area.covers($0.bounds) })
        }
        #expect(spec.points == pages * pointsPerPage)
    }

    @Test func pressureRisesAndFalls() {
        let pressures = HandwritingDocument(pages: 1, pointsPerPage: 2_000).document().pages[0].strokes.flatMap { $0.points.map(\.pressure) }
        #expect(pressures.allSatisfy { (0.05...1).contains($0) })
        #expect((pressures.max() ?? 0) - (pressures.min() ?? 0) > 0.4)
    }

    @Test func isTheSameOnEveryRunAndDiffersWithTheSeed() {
        #expect(HandwritingDocument(pages: 2, pointsPerPage: 3_000).document() == HandwritingDocument(pages: 2, pointsPerPage: 3_000).document())
        #expect(HandwritingDocument(pages: 2, pointsPerPage: 3_000, seed: 1).document() != HandwritingDocument(pages: 2, pointsPerPage: 3_000).document())
    }

    @Test func savesAndOpensBackAsItWas() throws {
        let folder = try TemporaryFolder("handwriting")
        let document = HandwritingDocument(pages: 4, pointsPerPage: 2_500).document()
        try DocumentFile.save(document, to: folder.file("notes.inkstone"))
        let opened = try DocumentFile.load(from: folder.file("notes.inkstone"))
        #expect(opened == document)
        #expect(opened.nextStrokeID == UInt64(opened.pages.reduce(0) { $0 + $1.strokes.count }) + 1)
    }
}
