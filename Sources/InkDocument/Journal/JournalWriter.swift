import Foundation
import InkGeometry

/// Appends one document's changes to its journal file. Made by `JournalStore.create(for:)`.
///
/// Everything slow happens in order on the writer's own serial queue, never on the caller's
/// thread: `begin` and `append` hand the document or edit over (values: a copy costs nothing)
/// and return at once; the queue encodes them and writes them to the file at once (no sync: a
/// crash of the app then loses nothing); `flushInBackground()` syncs there too, which a crash
/// of the system needs (`flush()` does the same and waits for it, for exits and tests).
/// Call `begin` once with the document as opened (`begin(referencing:…)` when it is a saved
/// file's), `append` for every committed edit (undo as `edit.inverse`, redo as the edit again),
/// flush within a second of a change, and `retire` when the document is saved or closed cleanly.
public final class JournalWriter: @unchecked Sendable {
    /// The journal file.
    public let path: String
    /// The document's file, as given to `create(for:)`.
    public let documentPath: String?
    /// The journal's format version (2 only when it may refer to a saved file).
    let version: UInt32

    // The queue, the locks, `pending`, `hasBase`, `ended` and `fd` are internal, not private,
    // for `JournalWriter+Ending.swift` only; nothing else in the module touches them.

    /// Encodes, writes and syncs, in the order the calls came.
    let queue: DispatchQueue
    /// Guards `pending`, `hasBase`, `encodingFailure`, `unflushed`, `flushesRunning`,
    /// `lastFlush`, `ended`, `hasUnsynced`.
    let state = NSLock()
    /// Guards `fd`, `durableLength`, `writtenLength` and `unsynced`; held through a write and a
    /// flush's sync.
    let io = NSLock()
    var pending = Data()
    var hasBase = false
    private var encodingFailure: JournalError?
    /// Records handed over and not yet written (encoded or still queued).
    private var unflushed = 0
    private var flushesRunning = 0
    private var lastFlush: Result<Void, Error>?
    var ended = false
    /// The saved file the base refers to, and its stamp then (nil: the base is a document).
    private var referencedFile: (path: String, stamp: JournalBaseFile.Stamp)?
    var fd: Int32
    /// The file's length at its last sync.
    private var durableLength: off_t
    /// The file's length after the last write, synced or not.
    private var writtenLength: off_t
    /// The bytes written since the last sync: written again if the sync fails.
    private var unsynced = Data()
    /// Whether `unsynced` holds anything, kept under `state` so that `hasUnflushedChanges` (the
    /// main thread's question) never waits for `io`, which a flush holds through its sync.
    private var hasUnsynced = false
    /// The image bytes the journal holds since its base (only touched on `queue`).
    private var held = Journal.HeldBytes()

    init(path: String, fd: Int32, durableLength: Int, documentPath: String?, version: UInt32 = 1) {
        self.path = path; self.fd = fd; self.durableLength = off_t(durableLength); self.documentPath = documentPath
        writtenLength = off_t(durableLength)
        self.version = version
        queue = DispatchQueue(label: "inkstone.journal", qos: .utility)
    }

    deinit { if fd >= 0 { close(fd) } }

    /// Records the whole document (pages, strokes and images) as the base the edits apply to,
    /// encoded on the writer's queue. Calling it again re-bases the journal (e.g. after a
    /// reload); it also clears an earlier encoding failure.
    public func begin(with document: Document) {
        startBase { [self] in
            let record = try Journal.frame(.base, try Journal.Packing.encode(document))
            state.withLock { referencedFile = nil }
            held = Journal.HeldBytes(document.images)
            return record
        }
    }

