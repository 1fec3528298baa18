/// Work on a document that is in no `.inkstone` file but came from files (an annotated PDF, a
/// folder of scans) is recovered by that file's name: the journal's header carries it, the
/// recovery prompt says it, and the recovered window is titled by it.
import Foundation
import Testing
@testable import InkDocument
import InkGeometry
import InkInterface
@testable import InkWorkflow

@Suite(.serialized) @MainActor struct RecoveryNameTests {
    /// The header of the journal the session writes now.
    static func journaledName(_ state: StateFolder) throws -> String? {
        let file = try #require(state.journals.first)
        return try JournalReplay(contentsOf: state.journalFolder + "/" + file).header.name
    }

    @Test func aDocumentOpenedFromAPDFIsJournaledByItsName() throws {
        let state = try StateFolder()
        var s = Session(state: state, document: OpenTests.other(), title: "paper.pdf", sourceFolder: "/docs")
        s.settleJournal()
        #expect(try Self.journaledName(state) == "paper.pdf")
        // Closed (Ctrl+W): the blank document that takes its place has no name.
        s.key("w")
        s.settleJournal()
        #expect(try Self.journaledName(state) == nil)
    }

    @Test func anUntitledDocumentIsJournaledWithoutAName() throws {
        let state = try StateFolder()
        var s = Session(state: state)
        s.settleJournal()
        #expect(try Self.journaledName(state) == nil)
    }

    @Test func theRecoveryPromptAndTheTitleNameThePDF() throws {
        let state = try StateFolder()
        let lost = OpenTests.other()
        let store = JournalStore(environment: state.environment)
        let dead = JournalProcess(pid: try RecoveryTests.deadPID(), start: nil, bootID: nil)
        let writer = try store.create(for: nil, name: "paper.pdf", writer: dead, unsavedBase: true)
        writer.begin(with: lost)
        try writer.flush()
        writer.setAside()

        var s = Session(state: state)
        #expect(s.editor.prompt?.detail == "Inkstone ended before paper.pdf was saved (1 stroke).")
        s.answer(0)   // Recover
        s.settleJournal()
        #expect(s.editor.document == lost)
        #expect(s.title == "*paper.pdf — Inkstone", "recovered work is not saved")
        #expect(s.workflow.documentPath == nil, "a PDF is never saved over")
        // The journal now holding the work keeps the name, for a second crash.
        #expect(try Self.journaledName(state) == "paper.pdf")
    }

    /// A journal without the member (every journal before it) still reads, and its work is
    /// offered as before.
    @Test func aJournalWithoutANameIsOfferedAsUntitled() throws {
        let state = try StateFolder()
        _ = try RecoveryTests.leaveJournal(in: state, of: OpenTests.other())
        let s = Session(state: state)
        #expect(s.editor.prompt?.detail == "Inkstone ended before an untitled document was saved (1 stroke).")
    }

    /// The prompt counts the text boxes too: a crash while typing left "(2 changes, 1 stroke)"
    /// for a stroke and a box of text, as if the text were not there.
    @Test func thePromptCountsTextBoxes() throws {
        let state = try StateFolder()
        var lost = OpenTests.other()
        lost.pages[0].texts = [TextBox(id: 1, origin: Point(10, 10), width: 200, text: "Survives a crash"),
                               TextBox(id: 2, origin: Point(10, 80), width: 200, text: "東京")]
        _ = try RecoveryTests.leaveJournal(in: state, of: lost)
        let s = Session(state: state)
        #expect(s.editor.prompt?.detail == "Inkstone ended before an untitled document was saved (1 stroke, 2 text boxes).")
    }

