/// Recovered work comes back where it was being worked on: the view remembered for its document
/// (the page the crash left, written 1.5 s after each change), not the document's first page.
/// Before, the view went to the start: after kill -9 on page 20 of a PDF being annotated,
/// Recover showed page 1, the recovered ink out of sight.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface
@testable import InkWorkflow

@Suite(.serialized) @MainActor struct RecoveredViewTests {
    @Test func recoveredWorkShowsItsRememberedView() throws {
        let state = try StateFolder()
        let lost = StateKeeperTests.pages(5)
        _ = try RecoveryTests.leaveJournal(in: state, of: lost, for: "/docs/Lost.inkstone")
        let store = MemoryStore()
        store.state.remember(DocumentView(key: "/docs/Lost.inkstone", page: 3, x: 0, y: 0, zoom: 1))
        var s = Session(state: state)
        s.workflow.stateKeeper = StateKeeper(store: store)
        #expect(s.editor.prompt?.topic == .recovery)
        s.answer(0)   // Recover
        #expect(s.editor.document == lost)
        #expect(s.editor.currentPage == 3, "the page it was worked on")
    }

    @Test func workWithoutARememberedViewStartsAtItsStart() throws {
        let state = try StateFolder()
        _ = try RecoveryTests.leaveJournal(in: state, of: StateKeeperTests.pages(5), for: "/docs/Lost.inkstone")
        var s = Session(state: state)
        s.workflow.stateKeeper = StateKeeper(store: MemoryStore())
        s.answer(0)
        #expect(s.editor.currentPage == 0)
        #expect(s.editor.viewIsHome)
    }
}
