/// The page overview's edits in the journal: a page moved (`Edit.Change.movePage`), inserted
/// and removed are written, replayed to exactly the live document, their undos too; the
/// record of a move is `{"movePage":{"to":N}}`, added within version 1.
import Foundation
import Testing
@testable import InkDocument
import InkGeometry

@Suite struct JournalPageMoveTests {
    @Test func movesInsertsAndRemovesOfPagesAndTheirUndosReplayToTheLiveDocument() throws {
        let sandbox = try JournalSandbox()
        var live = JournalFixtures.document()
        live.apply(Edit(page: 1, change: .insertPage(Page(blankSize: Size(width: 50, height: 70)))))
        let writer = try sandbox.store.create(for: "/home/someone/pages.inkstone")
        writer.begin(with: live)
        let count = live.pages.count
        #expect(count >= 3)
        let edits = [Edit(page: 0, change: .movePage(to: count - 1)),
                     Edit(page: 1, change: .insertPage(Page(blankSize: Size(width: 80, height: 60)))),
                     Edit(page: 2, change: .removePage(live.pages[1]))]
        var applied: [Edit] = []
        for edit in edits {
            // The removal names the page where it is by then.
            var e = edit
            if case .removePage = e.change { e = Edit(page: e.page, change: .removePage(live.pages[e.page])) }
            live.apply(e); writer.append(e); applied.append(e)
        }
        for e in applied.reversed() { live.apply(e.inverse); writer.append(e.inverse) }
        let redo = applied[0]
        live.apply(redo); writer.append(redo)
        try writer.flush()
        let replayed = try JournalReplay(contentsOf: writer.path)
        #expect(replayed.document == live)
        #expect(replayed.editCount == 7)
        #expect(!replayed.tornTail && !replayed.damaged)
    }

    @Test func aMoveIsWrittenAsItsOwnKindWithItsTarget() throws {
        let record = Journal.RecordV1.Edit(Edit(page: 3, change: .movePage(to: 1)))
        let json = try #require(try JSONSerialization.jsonObject(with: try JSONEncoder().encode(record)) as? [String: Any])
        #expect(json["page"] as? Int == 3)
        let change = try #require(json["change"] as? [String: Any])
        #expect(Array(change.keys) == ["movePage"])
        #expect((change["movePage"] as? [String: Any])?["to"] as? Int == 1)
        let back = try JSONDecoder().decode(Journal.RecordV1.Edit.self, from: try JSONEncoder().encode(record))
        var points = Journal.PointLists([])
        #expect(try back.value(points: &points) == Edit(page: 3, change: .movePage(to: 1)))
    }
}
