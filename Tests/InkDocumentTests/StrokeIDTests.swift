/// Stroke ids: makeStrokeID hands out unique ids, and a document opened with strokes
/// continues after the highest id it holds.
import Testing
import InkDocument
import InkGeometry

@Suite struct StrokeIDTests {
    @Test func freshIDsAreUniqueAndIncreasing() {
        var doc = Document()
        let ids = (0..<100).map { _ in doc.makeStrokeID().raw }
        #expect(Set(ids).count == 100)
        #expect(ids.first == 1)
        #expect(ids == ids.sorted())
    }

    @Test func aDocumentWithStrokesContinuesAfterTheHighestID() {
        var doc = Document(pages: [Page(strokes: [Fixtures.line(7, y: 0), Fixtures.line(3, y: 10)]),
                                   Page(strokes: [Fixtures.line(41, y: 20)])])
        #expect(doc.nextStrokeID == 42)
        let first = doc.makeStrokeID(), second = doc.makeStrokeID()
        #expect(first == StrokeID(42))
        #expect(second == StrokeID(43))
    }

    @Test func strokeBoundsAreItsOutlineBounds() {
        let s = Fixtures.line(1, y: 50, x0: 10, x1: 30)
        #expect(s.bounds == Rect(x: 8, y: 48, width: 24, height: 4))
    }
}
