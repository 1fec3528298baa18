import Foundation
import InkGeometry

/// The folder of crash-recovery journals: `$XDG_STATE_HOME/inkstone/journal/`, by default
/// `$HOME/.local/state/inkstone/journal/`. State, not cache: cleaners that empty
/// `~/.cache` must not take unsaved ink with them. The file format is described on `Journal`.
public struct JournalStore: Hashable, Sendable {
    /// The journal folder (created on the first `create`).
    public let folder: URL

    /// The store for a process environment (`XDG_STATE_HOME`, else `HOME`). A relative or empty
    /// `XDG_STATE_HOME` is ignored, as the XDG base directory specification asks.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let stateHome: URL
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            stateHome = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
            stateHome = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/state", isDirectory: true)
        }
        folder = stateHome.appendingPathComponent("inkstone/journal", isDirectory: true).standardizedFileURL
    }

    /// Starts a journal for a document (nil: not yet saved). Call `begin(with:)` and `flush()`
    /// on the writer next. `unsavedBase`: the document it starts from is in no file (recovered
    /// work), so the journal is worth recovering even before any change. The writer holds an
    /// exclusive `flock` on the file for its life: no other Inkstone takes it for a dead one's.
    /// `fileBase`: the base may be the saved file (`begin(referencing:…)`), which makes it a
    /// version 2 journal; others are written as version 1, which older Inkstones read.
    /// `waitForDisk`: false leaves writing the header and syncing to the writer's queue (only
    /// the folder and the file are made here); its first flush says whether that worked.
    /// `name`: the document's name when it is in no `.inkstone` file but came from files.
    /// `lastEdit`: where an unsaved base was last changed (`JournalHeader.lastEdit`).
    public func create(for documentPath: String?, name: String? = nil, inputs: [String]? = nil, unsavedBase: Bool = false,
                       lastEdit: JournalHeader.LastEdit? = nil, savedFile: FileVersion? = nil, fileBase: Bool = false,
                       waitForDisk: Bool = true) throws -> JournalWriter {
        try create(for: documentPath, name: name, inputs: inputs, writer: .current, unsavedBase: unsavedBase, lastEdit: lastEdit,
                   savedFile: savedFile, fileBase: fileBase, waitForDisk: waitForDisk)
    }

    /// Starts a journal naming `writer` as its process (tests name other processes; only this
    /// process's journals are locked).
    func create(for documentPath: String?, name: String? = nil, inputs: [String]? = nil, writer: JournalProcess,
                unsavedBase: Bool = false, lastEdit: JournalHeader.LastEdit? = nil, savedFile: FileVersion? = nil,
                fileBase: Bool = false, waitForDisk: Bool = true) throws -> JournalWriter {
        try makeFolder()
        let header = JournalHeader(pid: writer.pid, processStart: writer.start, bootID: writer.bootID,
                                   documentPath: documentPath, created: Date(), unsavedBase: unsavedBase, name: name,
                                   inputs: inputs, lastEdit: unsavedBase ? lastEdit : nil,
                                   savedFile: documentPath == nil ? nil : savedFile)
        let version: UInt32 = fileBase ? 2 : 1
        var bytes = Journal.filePrefix(version: version)
        bytes.append(try Journal.frame(.header, try Journal.Packing.encode(header)))

        let (fd, path) = try openNewFile(pid: writer.pid)
        // A file just made with O_EXCL: nobody else can hold its lock yet.
        if writer.pid == getpid() { _ = flock(fd, LOCK_EX | LOCK_NB) }
        let writer = JournalWriter(path: path, fd: fd, durableLength: 0, documentPath: documentPath, version: version)
        writer.queue(bytes)
        guard waitForDisk else {
            writer.enqueue { [self] in syncFolder() }
            return writer
        }
        do {
            try writer.flush()
        } catch {
            writer.retire()
            throw error
        }
        syncFolder()
        return writer
    }

    /// Journals left by runs whose process is gone and that hold a document, newest first.
    /// Journals of running processes (this one included), journals another Inkstone has
    /// claimed and unreadable files are left out. Changes nothing (see `claimRecoverable`).
    public func recoverable() -> [JournalSummary] {
        journalPaths().compactMap { path -> JournalSummary? in
            guard case .found(let claim) = JournalClaim.take(path) else { return nil }
            defer { claim.release() }
            return claim.summary
        }
        .sorted { $0.lastChange > $1.lastChange }
    }

    /// Claims every journal worth offering (newest first), so that no other Inkstone offers
    /// it while the claims live, and tidies the folder: journals that hold no unsaved work (no
    /// change after a saved base, or no document at all) are deleted; files that are not
    /// usable journals are renamed `NAME.journal.unusable` (kept, never read again) and named
    /// in `problems`, as are journals of a newer Inkstone (left alone).
    public func claimRecoverable() -> (claims: [JournalClaim], problems: [JournalProblem]) {
        var claims: [JournalClaim] = [], problems: [JournalProblem] = []
        for path in journalPaths() {
            switch JournalClaim.take(path) {
            case .found(let claim) where claim.summary.holdsUnsavedWork:
                claims.append(claim)
            case .found(let claim):
                claim.retire()
            case .empty(let claim):
                claim.retire()
            case .unusable(let claim, let reason):
                let aside = path + ".unusable"
                let moved = rename(path, aside) == 0
                claim.release()
                problems.append(JournalProblem(path: path, reason: reason, keptAs: moved ? aside : nil))
            case .newer(let reason), .baseChanged(let reason):
                problems.append(JournalProblem(path: path, reason: reason))
            case .busy:
                break
            }
        }
        return (claims.sorted { $0.summary.lastChange > $1.summary.lastChange }, problems)
    }

    /// The document a journal holds. To take it over: open the document, `create` and
    /// `begin` a new journal with it and flush, then `retire` the old journal.
    public func recover(_ summary: JournalSummary) throws -> Recovery {
        try JournalReplay(contentsOf: summary.path).recovery(path: summary.path)
    }

    /// Deletes a journal in this store's folder (a path elsewhere, or not a journal, is left alone).
    public func retire(_ path: String) {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        guard url.pathExtension == Journal.fileExtension,
              url.deletingLastPathComponent().path == folder.path else { return }
        unlink(url.path)
    }

    // MARK: Files

    /// Creates the folder and any missing parents (mode 0700), naming the system's reason
    /// and the path that failed ("Not a directory" when a parent is a file).
    private func makeFolder() throws {
        var path = ""
        for part in folder.path.split(separator: "/") {
            path += "/" + part
            var info = stat()
            if stat(path, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else {
                    throw JournalError.io(path: path, reason: tr("the journal folder cannot be created in it (Not a directory)"))
                }
                continue
            }
            if mkdir(path, 0o700) != 0 && errno != EEXIST {
                throw JournalError.io(path: path, reason: tr("the journal folder cannot be created (%@)", "\(systemReason(errno))"))
            }
        }
    }

    /// The `.journal` files in the folder.
    private func journalPaths() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".\(Journal.fileExtension)") && !$0.hasPrefix(".") }
            .map { folder.appendingPathComponent($0).path }
    }

    /// A new, empty journal file `<unix seconds>-<pid>-<random>.journal`, opened for appending.
    private func openNewFile(pid: Int32) throws -> (Int32, String) {
        let seconds = Int(Date().timeIntervalSince1970)
        for _ in 0..<20 {
            let random = String(UInt64.random(in: 0...UInt64.max), radix: 16)
            let path = folder.appendingPathComponent("\(seconds)-\(pid)-\(random).\(Journal.fileExtension)").path
            let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if fd >= 0 { return (fd, path) }
            if errno != EEXIST {
                throw JournalError.io(path: path, reason: tr("the journal cannot be created (%@)", "\(systemReason(errno))"))
            }
        }
        throw JournalError.io(path: folder.path, reason: tr("cannot find a free journal name"))
    }

    /// Makes a new journal's name durable.
    private func syncFolder() {
        let fd = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }
}
