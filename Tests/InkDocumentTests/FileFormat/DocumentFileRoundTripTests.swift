/// Round trip: a document written and read back is the same document, image bytes and
/// stroke counter included, and the same document always gives the same bytes.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkTestSupport

@Suite struct DocumentFileRoundTripTests {
    @Test func aDocumentWithEveryKindOfPageComesBackEqual() throws {
        let original = DocumentFileSamples.document
        let copy = try DocumentFile.decode(DocumentFile.encode(original))
        #expect(copy == original)
        #expect(copy.pages.map(\.size) == [nil, Size(595, 842), Size(1240, 1754), Size(640.5, 480)])
        #expect(copy.pages[0].strokes[0].color.alpha == 0.35)
        #expect(copy.pages[0].strokes[0].points.map(\.pressure) == original.pages[0].strokes[0].points.map(\.pressure))
    }

    @Test func theStrokeCounterIsKeptEvenPastTheHighestID() throws {
        let original = DocumentFileSamples.document
        #expect(original.nextStrokeID == 10)
        var copy = try DocumentFile.decode(DocumentFile.encode(original))
        #expect(copy.nextStrokeID == 10)
        #expect(copy.makeStrokeID() == StrokeID(10))
    }

    @Test func imageBytesComeBackExactly() throws {
        let copy = try DocumentFile.decode(DocumentFile.encode(DocumentFileSamples.document))
        #expect(copy.images["scan-1.png"] == DocumentFileSamples.png)
        #expect(copy.images["photos/photo é.jpg"] == DocumentFileSamples.jpeg)
    }

    @Test func everyFiniteNumberComesBackBitForBit() throws {
        var rng = SeededRandom(seed: 42)
        let points = (0..<300).map { _ -> StrokePoint in
            func anyFinite() -> Double {
                while true {
                    let d = Double(bitPattern: rng.next())
                    if d.isFinite { return d }
                }
            }
            return StrokePoint(Point(anyFinite(), anyFinite()), pressure: Double.random(in: 0...1, using: &rng))
        } + [StrokePoint(Point(-0.0, .leastNonzeroMagnitude), pressure: 0)]
        let stroke = Stroke(id: StrokeID(UInt64.max - 2), points: points,
                            color: InkColor(red: 0.1, green: 1.0 / 3, blue: 2.0 / 3, alpha: 0.7),
                            outline: OutlineOptions(width: 0.1, thinning: 0.3, minimumWidth: 0))
        let original = Document(pages: [Page(strokes: [stroke])])
        let copy = try DocumentFile.decode(DocumentFile.encode(original))
        let bits = { (d: Document) in d.pages[0].strokes[0].points.flatMap { [$0.position.x, $0.position.y, $0.pressure] }.map(\.bitPattern) }
        #expect(bits(copy) == bits(original))
        #expect(copy.nextStrokeID == UInt64.max - 1)
    }

    @Test func theSameDocumentGivesTheSameBytes() throws {
        #expect(try DocumentFile.encode(DocumentFileSamples.document) == DocumentFile.encode(DocumentFileSamples.document))
    }

    @Test func aSavedFileLoadsBack() throws {
        let scratch = try TemporaryFolder("file-tests")
        let folder = scratch.url
        let url = folder.appendingPathComponent("notes.\(DocumentFile.fileExtension)")
        try DocumentFile.save(DocumentFileSamples.document, to: url)
        #expect(try DocumentFile.load(from: url) == DocumentFileSamples.document)
    }
}
