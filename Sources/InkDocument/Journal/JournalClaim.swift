import Foundation
import InkGeometry

/// A journal this process has taken for itself: an exclusive `flock` on the file, held until
/// `release` or `retire` (or the process ends: the kernel drops the lock then, even on kill -9).
/// A running writer holds the same lock on its journal, so a journal that cannot be claimed
/// is in use: by its writer, or by another Inkstone that is offering it. Two Inkstones started
/// together therefore never offer the same journal, and a crashed writer's journal is
/// claimable the moment its process is gone (a zombie not yet reaped included).
public final class JournalClaim: @unchecked Sendable {
    /// What the journal holds.
    public let summary: JournalSummary
    /// The open, locked journal (read again through it, so a journal's images are not kept
    /// in memory while it is only offered).
    private var fd: Int32

    private init(summary: JournalSummary, fd: Int32) {
        self.summary = summary; self.fd = fd
    }

    deinit { if fd >= 0 { close(fd) } }

    /// How taking a journal went.
    enum Outcome {
        /// A journal with a document, claimed.
        case found(JournalClaim)
        /// Claimed, but with nothing to recover (no complete header or base): safe to delete.
        case empty(JournalClaim)
        /// Claimed, but not a journal the app can use; `reason` says why.
        case unusable(JournalClaim, reason: String)
        /// Written by a newer Inkstone: left alone; `reason` says so.
        case newer(reason: String)
        /// Its edits apply to a saved file that is missing or changed: left alone (the work
        /// stays in it, should the file come back); `reason` says so.
        case baseChanged(reason: String)
        /// In use (its writer runs, or another Inkstone claimed it), or not readable.
        case busy
    }

    /// Tries to claim the journal at `path` and reads it.
    static func take(_ path: String) -> Outcome {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else { return .busy }
        return take(fd, path: path)
    }

