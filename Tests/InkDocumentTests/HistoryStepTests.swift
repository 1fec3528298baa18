/// History steps of several edits (the pages of one drop): undone and redone as one.
import Foundation
import Testing
import InkDocument
import InkGeometry

@Suite struct HistoryStepTests {
    func page(_ width: Double) -> Page { Page(blankSize: Size(width, 100)) }

    @Test func aStepOfSeveralEditsUndoesAndRedoesAsOne() {
        var doc = Document(pages: [page(10)]), history = History()
        let edits = [Edit(page: 1, change: .insertPage(page(20))), Edit(page: 2, change: .insertPage(page(30)))]
        let area = history.perform(step: edits, on: &doc)
        #expect(doc.pages.map { $0.size?.width } == [10, 20, 30])
        #expect(area == Document.everything)
        history.perform(Edit(page: 0, change: .add([PlacedStroke(index: 0, stroke: Fixtures.line(1, y: 10))])), on: &doc)

        _ = history.undo(&doc)
        #expect(doc.pages[0].strokes.isEmpty)
        #expect(Array(history.undoStep) == edits, "the step to undo holds both edits")
        let undone = history.undo(&doc)
        #expect(undone?.page == 1)
        #expect(doc.pages.map { $0.size?.width } == [10])
        #expect(!history.canUndo && history.canRedo)

        #expect(Array(history.redoStep) == edits)
        let redone = history.redo(&doc)
        #expect(redone?.page == 1)
        #expect(doc.pages.map { $0.size?.width } == [10, 20, 30])
        #expect(history.canRedo, "the stroke's step is still there to redo")
    }

    @Test func aNewEditClearsRedoneStepsToo() {
        var doc = Document(pages: [page(10)]), history = History()
        history.perform(step: [Edit(page: 1, change: .insertPage(page(20))), Edit(page: 2, change: .insertPage(page(30)))], on: &doc)
        _ = history.undo(&doc)
        history.perform(Edit(page: 1, change: .insertPage(page(40))), on: &doc)
        #expect(!history.canRedo)
        _ = history.undo(&doc)
        #expect(doc.pages.count == 1)
        #expect(!history.canUndo)
    }
}

