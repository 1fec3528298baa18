import Foundation

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
    /// on the writer next.
    public func create(for documentPath: String?) throws -> JournalWriter {
        try create(for: documentPath, writer: .current)
    }

    /// Starts a journal naming `writer` as its process (tests name other processes).
    func create(for documentPath: String?, writer: JournalProcess) throws -> JournalWriter {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw JournalError.io(path: folder.path, reason: "cannot create the folder (\((error as NSError).localizedDescription))")
        }
        let header = JournalHeader(pid: writer.pid, processStart: writer.start, bootID: writer.bootID,
                                   documentPath: documentPath, created: Date())
        var bytes = Journal.filePrefix
        bytes.append(try Journal.frame(.header, try JSONEncoder().encode(header)))

        let (fd, path) = try openNewFile(pid: writer.pid)
        let writer = JournalWriter(path: path, fd: fd, durableLength: 0, documentPath: documentPath)
        do {
            writer.queue(bytes)
            try writer.flush()
        } catch {
            writer.retire()
            throw error
        }
        syncFolder()
        return writer
    }

    /// Journals left by runs whose process is gone and that hold a document, newest first.
    /// Journals of running processes (this one included) and unreadable files are left out.
    public func recoverable() -> [JournalSummary] {
        journalPaths().compactMap { path -> JournalSummary? in
            guard let replay = try? JournalReplay(contentsOf: path), !replay.header.writerIsRunning,
                  let document = replay.document else { return nil }
            let modified = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate]) as? Date
            return JournalSummary(path: path, documentPath: replay.header.documentPath,
                                  strokeCount: document.pages.reduce(0) { $0 + $1.strokes.count },
                                  lastChange: modified ?? replay.header.created, editCount: replay.editCount)
        }
        .sorted { $0.lastChange > $1.lastChange }
    }

    /// The document a journal holds. To take it over: open the document, `create` and
    /// `begin` a new journal with it and flush, then `retire` the old journal.
    public func recover(_ summary: JournalSummary) throws -> Recovery {
        let replay = try JournalReplay(contentsOf: summary.path)
        guard let document = replay.document else { throw JournalError.nothingToRecover(path: summary.path) }
        return Recovery(document: document, documentPath: replay.header.documentPath,
                        tornTail: replay.tornTail, damaged: replay.damaged)
    }

    /// Deletes a journal in this store's folder (a path elsewhere, or not a journal, is left alone).
    public func retire(_ path: String) {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        guard url.pathExtension == Journal.fileExtension,
              url.deletingLastPathComponent().path == folder.path else { return }
        unlink(url.path)
    }

    // MARK: Files

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
                throw JournalError.io(path: path, reason: "cannot create (\(systemReason(errno)))")
            }
        }
        throw JournalError.io(path: folder.path, reason: "cannot find a free journal name")
    }

    /// Makes a new journal's name durable.
    private func syncFolder() {
        let fd = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }
}
