/// Undo and redo are journaled as the inverse edit and the edit again, so a journal of any
/// undo/redo sequence replays to the live document without a history.
import Foundation
import Testing
import InkDocument
import InkGeometry

@Suite struct JournalUndoRedoTests {
    /// Drives a document, its history and a journal together, as the app does.
    struct Session {
        var document: Document
        var history = History()
        let writer: JournalWriter

        mutating func perform(_ edit: Edit) {
            history.perform(edit, on: &document)
            writer.append(edit)
        }

        mutating func undo() {
            guard let edit = history.undoStack.last, history.undo(&document) != nil else { return }
            writer.append(edit.inverse)
        }

        mutating func redo() {
            guard let edit = history.redoStack.last, history.redo(&document) != nil else { return }
            writer.append(edit)
        }

        mutating func addStroke(page: Int) { perform(JournalFixtures.addition(to: &document, page: page)) }
    }

    func replayed(_ session: Session) throws -> Document? {
        try session.writer.flush()
        return try JournalReplay(contentsOf: session.writer.path).document
    }

    @Test func undoRedoSequencesReplay() throws {
        let sandbox = try JournalSandbox()
        var s = Session(document: JournalFixtures.document(), writer: try sandbox.store.create(for: nil))
        s.writer.begin(with: s.document)

        s.addStroke(page: 0); s.addStroke(page: 0); s.addStroke(page: 2)
        s.undo(); s.undo()
        #expect(try replayed(s) == s.document)
        s.redo()
        #expect(try replayed(s) == s.document)
        s.perform(JournalFixtures.removal(in: s.document, page: 0))   // clears redo
        s.redo()                                                       // nothing to redo
        s.undo(); s.undo(); s.undo(); s.undo(); s.undo()               // past the start
        #expect(try replayed(s) == s.document)
        #expect(s.document.pages[0].strokes == JournalFixtures.document().pages[0].strokes)
        s.redo(); s.redo()
        #expect(try replayed(s) == s.document)
    }

    @Test func undoingAnErasureAndAPageInsert() throws {
        let sandbox = try JournalSandbox()
        var s = Session(document: JournalFixtures.document(), writer: try sandbox.store.create(for: nil))
        s.writer.begin(with: s.document)

        // An eraser removes strokes live, then records the edit.
        let erased = Edit(page: 0, change: .remove(s.document.pages[0].strokes.enumerated().map {
            PlacedStroke(index: $0.offset, stroke: $0.element)
        }))
        s.document.apply(erased)
        s.history.record(erased)
        s.writer.append(erased)
        s.perform(Edit(page: 1, change: .insertPage(Page(blankSize: Size(width: 300, height: 400)))))
        s.addStroke(page: 1)
        #expect(try replayed(s) == s.document)

        s.undo(); s.undo(); s.undo()
        #expect(s.document.pages.count == 3)
        #expect(s.document.pages[0].strokes.count == 2)
        #expect(try replayed(s) == s.document)
        s.redo(); s.redo()
        #expect(try replayed(s) == s.document)
    }
}
