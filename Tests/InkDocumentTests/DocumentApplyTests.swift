/// Document.apply: adding and removing strokes keeps z-order, puts strokes at their indices
/// and returns the page area the edit touched.
import Testing
import InkDocument
import InkGeometry

@Suite struct DocumentApplyTests {
    let a = Fixtures.line(1, y: 10), b = Fixtures.line(2, y: 50), c = Fixtures.line(3, y: 90)

    @Test func addAppendsOnTopAndReturnsTheStrokesBounds() {
        var doc = Document()
        let r1 = doc.apply(Edit(page: 0, change: .add([PlacedStroke(index: 0, stroke: a)])))
        let r2 = doc.apply(Edit(page: 0, change: .add([PlacedStroke(index: 1, stroke: b)])))
        #expect(Fixtures.ids(doc) == [1, 2])
        #expect(r1 == Rect(x: -2, y: 8, width: 104, height: 4))
        #expect(r2 == b.bounds)
    }

    @Test func addInsertsAtTheGivenIndices() {
        var doc = Document(pages: [Page(strokes: [b])])
        let touched = doc.apply(Edit(page: 0, change: .add([PlacedStroke(index: 2, stroke: c), PlacedStroke(index: 0, stroke: a)])))
        #expect(Fixtures.ids(doc) == [1, 2, 3])
        #expect(touched == a.bounds.union(c.bounds))
    }

    @Test func removeKeepsTheOrderOfTheRest() {
        var doc = Document(pages: [Page(strokes: [a, b, c])])
        let touched = doc.apply(Edit(page: 0, change: .remove([PlacedStroke(index: 1, stroke: b)])))
        #expect(Fixtures.ids(doc) == [1, 3])
        #expect(touched == b.bounds)
    }

    @Test func removeOfSeveralReturnsTheirUnion() {
        var doc = Document(pages: [Page(strokes: [a, b, c])])
        let touched = doc.apply(Edit(page: 0, change: .remove([PlacedStroke(index: 0, stroke: a), PlacedStroke(index: 2, stroke: c)])))
        #expect(Fixtures.ids(doc) == [2])
        #expect(touched == Rect(x: -2, y: 8, width: 104, height: 84))
    }

    @Test func removingAMissingStrokeTouchesNothing() {
        var doc = Document(pages: [Page(strokes: [a])])
        let touched = doc.apply(Edit(page: 0, change: .remove([PlacedStroke(index: 0, stroke: b)])))
        #expect(touched == .empty)
        #expect(Fixtures.ids(doc) == [1])
    }

    @Test func anEditForAMissingPageChangesNothing() {
        var doc = Document()
        let touched = doc.apply(Edit(page: 3, change: .add([PlacedStroke(index: 0, stroke: a)])))
        #expect(touched == .empty)
        #expect(doc.pages.count == 1)
        #expect(doc.pages[0].strokes.isEmpty)
    }

    @Test func editsOnlyTouchTheirPage() {
        var doc = Document(pages: [Page(strokes: [a]), Page()])
        doc.apply(Edit(page: 1, change: .add([PlacedStroke(index: 0, stroke: b)])))
        #expect(Fixtures.ids(doc, page: 0) == [1])
        #expect(Fixtures.ids(doc, page: 1) == [2])
    }
}
