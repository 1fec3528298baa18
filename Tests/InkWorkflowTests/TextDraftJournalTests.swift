/// Text typed into a box that is still open reaches the journal (the data-safety rule: a kill -9
/// while a box is open loses nothing typed), coalesced: a burst of keys is one small record,
/// written with the journal's next flush; the finished box then replaces the draft.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
@testable import InkInterface
import InkTestSupport
@testable import InkWorkflow

@Suite(.serialized) @MainActor struct TextDraftJournalTests {
    /// A session with a box placed by a click of the text tool.
    static func typing(_ state: StateFolder) -> Session {
        var s = Session(state: state)
        s.show(s.editor.handle(KeyChord(.character("t"))))
        s.show(s.editor.handle(PointerEvents.press(Point(300, 200))))
        s.show(s.editor.handle(PointerEvents.release(Point(300, 200))))
        s.settleJournal()
        return s
    }

    static func type(_ text: String, _ s: inout Session) {
        for c in text { s.show(s.editor.handle(KeyChord(.character(String(c)), [], text: String(c)))) }
    }

    /// The journal as a crash would leave it: what is on disk, read by a new process.
    static func replayed(_ s: Session) throws -> JournalReplay {
        try JournalReplay(contentsOf: try #require(s.workflow.keeper.currentWriter?.path))
    }

    @Test func textTypedIntoAnOpenBoxIsInTheJournalBeforeTheBoxIsFinished() throws {
        let state = try StateFolder()
        var s = Self.typing(state)
        let records = try Self.replayed(s).recordCount
        Self.type("Hello Ink", &s)
        #expect(s.editor.isEditingText)
        #expect(s.editor.document.pages[0].texts.isEmpty, "the page gets the box when it is finished")
        #expect(s.editor.history.undoStack.isEmpty, "a draft is no undo step")
        s.settleJournal()
        let replay = try Self.replayed(s)
        #expect(replay.document?.pages[0].texts.map(\.text) == ["Hello Ink"])
        #expect(replay.recordCount == records + 1, "nine keys in one flush are one record")
    }

    @Test func theFinishedBoxReplacesTheDraftAndUndoIsJournaledAsUsual() throws {
        let state = try StateFolder()
        var s = Self.typing(state)
        Self.type("Hello", &s)
        s.settleJournal()
        Self.type(" Ink", &s)
        s.show(s.editor.handle(KeyChord(.escape)))
        s.settleJournal()
        #expect(try Self.replayed(s).document == s.editor.document)
        #expect(s.editor.document.pages[0].texts.map(\.text) == ["Hello Ink"])
        s.key("z")
        s.settleJournal()
        #expect(try Self.replayed(s).document == s.editor.document)
        #expect(s.editor.document.pages[0].texts.isEmpty)
    }

    @Test func aBoxEmptiedBeforeItIsFinishedLeavesTheJournalToo() throws {
        let state = try StateFolder()
        var s = Self.typing(state)
        Self.type("ab", &s)
        s.settleJournal()
        #expect(try Self.replayed(s).document?.pages[0].texts.map(\.text) == ["ab"])
        s.show(s.editor.handle(KeyChord(.backspace)))
        s.show(s.editor.handle(KeyChord(.backspace)))
        s.show(s.editor.handle(KeyChord(.escape)))
        s.settleJournal()
        #expect(try Self.replayed(s).document?.pages[0].texts == [])
        #expect(try Self.replayed(s).document == s.editor.document)
    }

    @Test func aBoxTypedBackToWhatItWasLeavesTheJournalAsThePage() throws {
        let state = try StateFolder()
        var s = Self.typing(state)
        Self.type("ab", &s)
        s.show(s.editor.handle(KeyChord(.escape)))
        s.show(s.editor.handle(PointerEvents.press(Point(302, 200))))   // takes hold of it again
        s.show(s.editor.handle(PointerEvents.release(Point(302, 200))))
        #expect(s.editor.isEditingText)
        s.show(s.editor.handle(KeyChord(.end)))
        Self.type("c", &s)
        s.settleJournal()
        #expect(try Self.replayed(s).document?.pages[0].texts.map(\.text) == ["abc"])
        s.show(s.editor.handle(KeyChord(.backspace)))
        s.show(s.editor.handle(KeyChord(.escape)))
        s.settleJournal()
        #expect(try Self.replayed(s).document == s.editor.document)
        #expect(s.editor.document.pages[0].texts.map(\.text) == ["ab"])
    }

    @Test func aCrashAfterTheLastKeyIsCoveredByTheFlushOnTheWayOut() throws {
        let state = try StateFolder()
        var s = Self.typing(state)
        Self.type("Hi", &s)
        // The display goes away before the flush is due: what is kept is written at once.
        _ = s.workflow.connectionLost()
        #expect(try Self.replayed(s).document?.pages[0].texts.map(\.text) == ["Hi"])
    }

    @Test func draftsOfOneBoxFoldIntoOneAndOthersStayApart() {
        let a = TextBox(id: 1, origin: Point(0, 0), width: 100, text: "a")
        let ab = TextBox(id: 1, origin: Point(0, 0), width: 100, text: "ab")
        let other = TextBox(id: 2, origin: Point(0, 0), width: 100, text: "x")
        let first = Edit(page: 0, change: .text(TextChange(before: nil, after: a)))
        let second = Edit(page: 0, change: .text(TextChange(before: a, after: ab)))
        #expect(DocumentKeeper.fold(first, second) == Edit(page: 0, change: .text(TextChange(before: nil, after: ab))))
        #expect(DocumentKeeper.fold(first, Edit(page: 0, change: .text(TextChange(before: nil, after: other)))) == nil)
        #expect(DocumentKeeper.fold(first, Edit(page: 1, change: .text(TextChange(before: a, after: ab)))) == nil)
    }
}
