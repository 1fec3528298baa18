import Foundation
import InkGeometry

/// A journal's end (`retire`, `setAside`) and whether its file was deleted under it: the
/// writer's state seen from outside its queue.
extension JournalWriter {
    /// The reason a flush gives when the journal file was deleted under its writer: only a
    /// new journal (the whole document as its base) protects the work again.
    public static let deletedReason = tr("the journal was deleted by another program")

    /// Whether the journal file was deleted under the writer (after a flush failed with
    /// `deletedReason`).
    public var wasDeleted: Bool {
        io.withLock {
            var info = stat()
            return fd >= 0 && fstat(fd, &info) == 0 && info.st_nlink == 0
        }
    }

    /// Ends the journal: deletes the file (after a save or a clean exit) and drops what is
    /// queued; the file is closed on the queue, so this never waits for a flush under way.
    /// Further calls do nothing.
    public func retire() {
        end(deleting: true)
    }

    /// Ends writing but keeps the file, and with it the work it holds, for a later start to
    /// offer (the document it journals is being replaced while unsaved). Never waits for a
    /// flush under way. Further calls do nothing.
    public func setAside() {
        end(deleting: false)
    }

    private func end(deleting: Bool) {
        let first = state.withLock { () -> Bool in
            defer { ended = true; pending = Data(); hasBase = false }
            return !ended
        }
        guard first else { return }
        if deleting { unlink(path) }
        // Closed now unless a flush holds the file (then as soon as it is done).
        if io.try() {
            closeFile()
            io.unlock()
        } else {
            queue.async { [self] in io.withLock { closeFile() } }
        }
    }

    /// With `io` held.
    func closeFile() {
        guard fd >= 0 else { return }
        close(fd)
        fd = -1
    }
}
