/// `History.mark` names the state the steps on the undo stack lead to: undo and redo come back
/// to the marks they left, a new step (or a step amended) gets a mark never used before, so
/// a save's mark tells whether undo has brought the document back to what the file holds.
import Testing
import InkDocument
import InkGeometry

@Suite struct HistoryMarkTests {
    func add(_ s: Stroke, at i: Int) -> Edit { Edit(page: 0, change: .add([PlacedStroke(index: i, stroke: s)])) }

    @Test func undoAndRedoComeBackToTheirMarks() {
        var doc = Document(), history = History()
        let empty = history.mark
        history.perform(add(Fixtures.line(1, y: 10), at: 0), on: &doc)
        let one = history.mark
        history.perform(add(Fixtures.line(2, y: 20), at: 1), on: &doc)
        let two = history.mark
        #expect(Set([empty, one, two]).count == 3)
        history.undo(&doc)
        #expect(history.mark == one)
        history.undo(&doc)
        #expect(history.mark == empty)
        history.redo(&doc)
        history.redo(&doc)
        #expect(history.mark == two)
    }

    @Test func aNewStepAfterAnUndoIsANewMark() {
        var doc = Document(), history = History()
        history.perform(add(Fixtures.line(1, y: 10), at: 0), on: &doc)
        let first = history.mark
        history.undo(&doc)
        history.perform(add(Fixtures.line(2, y: 20), at: 0), on: &doc)
        #expect(history.mark != first, "another stroke, another state")
        let second = history.mark
        history.perform(adding: [add(Fixtures.line(3, y: 30), at: 1)], on: &doc)
        #expect(history.mark != second, "a step amended leads elsewhere")
    }
}
