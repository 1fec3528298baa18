/// Ink past a page's edge is found, so exports can say it is not in them (G4).
import InkDocument
import InkGeometry
import Testing

@Suite struct MarginInkTests {
    static func stroke(_ id: UInt64, from a: Point, to b: Point) -> Stroke {
        Stroke(id: StrokeID(id), points: [StrokePoint(a), StrokePoint(b)], color: InkColor(rgb: 0), outline: OutlineOptions(width: 4))
    }

    @Test func inkPastTheEdgeIsFoundPerPage() {
        let inside = Self.stroke(1, from: Point(10, 10), to: Point(90, 90))
        let past = Self.stroke(2, from: Point(50, 50), to: Point(130, 50))
        let doc = Document(pages: [Page(strokes: [inside], blankSize: Size(100, 100)),
                                   Page(strokes: [past], blankSize: Size(100, 100)),
                                   Page(strokes: [past])])  // the unbounded canvas has no edge
        #expect(doc.pagesWithInkPastTheEdge == [1])
        #expect(marginInkWarning([1]) == "ink past the page edge on page 2 is not in the export (it stays in the document)")
        #expect(marginInkWarning([]) == nil)
    }
}
