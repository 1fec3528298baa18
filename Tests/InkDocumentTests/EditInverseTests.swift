/// Edit.inverse: add and remove swap, keep page and placed strokes, and applying an edit
/// then its inverse gives back the document.
import Testing
import InkDocument
import InkGeometry

@Suite struct EditInverseTests {
    let placed = [PlacedStroke(index: 0, stroke: Fixtures.line(1, y: 10)), PlacedStroke(index: 2, stroke: Fixtures.line(3, y: 90))]

    @Test func inverseOfAddIsRemove() {
        let edit = Edit(page: 2, change: .add(placed))
        #expect(edit.inverse == Edit(page: 2, change: .remove(placed)))
        #expect(edit.inverse.inverse == edit)
    }

    @Test func inverseOfRemoveIsAdd() {
        #expect(Edit(page: 0, change: .remove(placed)).inverse == Edit(page: 0, change: .add(placed)))
    }

    @Test func applyingTheInverseRestoresTheDocument() {
        let original = Document(pages: [Page(strokes: [Fixtures.line(1, y: 10), Fixtures.line(2, y: 50), Fixtures.line(3, y: 90)])])
        var doc = original
        let edit = Edit(page: 0, change: .remove(placed))
        doc.apply(edit)
        #expect(Fixtures.ids(doc) == [2])
        doc.apply(edit.inverse)
        #expect(doc == original)
    }
}
