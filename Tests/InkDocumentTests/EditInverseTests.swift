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

    @Test func aReplaceSwapsStrokesForOthersInOneStepAndItsInverseSwapsThemBack() {
        // The area eraser's edit: strokes 1 and 3 give way to pieces 4, 5 (where 1 was) and 6
        // (where 3 was); removed at their indices before, added at their indices after.
        let original = Document(pages: [Page(strokes: [Fixtures.line(1, y: 10), Fixtures.line(2, y: 50), Fixtures.line(3, y: 90)])])
        let added = [PlacedStroke(index: 0, stroke: Fixtures.line(4, y: 11)), PlacedStroke(index: 1, stroke: Fixtures.line(5, y: 12)),
                     PlacedStroke(index: 3, stroke: Fixtures.line(6, y: 91))]
        let edit = Edit(page: 0, change: .replace(removed: placed, added: added))
        #expect(edit.inverse == Edit(page: 0, change: .replace(removed: added, added: placed)))
        #expect(edit.inverse.inverse == edit)
        var doc = original
        let area = doc.apply(edit)
        #expect(Fixtures.ids(doc) == [4, 5, 2, 6])
        #expect(area == placed.map(\.stroke.bounds).reduce(Rect.empty) { $0.union($1) }.union(added.map(\.stroke.bounds).reduce(Rect.empty) { $0.union($1) }))
        doc.apply(edit.inverse)
        #expect(doc == original)
    }
}
