import Foundation

/// Appends one document's changes to its journal file. Made by `JournalStore.create(for:)`.
///
/// `begin(with:)` and `append(_:)` only encode into memory; `flush()` writes and syncs.
/// Call `begin` once with the document as opened, `append` for every committed edit (undo
/// as `edit.inverse`, redo as the edit again), `flush` within a second of a change, and
/// `retire` when the document is saved or closed cleanly. Safe to use from several threads
/// (e.g. flushing off the main thread): appends do not wait for a flush's sync.
public final class JournalWriter: @unchecked Sendable {
    /// The journal file.
    public let path: String
    /// The document's file, as given to `create(for:)`.
    public let documentPath: String?

    /// Guards `pending`, `hasBase`, `encodingFailure`.
    private let state = NSLock()
    /// Guards `fd` and `durableLength`; held through a flush's write and sync.
    private let io = NSLock()
    private var pending = Data()
    private var hasBase = false
    private var encodingFailure: JournalError?
    private var fd: Int32
    private var durableLength: off_t

    init(path: String, fd: Int32, durableLength: Int, documentPath: String?) {
        self.path = path; self.fd = fd; self.durableLength = off_t(durableLength); self.documentPath = documentPath
    }

    deinit { if fd >= 0 { close(fd) } }

    /// Records the whole document (pages, strokes and images) as the base the edits apply to.
    /// Calling it again re-bases the journal (e.g. after a reload); it also clears an earlier
    /// encoding failure.
    public func begin(with document: Document) {
        let record = Result { try Journal.frame(.base, try Journal.Packing.encode(document)) }
        state.withLock {
            switch record {
            case .success(let bytes):
                pending.append(bytes)
                hasBase = true
                encodingFailure = nil
            case .failure(let error):
                hasBase = false
                encodingFailure = error as? JournalError ?? .malformedRecord("\(error)")
            }
        }
    }

    /// Records one committed edit. Ignored before `begin` and after an encoding failure (the
    /// journal would no longer match the document; `flush` reports it, `begin` starts over).
    public func append(_ edit: Edit) {
        guard state.withLock({ hasBase && encodingFailure == nil }) else { return }
        let record = Result { try Journal.frame(.edit, try Journal.Packing.encode(edit)) }
        state.withLock {
            guard hasBase, encodingFailure == nil else { return }
            switch record {
            case .success(let bytes): pending.append(bytes)
            case .failure(let error): encodingFailure = error as? JournalError ?? .malformedRecord("\(error)")
            }
        }
    }

    /// Queues raw bytes (the store's file prefix and header).
    func queue(_ bytes: Data) {
        state.withLock { pending.append(bytes) }
    }

    /// Whether there are changes that `flush` has not yet made durable.
    public var hasUnflushedChanges: Bool { state.withLock { !pending.isEmpty } }

    /// Writes what was recorded since the last flush and syncs it to disk. On failure the file
    /// is cut back to its last good length and the changes stay queued for the next flush.
    /// After `retire` it does nothing.
    public func flush() throws {
        try io.withLock {
            let (chunk, failure) = state.withLock { () -> (Data, JournalError?) in
                defer { pending = Data() }
                return (pending, encodingFailure)
            }
            guard fd >= 0 else { return }
            do {
                if !chunk.isEmpty {
                    try write(chunk)
                    durableLength += off_t(chunk.count)
                }
            } catch {
                _ = ftruncate(fd, durableLength)
                state.withLock { pending = chunk + pending }
                throw error
            }
            if let failure { throw failure }
            // Written to a file someone deleted: nothing of it would survive a crash.
            var info = stat()
            if fstat(fd, &info) == 0, info.st_nlink == 0 { throw JournalError.io(path: path, reason: Self.deletedReason) }
        }
    }

    /// The reason a flush gives when the journal file was deleted under its writer: only a
    /// new journal (the whole document as its base) protects the work again.
    public static let deletedReason = "the journal was deleted by another program"

    /// Whether the journal file was deleted under the writer (after a flush failed with
    /// `deletedReason`).
    public var wasDeleted: Bool {
        io.withLock {
            var info = stat()
            return fd >= 0 && fstat(fd, &info) == 0 && info.st_nlink == 0
        }
    }

    /// Ends the journal: closes and deletes the file (after a save or a clean exit).
    /// Further calls do nothing.
    public func retire() {
        io.withLock {
            state.withLock { pending = Data(); hasBase = false }
            guard fd >= 0 else { return }
            close(fd)
            fd = -1
            unlink(path)
        }
    }

    /// Ends writing but keeps the file, and with it the work it holds, for a later start to
    /// offer (the document it journals is being replaced while unsaved). Further calls do nothing.
    public func setAside() {
        io.withLock {
            state.withLock { pending = Data(); hasBase = false }
            guard fd >= 0 else { return }
            close(fd)
            fd = -1
        }
    }

    /// Appends every byte and syncs; the file is open with O_APPEND.
    private func write(_ chunk: Data) throws {
        guard AtomicFile.writeAll(chunk, to: fd) else { throw JournalError.io(path: path, reason: "the journal cannot be written (\(systemReason(errno)))") }
        guard fsync(fd) == 0 else { throw JournalError.io(path: path, reason: "the journal cannot be synced to disk (\(systemReason(errno)))") }
    }
}