    /// The prompt counts the placed images too: a photo inserted and written on, lost in a
    /// crash, was offered as "(2 changes, 1 stroke)", as if the photo were not there.
    @Test func thePromptCountsPlacedImages() throws {
        let state = try StateFolder()
        var lost = OpenTests.other()
        lost.pages[0].images = [PlacedImage(id: 1, key: "photo.png", frame: Rect(x: 10, y: 10, width: 64, height: 48)),
                                PlacedImage(id: 2, key: "photo.png", frame: Rect(x: 90, y: 10, width: 64, height: 48))]
        lost.images["photo.png"] = try ImageJournalOrderTests.png
        #expect(try Self.offeredDetail(lost, in: state) == "Inkstone ended before an untitled document was saved (1 stroke, 2 images).")
    }

    /// An image alone (a photo inserted, nothing drawn yet): no "0 strokes" before it.
    @Test func aPromptForAnImageAloneNamesNoStrokes() throws {
        let state = try StateFolder()
        var lost = Document(pages: [Page(blankSize: Size(400, 300))])
        lost.pages[0].images = [PlacedImage(id: 1, key: "photo.png", frame: Rect(x: 10, y: 10, width: 64, height: 48))]
        lost.images["photo.png"] = try ImageJournalOrderTests.png
        #expect(try Self.offeredDetail(lost, in: state) == "Inkstone ended before an untitled document was saved (1 image).")
    }

    /// Text only (an annotated PDF typed on, no ink): no "0 strokes" before the boxes.
    @Test func aPromptForTextAloneNamesNoStrokes() throws {
        let state = try StateFolder()
        var lost = Document(pages: [Page(blankSize: Size(400, 300))])
        lost.pages[0].texts = [TextBox(id: 1, origin: Point(10, 10), width: 200, text: "only words")]
        #expect(try Self.offeredDetail(lost, in: state) == "Inkstone ended before an untitled document was saved (1 text box).")
    }

    /// The recovery prompt's detail at the next start, `lost` left unsaved by a dead run.
    /// With changes since its base, the prompt says they are what is unsaved and the counts
    /// are the document's: "(1 change, 2 strokes)" read as two strokes lost.
    @Test func thePromptTellsTheChangesFromWhatTheDocumentHolds() throws {
        let state = try StateFolder()
        try Self.leaveOneStrokeMore(in: state, for: "/docs/Talk.inkstone")
        let s = Session(state: state)
        #expect(s.editor.prompt?.detail == "Inkstone ended before Talk.inkstone was saved: 1 change unsaved (the document holds 2 strokes).")
    }

    /// Work recovered, changed and lost again: the journal's changes are only those since the
    /// recovery, so no count is given. Before: "1 change unsaved (the document holds 3
    /// strokes)", though none of the three was ever saved.
    @Test func workRecoveredAndLostAgainGivesNoCountOfChanges() throws {
        let state = try StateFolder()
        try Self.leaveOneStrokeMore(in: state, for: nil, unsavedBase: true)
        let s = Session(state: state)
        #expect(s.editor.prompt?.detail == "Inkstone ended before an untitled document was saved (2 strokes).")
    }

    /// Leaves the journal of a dead run: `OpenTests.other()` (one stroke) as its base, then one
    /// stroke added.
    static func leaveOneStrokeMore(in state: StateFolder, for path: String?, unsavedBase: Bool = false) throws {
        var doc = OpenTests.other()
        let store = JournalStore(environment: state.environment)
        let dead = JournalProcess(pid: try RecoveryTests.deadPID(), start: nil, bootID: nil)
        let writer = try store.create(for: path, writer: dead, unsavedBase: unsavedBase)
        writer.begin(with: doc)
        var stroke = try #require(doc.pages[0].strokes.first)
        stroke.id = doc.makeStrokeID()
        let edit = Edit(page: 0, change: .add([PlacedStroke(index: 1, stroke: stroke)]))
        _ = doc.apply(edit)
        writer.append(edit)
        try writer.flush()
        writer.setAside()
    }

    static func offeredDetail(_ lost: Document, in state: StateFolder) throws -> String? {
        _ = try RecoveryTests.leaveJournal(in: state, of: lost)
        return Session(state: state).editor.prompt?.detail
    }
}