    /// Records the saved file at `file` as the base (format version 2): its path, size,
    /// modification time and checksum, none of its strokes. `document` is what was read from
    /// it, and `stamp` the file's size and time then: if the file is not that file any more
    /// when the queue gets to it (or this journal is version 1), the document itself is the base.
    public func begin(referencing file: String, stamp: JournalBaseFile.Stamp, else document: Document) {
        let version = self.version
        startBase { [self] in
            // The file holds the document's images in use (it was just read or written from it:
            // a save leaves out those no page shows, so a redo after it journals their bytes).
            held = Journal.HeldBytes(document.imagesInUse)
            if version >= 2, let described = try? JournalBaseFile.describe(file),
               JournalBaseFile.Stamp(size: described.size, modified: described.modified) == stamp {
                let record = try Journal.frame(.baseFile, try Journal.Packing.encode(described))
                state.withLock { referencedFile = (file, stamp) }
                return record
            }
            return try Journal.frame(.base, try Journal.Packing.encode(document))
        }
    }

    /// Whether the journal was made to refer to a saved file (version 2; `begin(referencing:…)`).
    public var mayReferToFile: Bool { version >= 2 }

    /// Whether the base refers to a saved file that is no longer as it was (moved, deleted,
    /// rewritten by another program): the journal then needs the document itself as its base
    /// (`begin(with:)`), or its edits could not be replayed. A `stat`, no reading.
    public var referencedFileChanged: Bool {
        guard let file = state.withLock({ referencedFile }) else { return false }
        return JournalBaseFile.Stamp.of(file.path) != file.stamp
    }

    private func startBase(_ encode: @escaping @Sendable () throws -> Data) {
        state.withLock {
            hasBase = true
            unflushed += 1
        }
        queue.async { [self] in
            let record = Result { try encode() }
            state.withLock {
                unflushed -= 1
                guard !ended else { return }
                switch record {
                case .success(let bytes):
                    pending.append(bytes)
                    encodingFailure = nil
                case .failure(let error):
                    encodingFailure = error as? JournalError ?? .malformedRecord("\(error)")
                }
            }
            writeAhead()
        }
    }

    /// Records one committed edit. Ignored before `begin` and after an encoding failure (the
    /// journal would no longer match the document; a flush reports it, `begin` starts over).
    public func append(_ edit: Edit) { append(edit, images: [:]) }

    /// Records one committed edit (as `append(_:)`); `images`: the document's images once the
    /// edit was made, where the bytes of the images a page it inserts shows are found (its
    /// record carries those the journal does not hold).
    public func append(_ edit: Edit, images: [String: Data]) {
        guard state.withLock({ () -> Bool in
            guard hasBase, !ended else { return false }
            unflushed += 1
            return true
        }) else { return }
        queue.async { [self] in
            let failed = state.withLock { encodingFailure != nil || ended }
            let record = failed ? nil : Result { try Journal.frame(.edit, try Journal.Packing.encode(edit, held: &held, images: images)) }
            state.withLock {
                unflushed -= 1
                guard let record, encodingFailure == nil, !ended else { return }
                switch record {
                case .success(let bytes): pending.append(bytes)
                case .failure(let error): encodingFailure = error as? JournalError ?? .malformedRecord("\(error)")
                }
            }
            writeAhead()
        }
    }

    /// Queues raw bytes (the store's file prefix and header).
    func queue(_ bytes: Data) {
        state.withLock { pending.append(bytes) }
    }

    /// Runs `work` on the writer's queue after what is queued (the store's folder sync).
    func enqueue(_ work: @escaping @Sendable () -> Void) {
        queue.async(execute: work)
    }

    /// Whether there are changes that a flush has not yet made durable.
    public var hasUnflushedChanges: Bool { state.withLock { !pending.isEmpty || unflushed > 0 || hasUnsynced } }

    /// Everything handed over so far: encodes and writes it, syncs it to disk, and returns
    /// once it is durable. On failure the file is cut back to its last good length and the
    /// changes stay queued for the next flush. After `retire` it does nothing.
    public func flush() throws {
        try queue.sync { try write() }
    }

