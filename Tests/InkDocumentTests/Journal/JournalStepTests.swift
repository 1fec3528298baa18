/// A step of several edits (issue 17: a selection moved onto another page changes both pages):
/// undone and redone as one by `History`, and journaled as its edits (undo as their inverses,
/// last first), so a journal replays to the live document with no new record kind.
import Foundation
import Testing
import InkDocument
import InkGeometry

@Suite struct JournalStepTests {
    /// The first stroke of page 0 moved onto page 1 (on top of its ink): a `replace` on each page.
    static func moveAcross(_ doc: Document) -> [Edit] {
        let stroke = doc.pages[0].strokes[0]
        let moved = stroke.transformed(by: .translation(Point(10, -200)))
        return [Edit(page: 0, change: .replace(removed: [PlacedStroke(index: 0, stroke: stroke)], added: [])),
                Edit(page: 1, change: .replace(removed: [], added: [PlacedStroke(index: doc.pages[1].strokes.count, stroke: moved)]))]
    }

    @Test func aTwoPageStepUndoesAndRedoesAsOneAndReplays() throws {
        let sandbox = try JournalSandbox()
        var live = JournalFixtures.document()
        let start = live
        let writer = try sandbox.store.create(for: nil)
        writer.begin(with: live)
        var history = History()
        let step = Self.moveAcross(live)
        let area = history.perform(step: step, on: &live)
        step.forEach(writer.append)
        #expect(area == Document.everything, "two pages: everything repaints")
        #expect(history.undoSteps == [2] && history.undoStep.elementsEqual(step))
        #expect(live.pages[0].strokes.count == start.pages[0].strokes.count - 1)
        #expect(live.pages[1].strokes.last?.id == start.pages[0].strokes[0].id)
        try writer.flush()
        #expect(try JournalReplay(contentsOf: writer.path).document == live)

        let undone = Array(history.undoStep)
        #expect(history.undo(&live) != nil)
        undone.reversed().map(\.inverse).forEach(writer.append)
        #expect(live.pages == start.pages, "both pages back in one undo")
        #expect(!history.canUndo && history.redoSteps == [2])
        try writer.flush()
        #expect(try JournalReplay(contentsOf: writer.path).document == live)

        let redone = Array(history.redoStep)
        #expect(history.redo(&live) != nil)
        redone.forEach(writer.append)
        try writer.flush()
        let replayed = try JournalReplay(contentsOf: writer.path)
        #expect(replayed.document == live && !replayed.damaged)
        #expect(live.pages[1].strokes.last?.id == start.pages[0].strokes[0].id)
    }

    @Test func oneEditStepsKeepTheirOldShape() {
        var doc = JournalFixtures.document(), history = History()
        history.perform(JournalFixtures.removal(in: doc, page: 0), on: &doc)
        history.record(step: [])
        #expect(history.undoSteps == [1] && history.undoStack.count == 1)
    }
}
