/// A selection moved (issue 17) is the existing `replace` record with each stroke swapped for
/// itself (same id, same index) moved: written, replayed to the live document, undone too.
import Foundation
import Testing
import InkDocument
import InkGeometry

@Suite struct JournalTransformTests {
    @Test func aMovedSelectionAndItsUndoReplayToTheLiveDocument() throws {
        let sandbox = try JournalSandbox()
        var live = JournalFixtures.document()
        let writer = try sandbox.store.create(for: "/home/someone/moved.inkstone")
        writer.begin(with: live)
        let ids = Set(live.pages[0].strokes.prefix(2).map(\.id))
        let placed = live.pages[0].placed(ids)
        let move = try #require(Edit.restyle(page: 0, placed) { $0.transformed(by: .rotation(0.3, about: Point(50, 50))) })
        live.apply(move); writer.append(move)
        try writer.flush()
        let replayed = try JournalReplay(contentsOf: writer.path)
        #expect(replayed.document == live)
        #expect(!replayed.tornTail && !replayed.damaged)

        live.apply(move.inverse); writer.append(move.inverse)
        try writer.flush()
        let undone = try JournalReplay(contentsOf: writer.path)
        #expect(undone.document == live)
        #expect(undone.document?.pages[0].placed(ids) == placed)
    }
}
