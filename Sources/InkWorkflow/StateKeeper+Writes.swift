import Foundation
import InkInterface
import Synchronization

/// The keeper's writes: what to write is taken on the caller's (main) thread, where the editor
/// and the keeper's notes live; loading what another run wrote, merging and saving (an atomic
/// file write and its sync) happen on `writer`, in order. A write in the background that fails
/// is kept in `failure` and thrown by the next `note`, `writeIfDue` or `finish`, once.
extension StateKeeper {
    /// Notes the document's view and what the editor shows as written, and returns the write.
    func prepareWrite(_ editor: Editor, documentKey key: String?) -> @Sendable () throws -> Void {
        leave(editor, documentKey: key)
        let mine = editor.remembered(in: state)
        writeDeadline = nil
        written = snapshot(editor, documentKey: key)
        let store = self.store, views = self.views
        return { try store.save(mine.merged(over: store.load().state, views: views)) }
    }

    /// Writes what is remembered on the keeper's queue; returns at once.
    func writeInBackground(_ editor: Editor, documentKey key: String?) {
        let write = prepareWrite(editor, documentKey: key)
        let failure = self.failure
        writer.async {
            do { try write() } catch { failure.keep(error) }
        }
    }

    /// Returns once every write asked for so far is done (tests; `finish` waits for its own).
    public func waitForWrites() { writer.sync {} }
}

/// Why a write on the keeper's queue failed, until it is said. Read on every pass of the event
/// loop: one atomic load when nothing failed (the lock, Foundation's code outside the drawing
/// path's, only when something did), no allocation.
final class WriteFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var error: (any Error)?
    /// Whether `error` may hold something: set after it is kept, cleared when it is taken.
    private let pending = Atomic<Bool>(false)

    func keep(_ error: any Error) {
        lock.withLock { self.error = error }
        pending.store(true, ordering: .releasing)
    }

    /// Throws the failure kept, if any, and forgets it.
    func take() throws {
        guard pending.load(ordering: .acquiring) else { return }
        let kept: (any Error)? = lock.withLock {
            pending.store(false, ordering: .relaxed)
            defer { error = nil }
            return error
        }
        if let kept { throw kept }
    }
}