    /// `take(_:)` with the journal at `path` opened as `fd` (closed unless claimed). The lock
    /// comes only after the open: the Inkstone that held it may have retired the journal in
    /// between (it deletes the file, then lets the lock go), and the lock taken is then on a
    /// file nobody can see any more, whose work that Inkstone already holds: not offered again.
    static func take(_ fd: Int32, path: String) -> Outcome {
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, lockAfterAnEndingHolder(fd, info),
              stillNamed(fd, path: path), let data = readAll(fd) else {
            close(fd)
            return .busy
        }
        let modified = Date(timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
        let placeholder = JournalSummary(path: path, documentPath: nil, strokeCount: 0, lastChange: modified)
        do {
            let replay = try JournalReplay(data: data, path: path)
            // A writer from before journals were locked may still be running.
            guard !replay.header.writerIsRunning else { close(fd); return .busy }
            guard let document = replay.document else {
                // A base record damaged with more after it is no crash's torn end: kept and said.
                if replay.damaged { return .unusable(JournalClaim(summary: placeholder, fd: fd), reason: tr("its first record is damaged")) }
                return .empty(JournalClaim(summary: placeholder, fd: fd))
            }
            let summary = JournalSummary(path: path, documentPath: replay.header.documentPath,
                                         strokeCount: document.pages.reduce(0) { $0 + $1.strokes.count },
                                         textCount: document.pages.reduce(0) { $0 + $1.texts.count },
                                         imageCount: document.pages.reduce(0) { $0 + $1.images.count },
                                         lastChange: modified, editCount: replay.editCount,
                                         holdsUnsavedWork: replay.holdsUnsavedWork, name: replay.header.name,
                                         unsavedBase: replay.header.unsavedBase == true)
            return .found(JournalClaim(summary: summary, fd: fd))
        } catch JournalError.unsupportedVersion(let version) {
            close(fd)
            return .newer(reason: tr("it was written by a newer Inkstone (journal format %@)", "\(version)"))
        } catch JournalError.baseChanged(let document, let reason) {
            close(fd)
            return .baseChanged(reason: tr("its changes apply to %@, but %@", "\(document)", "\(reason)"))
        } catch {
            let claim = JournalClaim(summary: placeholder, fd: fd)
            if Journal.isTornStart(data) { return .empty(claim) }
            switch error as? JournalError {
            case .unusable(_, let reason)?: return .unusable(claim, reason: reason)
            case .notAJournal?: return .unusable(claim, reason: tr("it is not an Inkstone journal"))
            default: return .unusable(claim, reason: "\(error)")
            }
        }
    }

    /// The document the journal holds (read through the claim, so it does not matter
    /// whether the file still has its name).
    public func recover() throws -> Recovery {
        guard fd >= 0, lseek(fd, 0, SEEK_SET) == 0, let data = Self.readAll(fd) else {
            throw JournalError.io(path: summary.path, reason: tr("the journal cannot be read again (%@)", "\(systemReason(errno))"))
        }
        return try JournalReplay(data: data, path: summary.path).recovery(path: summary.path)
    }

    /// Deletes the journal (its work is saved elsewhere, or the person discarded it) and
    /// releases the claim.
    public func retire() {
        if fd >= 0 { unlink(summary.path) }
        release()
    }

    /// Keeps the journal as `NAME.journal.unusable` beside the others (never offered again) and
    /// releases the claim: a damaged journal whose readable part was recovered, kept for what
    /// lies past the damage. The name it is kept under; nil when it could not be renamed (it
    /// then stays as it was).
    public func keepAside() -> String? {
        guard fd >= 0 else { return nil }
        let aside = asideName
        let moved = rename(summary.path, aside) == 0
        release()
        return moved ? aside : nil
    }

    /// The name `keepAside` keeps the journal under.
    public var asideName: String { summary.path + ".unusable" }

    /// Gives the journal back (it stays for a later start to offer).
    public func release() {
        guard fd >= 0 else { return }
        close(fd)
        fd = -1
    }

    /// Takes the journal's lock. An Inkstone killed a moment ago (its writer, or another
    /// Inkstone that was offering it) may still hold it while the kernel ends the process and
    /// closes its files (~20 ms measured here): when every holder is being ended, waits for the
    /// lock up to a second instead of taking the journal for busy.
    private static func lockAfterAnEndingHolder(_ fd: Int32, _ info: stat) -> Bool {
        for _ in 0..<200 {
            if flock(fd, LOCK_EX | LOCK_NB) == 0 { return true }
            // No holder left by now: the lock was let go a moment ago; try again at once.
            let holders = JournalLocks.holders(device: info.st_dev, inode: info.st_ino)
            if holders.isEmpty { continue }
            guard holders.allSatisfy(JournalProcess.isEnding) else { return false }
            usleep(5_000)
        }
        return false
    }

    /// Whether `path` still names the open file `fd` (not deleted, nor replaced by another).
    private static func stillNamed(_ fd: Int32, path: String) -> Bool {
        var open = stat(), named = stat()
        guard fstat(fd, &open) == 0, open.st_nlink > 0, lstat(path, &named) == 0 else { return false }
        return open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }

    private static func readAll(_ fd: Int32) -> Data? {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 { if errno == EINTR { continue }; return nil }
            if n == 0 { return data }
            data.append(contentsOf: chunk[0..<n])
        }
    }
}

extension Journal {
    /// Whether `data` is a journal cut off before its header record was complete (its writer
    /// died as it started): nothing in it, nothing to keep.
    static func isTornStart(_ data: Data) -> Bool {
        let prefixes = (1...version).map { filePrefix(version: $0) }
        guard data.count >= prefixLength else { return prefixes.contains { $0.starts(with: data) } }
        guard prefixes.contains(where: { data.prefix(prefixLength).elementsEqual($0) }) else { return false }
        if case .incomplete = readFrame(in: data, at: prefixLength) { return true }
        return data.dropFirst(prefixLength).allSatisfy { $0 == 0 }
    }
}

/// A journal found at start that cannot be offered: which, why, and where it was set aside.
public struct JournalProblem: Hashable, Sendable, CustomStringConvertible {
    /// The journal file.
    public var path: String
    /// Why, without the path ("its document has no pages").
    public var reason: String
    /// Where the file was moved so it is kept but not read again, if it was.
    public var keptAs: String?

    /// In full, with the paths (for standard error).
    public var description: String {
        tr("journal %@ cannot be recovered: %@", "\(path)", "\(reason)") + (keptAs.map { tr("; it is kept as %@", "\($0)") } ?? "")
    }

    /// In short, with the file's name only (for a notice in the window).
    public var summary: String {
        let name = ((keptAs ?? path) as NSString).lastPathComponent
        return keptAs == nil ? tr("%@ (left as %@)", reason, name) : tr("%@ (kept as %@)", reason, name)
    }
}
