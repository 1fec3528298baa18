/// History: perform, undo and redo move edits between the stacks, a new edit clears redo,
/// and undoing an erasure puts the strokes back at their old indices.
import Testing
import InkDocument
import InkGeometry

@Suite struct HistoryTests {
    func add(_ s: Stroke, at i: Int) -> Edit { Edit(page: 0, change: .add([PlacedStroke(index: i, stroke: s)])) }

    @Test func performUndoRedo() throws {
        var doc = Document(), history = History()
        #expect(!history.canUndo && !history.canRedo)
        let a = Fixtures.line(1, y: 10)
        let area = history.perform(add(a, at: 0), on: &doc)
        #expect(area == a.bounds)
        #expect(Fixtures.ids(doc) == [1])
        #expect(history.canUndo && !history.canRedo)

        let step1 = history.undo(&doc)

        let undone = try #require(step1)
        #expect(undone.page == 0)
        #expect(undone.area == a.bounds)
        #expect(doc.pages[0].strokes.isEmpty)
        #expect(!history.canUndo && history.canRedo)

        let step2 = history.redo(&doc)

        let redone = try #require(step2)
        #expect(redone.area == a.bounds)
        #expect(Fixtures.ids(doc) == [1])
        #expect(history.canUndo && !history.canRedo)
    }

    @Test func nothingToUndoOrRedoGivesNil() {
        var doc = Document(), history = History()
        let undone = history.undo(&doc), redone = history.redo(&doc)
        #expect(undone == nil)
        #expect(redone == nil)
    }

    @Test func aNewEditClearsRedo() throws {
        var doc = Document(), history = History()
        history.perform(add(Fixtures.line(1, y: 10), at: 0), on: &doc)
        history.perform(add(Fixtures.line(2, y: 50), at: 1), on: &doc)
        let step3 = history.undo(&doc)
        try #require(step3 != nil)
        #expect(history.canRedo)
        history.perform(add(Fixtures.line(3, y: 90), at: 1), on: &doc)
        #expect(!history.canRedo)
        let redone = history.redo(&doc)
        #expect(redone == nil)
        #expect(Fixtures.ids(doc) == [1, 3])
        #expect(history.undoStack.count == 2)
    }

    @Test func recordingAnAppliedEditClearsRedoToo() throws {
        var doc = Document(), history = History()
        history.perform(add(Fixtures.line(1, y: 10), at: 0), on: &doc)
        let step4 = history.undo(&doc)
        try #require(step4 != nil)
        history.record(add(Fixtures.line(2, y: 50), at: 0))
        #expect(!history.canRedo)
        #expect(history.undoStack.count == 1)
    }

    @Test func undoOfAnErasureRestoresTheStrokesAtTheirIndices() throws {
        let a = Fixtures.line(1, y: 10), b = Fixtures.line(2, y: 50), c = Fixtures.line(3, y: 90)
        var doc = Document(pages: [Page(strokes: [a, b, c])]), history = History()
        let erase = Edit(page: 0, change: .remove([PlacedStroke(index: 0, stroke: a), PlacedStroke(index: 2, stroke: c)]))
        history.perform(erase, on: &doc)
        #expect(Fixtures.ids(doc) == [2])
        let step5 = history.undo(&doc)
        let undone = try #require(step5)
        #expect(Fixtures.ids(doc) == [1, 2, 3])
        #expect(doc.pages[0].strokes == [a, b, c])
        #expect(undone.area == a.bounds.union(c.bounds))
        let step6 = history.redo(&doc)
        try #require(step6 != nil)
        #expect(Fixtures.ids(doc) == [2])
    }

    @Test func severalUndosUnwindInOrder() throws {
        var doc = Document(), history = History()
        for i in 1...3 { history.perform(add(Fixtures.line(UInt64(i), y: Double(i) * 20), at: i - 1), on: &doc) }
        let step7 = history.undo(&doc)
        try #require(step7 != nil)
        #expect(Fixtures.ids(doc) == [1, 2])
        let step8 = history.undo(&doc)
        try #require(step8 != nil)
        #expect(Fixtures.ids(doc) == [1])
        let step9 = history.redo(&doc)
        try #require(step9 != nil)
        #expect(Fixtures.ids(doc) == [1, 2])
    }
}
