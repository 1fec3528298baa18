/// The area eraser's edit (`Edit.Change.replace`) in the journal: written, replayed and
/// recovered to exactly the live document, its undo (the inverse) too.
import Foundation
import Testing
import InkDocument
import InkGeometry

@Suite struct JournalReplaceTests {
    @Test func aReplaceAndItsUndoReplayToTheLiveDocument() throws {
        let sandbox = try JournalSandbox()
        var live = JournalFixtures.document()
        let writer = try sandbox.store.create(for: "/home/someone/cut.inkstone")
        writer.begin(with: live)
        // Page 0's bottom stroke gives way to two pieces of different lengths.
        let original = live.pages[0].strokes[0]
        let pieces = [JournalFixtures.stroke(live.makeStrokeID(), points: 3, seed: 5),
                      JournalFixtures.stroke(live.makeStrokeID(), points: 7, seed: 6)]
        let cut = Edit(page: 0, change: .replace(removed: [PlacedStroke(index: 0, stroke: original)],
                                                 added: [PlacedStroke(index: 0, stroke: pieces[0]), PlacedStroke(index: 1, stroke: pieces[1])]))
        live.apply(cut); writer.append(cut)
        try writer.flush()
        let replayed = try JournalReplay(contentsOf: writer.path)
        #expect(replayed.document == live)
        #expect(replayed.document?.pages[0].strokes.map(\.points.count) == [3, 7, 1])
        #expect(!replayed.tornTail && !replayed.damaged)

        live.apply(cut.inverse); writer.append(cut.inverse)
        try writer.flush()
        let undone = try JournalReplay(contentsOf: writer.path)
        #expect(undone.document == live)
        #expect(undone.document?.pages[0].strokes.first == original)
        #expect(undone.editCount == 2)
    }
}
