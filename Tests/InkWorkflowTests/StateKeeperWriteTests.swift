/// The remembered state is written on a queue of its own, never on the event loop's thread: a
/// hint dismissed on the first stroke, or a tool picked 1.5 s before a stroke goes on, would
/// otherwise hold up the pen's next motions for a file write and its sync (a millisecond on an
/// idle SSD, tens on a busy disk). The writes keep their order, the end's comes last and is
/// waited for, and a write that failed is still said (by the next pass or the end).
import Foundation
import Testing
import InkGeometry
import InkInput
import InkInterface
import InkTestSupport
@testable import InkWorkflow

/// A store whose save waits for a release (at most `patience`), failing when asked to.
final class SlowStore: StateStore, @unchecked Sendable {
    private let lock = NSLock()
    private var kept = RememberedState()
    private var order: [RememberedState] = []
    private var failures: Int
    let release = DispatchSemaphore(value: 0)
    let started = DispatchSemaphore(value: 0)
    let patience: Double
    /// Whether a save had to give up waiting: whoever called it was held up meanwhile.
    private(set) var heldUp = false

    init(patience: Double = 5, failures: Int = 0) { self.patience = patience; self.failures = failures }

    var saved: [RememberedState] { lock.withLock { order } }

    func load() -> StateLoad { lock.withLock { StateLoad(state: kept) } }
    func save(_ state: RememberedState) throws {
        started.signal()
        if release.wait(timeout: .now() + patience) == .timedOut { lock.withLock { heldUp = true } }
        try lock.withLock {
            if failures > 0 { failures -= 1; throw CocoaError(.fileWriteOutOfSpace) }
            kept = state
            order.append(state)
        }
    }
}

@Suite(.serialized) @MainActor struct StateKeeperWriteTests {
    static let start = Date(timeIntervalSince1970: 1_000_000)

    static func dismissHint(_ editor: inout Editor) {
        for e in PointerEvents.stroke([Point(300, 300), Point(400, 320)], DeviceFixtures.pen, pressure: 0.5) { _ = editor.handle(e) }
    }

    @Test func theHintsWriteDoesNotHoldUpTheCaller() throws {
        let store = SlowStore()
        var editor = Editor(windowSize: Size(800, 700))
        let keeper = StateKeeper(store: store)
        _ = keeper.begin(&editor, documentKey: nil)
        Self.dismissHint(&editor)
        try keeper.note(editor, documentKey: nil, now: Self.start)
        #expect(store.started.wait(timeout: .now() + 10) == .success, "the write was started")
        store.release.signal()
        keeper.waitForWrites()
        #expect(!store.heldUp, "note returned before the store's save did")
        #expect(store.saved.count == 1 && store.saved.last?.hintDismissed == true)
    }

    @Test func aDueWriteDoesNotHoldUpTheCaller() throws {
        let store = SlowStore()
        var editor = Editor(document: StateKeeperTests.pages(), windowSize: Size(800, 700))
        let keeper = StateKeeper(store: store)
        _ = keeper.begin(&editor, documentKey: "/docs/a.pdf")
        _ = editor.run(.selectTool(.eraser), for: .pen)
        try keeper.note(editor, documentKey: "/docs/a.pdf", now: Self.start)
        try keeper.writeIfDue(editor, documentKey: "/docs/a.pdf", now: Self.start.addingTimeInterval(StateKeeper.writeDelay))
        #expect(keeper.writeDeadline == nil, "handed over: not due again")
        store.release.signal()
        keeper.waitForWrites()
        #expect(!store.heldUp, "writeIfDue returned before the store's save did")
        #expect(store.saved.last?.devices["pen"]?.tool == "eraser")
    }

    @Test func theEndsWriteComesAfterOneUnderWayAndIsWaitedFor() throws {
        let store = SlowStore(patience: 0.05)
        var editor = Editor(windowSize: Size(800, 700))
        let keeper = StateKeeper(store: store)
        _ = keeper.begin(&editor, documentKey: nil)
        Self.dismissHint(&editor)
        try keeper.note(editor, documentKey: nil, now: Self.start)
        _ = editor.run(.selectTool(.highlighter), for: .pen)
        try keeper.finish(editor, documentKey: nil)
        #expect(store.saved.count == 2, "finish returns once its own write is done")
        #expect(store.saved.last?.devices["pen"]?.tool == "highlighter", "and that write is the last")
    }

    /// A keeper whose first write (the hint's dismissal, in the background) failed, not said yet.
    static func afterAFailedWrite() throws -> (SlowStore, Editor, StateKeeper) {
        let store = SlowStore(patience: 0, failures: 1)
        var editor = Editor(windowSize: Size(800, 700))
        let keeper = StateKeeper(store: store)
        _ = keeper.begin(&editor, documentKey: nil)
        dismissHint(&editor)
        try keeper.note(editor, documentKey: nil, now: start)
        keeper.waitForWrites()
        return (store, editor, keeper)
    }

    @Test func aWriteThatFailedIsSaidByTheNextPassOnce() throws {
        let (store, editor, keeper) = try Self.afterAFailedWrite()
        #expect(throws: CocoaError.self) { try keeper.note(editor, documentKey: nil, now: Self.start) }
        try keeper.note(editor, documentKey: nil, now: Self.start)
        try keeper.finish(editor, documentKey: nil)
        #expect(store.saved.last?.hintDismissed == true, "the end writes it again")
    }

    @Test func theEndsWriteSupersedesAnEarlierFailureNotSaidYet() throws {
        let (store, editor, keeper) = try Self.afterAFailedWrite()
        try keeper.finish(editor, documentKey: nil)   // written now: nothing to say at the end
        #expect(store.saved.last?.hintDismissed == true)
    }
}
