/// Recovered work comes back where it was being worked on: the view remembered for its document
/// (the page the crash left, written 1.5 s after each change), not the document's first page.
/// Before, the view went to the start: after kill -9 on page 20 of a PDF being annotated,
/// Recover showed page 1, the recovered ink out of sight.
import Foundation
import Testing
@testable import InkDocument
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

    /// Leaves the journal of an untitled document of `document`'s pages, crashed after `edits`.
    static func leaveUntitledJournal(_ state: StateFolder, of document: Document, edits: [Edit]) throws {
        let store = JournalStore(environment: state.environment)
        let dead = JournalProcess(pid: try RecoveryTests.deadPID(), start: nil, bootID: nil)
        let writer = try store.create(for: nil, writer: dead, unsavedBase: true)
        writer.begin(with: document)
        edits.forEach(writer.append)
        try writer.flush()
        writer.setAside()
    }

    static func line(_ id: UInt64, at start: Point = Point(10, 10)) -> PlacedStroke {
        let points = [StrokePoint(start, pressure: 0.5), StrokePoint(start + Point(80, 30), pressure: 0.5)]
        return PlacedStroke(index: 0, stroke: Stroke(id: StrokeID(id), points: points, color: InkColor(rgb: 0), outline: OutlineOptions(width: 3)))
    }

    /// An untitled document has no remembered view (no file to remember it by): its recovered
    /// work comes back on the page of the last change the journal holds. Before, it opened on
    /// page 1 whatever page the crash left (ink drawn on page 4 of a new notebook, out of sight).
    @Test func untitledWorkComesBackOnThePageLastChanged() throws {
        let state = try StateFolder()
        let pages = StateKeeperTests.pages(5)
        try Self.leaveUntitledJournal(state, of: pages, edits: [Edit(page: 1, change: .add([Self.line(10)])),
                                                               Edit(page: 3, change: .add([Self.line(11)]))])
        var s = Session(state: state)
        s.workflow.stateKeeper = StateKeeper(store: MemoryStore())
        #expect(s.editor.prompt?.topic == .recovery)
        s.answer(0)   // Recover
        #expect(s.editor.document.pages[3].strokes.count == 1)
        #expect(s.editor.currentPage == 3, "the page last drawn on")
    }

    /// Recovered, then lost again before any change (a second crash): the journal begun over
    /// the recovered work says where it was last changed, so the next recovery comes back
    /// there too. Before, that journal held the work alone and its recovery opened at page 1.
    @Test func workLostAgainRightAfterItsRecoveryComesBackOnThePageLastChanged() throws {
        let state = try StateFolder()
        try Self.leaveUntitledJournal(state, of: StateKeeperTests.pages(5), edits: [Edit(page: 3, change: .add([Self.line(11, at: Point(200, 600))]))])
        var s = Session(state: state)
        s.workflow.stateKeeper = StateKeeper(store: MemoryStore())
        s.answer(0)   // Recover
        s.settleJournal()
        let path = try #require(s.workflow.keeper.writer?.path)
        let again = try JournalReplay(contentsOf: path).recovery(path: path)
        #expect(again.lastEditedPage == 3, "the page last changed, carried over")
        #expect(again.lastEditedArea.map { $0.intersects(Rect(x: 200, y: 600, width: 80, height: 30)) } == true)
        // A journal begun again over changes (its file deleted under it) says where the last was made.
        s.draw()
        s.settleJournal()
        let drawn = try #require(JournalReplay(contentsOf: path).lastEditedPage)
        try FileManager.default.removeItem(atPath: path)
        s.workflow.keeper.retry(with: s.editor.document)
        s.settleJournal()
        let next = try #require(s.workflow.keeper.writer?.path)
        #expect(next != path)
        #expect(try JournalReplay(contentsOf: next).recovery(path: next).lastEditedPage == drawn)
    }

    /// On the endless canvas the last stroke drawn far from the start comes back in sight; a
    /// change already in sight at the start leaves the start view as it is.
    @Test func theLastChangeOutOfSightIsBroughtIntoSightAndOnlyThen() throws {
        let far = Self.line(20, at: Point(5000, 4000))
        let state = try StateFolder()
        try Self.leaveUntitledJournal(state, of: Document(), edits: [Edit(page: 0, change: .add([far]))])
        var s = Session(state: state)
        s.answer(0)
        let shown = s.editor.toWindow(far.stroke.bounds, page: 0)
        #expect(s.editor.canvasFrame.covers(shown), "\(shown) in \(s.editor.canvasFrame)")

        let near = try StateFolder()
        try Self.leaveUntitledJournal(near, of: StateKeeperTests.pages(5), edits: [Edit(page: 0, change: .add([Self.line(20)]))])
        var t = Session(state: near)
        t.answer(0)
        #expect(t.editor.viewIsHome, "already in sight: the start view")
    }

    /// The page last changed, as the changes leave it: a page moved is where it went; a page
    /// removed leaves the page then in its place (the last, when it was the last).
    @Test func thePageLastChangedFollowsMovesAndRemovals() throws {
        for (edits, expected) in [([Edit(page: 0, change: .movePage(to: 2))], 2),
                                  ([Edit(page: 4, change: .removePage(Page(blankSize: Size(400, 300))))], 3),
                                  ([Edit(page: 2, change: .insertPage(Page(blankSize: Size(400, 300))))], 2)] {
            let state = try StateFolder()
            // Ink on the first page: an untitled document left blank holds nothing to offer.
            var inked = StateKeeperTests.pages(5)
            inked.pages[0].strokes = [Self.line(1).stroke]
            try Self.leaveUntitledJournal(state, of: inked, edits: edits)
            var s = Session(state: state)
            s.workflow.stateKeeper = StateKeeper(store: MemoryStore())
            s.answer(0)
            #expect(s.editor.currentPage == expected, "\(edits[0].change)")
        }
    }

    /// Leaves the journal a crashed window annotating `/docs/paper.pdf` wrote (its header names
    /// the PDF).
    static func leavePDFJournal(_ state: StateFolder, of document: Document) throws {
        let store = JournalStore(environment: state.environment)
        let dead = JournalProcess(pid: try RecoveryTests.deadPID(), start: nil, bootID: nil)
        let writer = try store.create(for: nil, name: "paper.pdf", inputs: ["/docs/paper.pdf"], writer: dead, unsavedBase: true)
        writer.begin(with: document)
        try writer.flush()
        writer.setAside()
    }

    /// Annotating a PDF, killed, started again from the launcher (no file named): Recover comes
    /// back at the page remembered for the PDF. Before, only a restart naming the PDF did; a
    /// window started without files showed page 1.
    @Test func recoveredPDFWorkShowsThePDFsViewInAWindowStartedWithoutFiles() throws {
        let state = try StateFolder()
        let lost = StateKeeperTests.pages(5)
        try Self.leavePDFJournal(state, of: lost)
        let store = MemoryStore()
        store.state.remember(DocumentView(key: "/docs/paper.pdf", page: 3, x: 0, y: 0, zoom: 1))
        var s = Session(state: state)
        s.workflow.stateKeeper = StateKeeper(store: store)
        s.answer(0)   // Recover
        #expect(s.editor.document == lost)
        #expect(s.editor.currentPage == 3, "the page it was worked on")
        #expect(s.workflow.documentKey == "/docs/paper.pdf", "its view is remembered for the PDF again")
    }

    /// Recovered, the PDF the work was opened from is still never exported over.
    @Test func recoveredPDFWorkIsNeverExportedOverItsPDF() throws {
        let state = try StateFolder()
        try Self.leavePDFJournal(state, of: StateKeeperTests.pages(2))
        var s = Session(state: state)
        s.answer(0)
        s.show(s.workflow.exportPDF(to: "/docs/paper.pdf", &s.editor))
        #expect(s.files.pdfExports.isEmpty)
        #expect(s.editor.notice?.text == "Not exported: paper.pdf is a file this document was opened from; choose another name.")
    }

    /// The journal names the files the work was opened from, and the journal holding recovered
    /// work names them again, for a second crash.
    @Test func theJournalNamesTheFilesTheWorkWasOpenedFrom() throws {
        let state = try StateFolder()
        var s = Session(state: state, document: OpenTests.other(), title: "paper.pdf", sourceFolder: "/docs", inputs: ["/docs/paper.pdf"])
        s.settleJournal()
        let file = try #require(state.journals.first)
        #expect(try JournalReplay(contentsOf: state.journalFolder + "/" + file).header.inputs == ["/docs/paper.pdf"])
        s.key("w")
        s.settleJournal()
        let blank = try #require(state.journals.first)
        #expect(try JournalReplay(contentsOf: state.journalFolder + "/" + blank).header.inputs == nil, "a closed document's blank one")

        let again = try StateFolder()
        try Self.leavePDFJournal(again, of: StateKeeperTests.pages(2))
        var r = Session(state: again)
        r.answer(0)
        r.settleJournal()
        let kept = try #require(again.journals.first)
        #expect(try JournalReplay(contentsOf: again.journalFolder + "/" + kept).header.inputs == ["/docs/paper.pdf"])
    }
}
