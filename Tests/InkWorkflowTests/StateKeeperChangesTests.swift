/// Issue 16: the remembered state is written as it changes, not only at the end, so a killed
/// app keeps it: a tool picked or a view moved is written `writeDelay` later (once for changes
/// meanwhile), the hint's dismissal at once; nothing is written when nothing remembered changed.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkTestSupport
@testable import InkWorkflow

@Suite(.serialized) @MainActor struct StateKeeperChangesTests {
    static let start = Date(timeIntervalSince1970: 1_000_000)

    /// The document's key, counting how often it is worked out.
    final class CountedKey {
        var worked = 0
        func key() -> String? { worked += 1; return "/docs/a.pdf" }
    }

    /// An editor on a document opened from "/docs/a.pdf", its keeper begun, and a counted key.
    static func begunOnAFile() -> (Editor, StateKeeper, CountedKey) {
        var editor = Editor(document: StateKeeperTests.pages(), windowSize: Size(800, 700))
        let keeper = StateKeeper(store: MemoryStore())
        _ = keeper.begin(&editor, documentKey: "/docs/a.pdf")
        return (editor, keeper, CountedKey())
    }

    @Test func aToolPickedIsWrittenAfterTheDelayOnce() throws {
        let store = MemoryStore()
        var editor = Editor(document: StateKeeperTests.pages(), windowSize: Size(800, 700))
        let keeper = StateKeeper(store: store)
        _ = keeper.begin(&editor, documentKey: "/docs/a.pdf")
        try keeper.note(editor, documentKey: "/docs/a.pdf", now: Self.start)
        #expect(keeper.writeDeadline == nil, "nothing changed yet")
        _ = editor.run(.selectTool(.eraser), for: .pen)
        try keeper.note(editor, documentKey: "/docs/a.pdf", now: Self.start)
        _ = editor.handle(KeyChord(.pageDown))
        try keeper.note(editor, documentKey: "/docs/a.pdf", now: Self.start.addingTimeInterval(1))
        #expect(keeper.writeDeadline == Self.start.addingTimeInterval(StateKeeper.writeDelay))
        try keeper.writeIfDue(editor, documentKey: "/docs/a.pdf", now: Self.start.addingTimeInterval(1.4))
        #expect(store.saves == 0)
        try keeper.writeIfDue(editor, documentKey: "/docs/a.pdf", now: Self.start.addingTimeInterval(1.5))
        keeper.waitForWrites()   // written on the keeper's queue (StateKeeperWriteTests)
        #expect(store.saves == 1 && keeper.writeDeadline == nil)
        #expect(store.state.devices["pen"]?.tool == "eraser")
        #expect(store.state.view(of: "/docs/a.pdf")?.page == 1)
        // Nothing more changed: nothing more to write.
        try keeper.note(editor, documentKey: "/docs/a.pdf", now: Self.start.addingTimeInterval(3))
        #expect(keeper.writeDeadline == nil)
    }

    @Test func theHintsDismissalIsWrittenAtOnce() throws {
        let store = MemoryStore()
        var editor = Editor(windowSize: Size(800, 700))
        let keeper = StateKeeper(store: store)
        _ = keeper.begin(&editor, documentKey: nil)
        #expect(editor.showsHint)
        for e in PointerEvents.stroke([Point(300, 300), Point(400, 320)], DeviceFixtures.pen, pressure: 0.5) { _ = editor.handle(e) }
        try keeper.note(editor, documentKey: nil, now: Self.start)
        keeper.waitForWrites()
        #expect(store.saves == 1 && store.state.hintDismissed)
    }

    @Test func drawingChangesNothingRemembered() throws {
        var editor = Editor(document: StateKeeperTests.pages(), windowSize: Size(800, 700))
        _ = editor.showStart()
        let before = editor.rememberedGeneration
        for e in PointerEvents.stroke([Point(300, 300), Point(400, 320), Point(450, 330)], DeviceFixtures.pen, pressure: 0.5) { _ = editor.handle(e) }
        #expect(editor.rememberedGeneration == before, "the per-pass check stays a comparison of two numbers while drawing")
    }

    @Test func aPassWithNothingRememberedChangedLeavesTheDocumentKeyAlone() throws {
        // The event loop notes on every pass; the key (a path made standard) is worked out only
        // when something remembered changed, so a document opened from a file costs no more per pass.
        var (editor, keeper, counted) = Self.begunOnAFile()
        func key() -> String? { counted.key() }
        // The first stroke ever dismisses the first-start hint (remembered once); the next ones change nothing remembered.
        for e in PointerEvents.stroke([Point(300, 200), Point(400, 220)], DeviceFixtures.pen, pressure: 0.5) { _ = editor.handle(e) }
        try keeper.note(editor, documentKey: key(), now: Self.start)
        let first = counted.worked
        for e in PointerEvents.stroke([Point(300, 300), Point(400, 320), Point(450, 330)], DeviceFixtures.pen, pressure: 0.5) {
            _ = editor.handle(e)
            try keeper.note(editor, documentKey: key(), now: Self.start)
        }
        #expect(counted.worked == first)
        _ = editor.run(.selectTool(.eraser), for: .pen)
        try keeper.note(editor, documentKey: key(), now: Self.start)
        #expect(counted.worked == first + 1 && keeper.writeDeadline != nil, "a change still notes the view of the document")
    }

    @Test func aTimerWithNoWriteDueLeavesTheDocumentKeyAlone() throws {
        // The workflow's timers (the journal's flush half a second after each stroke, its base
        // check) ask whether a write is due; the key is worked out only when one is.
        var (editor, keeper, counted) = Self.begunOnAFile()
        func key() -> String? { counted.key() }
        try keeper.writeIfDue(editor, documentKey: key(), now: Self.start)
        #expect(counted.worked == 0, "no write was due")
        _ = editor.run(.selectTool(.eraser), for: .pen)
        try keeper.note(editor, documentKey: "/docs/a.pdf", now: Self.start)
        try keeper.writeIfDue(editor, documentKey: key(), now: Self.start.addingTimeInterval(1))
        #expect(counted.worked == 0, "not due yet")
        try keeper.writeIfDue(editor, documentKey: key(), now: Self.start.addingTimeInterval(StateKeeper.writeDelay))
        keeper.waitForWrites()
        #expect(counted.worked == 1, "the write due works it out")
    }
}