    /// Does what `flush()` does on the writer's queue and returns at once; what came of it is
    /// `takeFlushResult()`'s once done.
    public func flushInBackground() {
        state.withLock { flushesRunning += 1 }
        queue.async { [self] in
            let result = Result { try write() }
            state.withLock {
                flushesRunning -= 1
                // A failure is kept until taken, even if a later flush worked.
                if case .failure? = lastFlush, case .success = result { return }
                lastFlush = result
            }
        }
    }

    /// How the background flushes since the last call went (a failure if any failed), once
    /// none is running; nil while one runs or when there was none.
    public func takeFlushResult() -> Result<Void, Error>? {
        state.withLock {
            guard flushesRunning == 0 else { return nil }
            defer { lastFlush = nil }
            return lastFlush
        }
    }

    /// Whether a background flush is running or queued.
    public var isFlushing: Bool { state.withLock { flushesRunning > 0 } }

    /// Waits until everything handed to the queue so far is done (tests).
    public func waitUntilIdle() {
        queue.sync {}
    }

    /// The bytes written to the journal file so far.
    public var bytesWritten: Int { io.withLock { Int(durableLength) } }

    /// Runs on the queue: writes what is pending and syncs.
    private func write() throws {
        guard !state.withLock({ ended }) else { return }
        try io.withLock {
            let (chunk, failure) = state.withLock { () -> (Data, JournalError?) in
                defer { pending = Data() }
                return (pending, encodingFailure)
            }
            guard fd >= 0 else { return }
            var chunkWritten = chunk.isEmpty
            do {
                if !chunk.isEmpty {
                    try writeOut(chunk)
                    chunkWritten = true
                }
                if !unsynced.isEmpty {
                    guard fsync(fd) == 0 else { throw JournalError.io(path: path, reason: tr("the journal cannot be synced to disk (%@)", "\(systemReason(errno))")) }
                    durableLength = writtenLength
                    unsynced = Data()
                    state.withLock { hasUnsynced = false }
                }
            } catch {
                // Cut back to the last sync: what was written since goes back in the queue.
                _ = ftruncate(fd, durableLength)
                let again = unsynced + (chunkWritten ? Data() : chunk)
                state.withLock { pending = again + pending; hasUnsynced = false }
                writtenLength = durableLength
                unsynced = Data()
                throw error
            }
            if let failure { throw failure }
            // Written to a file someone deleted: nothing of it would survive a crash.
            var info = stat()
            if fstat(fd, &info) == 0, info.st_nlink == 0 { throw JournalError.io(path: path, reason: Self.deletedReason) }
        }
    }

    /// Writes what is encoded to the file at once, without a sync (on the queue, after each
    /// record): a crash of the app then loses nothing, and the flush's sync follows within half
    /// a second. A failure (a full disk) leaves the bytes queued for the flush, which writes
    /// them again and says why.
    private func writeAhead() {
        io.withLock {
            guard fd >= 0 else { return }
            let chunk = state.withLock { () -> Data? in
                guard !ended, encodingFailure == nil, !pending.isEmpty else { return nil }
                defer { pending = Data() }
                return pending
            }
            guard let chunk else { return }
            do { try writeOut(chunk) } catch {
                _ = ftruncate(fd, writtenLength)
                state.withLock { pending = chunk + pending }
            }
        }
    }

    /// Appends every byte of `chunk` (the file is open with O_APPEND), kept in `unsynced` until a
    /// sync. With `io` held. On failure nothing of it counts as written.
    private func writeOut(_ chunk: Data) throws {
        guard AtomicFile.writeAll(chunk, to: fd) else { throw JournalError.io(path: path, reason: tr("the journal cannot be written (%@)", "\(systemReason(errno))")) }
        writtenLength += off_t(chunk.count)
        // The first chunk since a sync is kept as it is (a document's base can be megabytes).
        if unsynced.isEmpty { unsynced = chunk } else { unsynced.append(chunk) }
        state.withLock { hasUnsynced = true }
    }
}
