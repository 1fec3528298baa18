import Foundation

/// A failed save: the file that was to be written and why it was not. The old file, if
/// any, is unchanged.
public struct FileSaveError: Error, CustomStringConvertible, Equatable, Sendable {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) { self.path = path; self.reason = reason }

    public var description: String { "cannot save \(path): \(reason)" }
}

/// Replaces a file's contents all at once or not at all.
public enum AtomicFile {
    /// Writes `data` to a new file beside the target, syncs it, renames it over the target and
    /// syncs the folder. A symbolic link at the target is followed (its file is replaced, the
    /// link stays). The mode of an existing file is kept; a new one gets 0644.
    public static func write(_ data: Data, to url: URL) throws {
        let target = url.resolvingSymlinksInPath()
        let folder = target.deletingLastPathComponent()
        func failure(_ reason: String) -> FileSaveError { FileSaveError(path: url.path, reason: reason) }

        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw failure("cannot create the folder \(folder.path) (\((error as NSError).localizedDescription))")
        }

        var existing = stat()
        let mode = stat(target.path, &existing) == 0 ? mode_t(existing.st_mode & 0o7777) : 0o644
        let (fd, tempPath) = try openTemporary(in: folder, beside: target.lastPathComponent, failure: failure)
        var renamed = false
        defer { if !renamed { unlink(tempPath) } }

        var problem: String?
        if !writeAll(data, to: fd) { problem = "cannot write \(tempPath) (\(systemReason(errno)))" }
        else if fchmod(fd, mode) != 0 { problem = "cannot set the mode of \(tempPath) (\(systemReason(errno)))" }
        else if fsync(fd) != 0 { problem = "cannot sync \(tempPath) (\(systemReason(errno)))" }
        if close(fd) != 0, problem == nil { problem = "cannot close \(tempPath) (\(systemReason(errno)))" }
        if let problem { throw failure(problem) }

        guard rename(tempPath, target.path) == 0 else { throw failure(systemReason(errno)) }
        renamed = true
        syncFolder(folder)
    }

    /// A new file `.NAME.tmp-PID-RANDOM` in `folder`, created exclusively with mode 0600.
    private static func openTemporary(in folder: URL, beside name: String,
                                      failure: (String) -> FileSaveError) throws -> (Int32, String) {
        for _ in 0..<20 {
            let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 16)
            let path = folder.appendingPathComponent(".\(name).tmp-\(getpid())-\(suffix)").path
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if fd >= 0 { return (fd, path) }
            if errno != EEXIST { throw failure("cannot create a file in \(folder.path) (\(systemReason(errno)))") }
        }
        throw failure("cannot find a free temporary name in \(folder.path)")
    }

    /// Writes every byte, retrying short writes and interruptions; false on failure (errno says why).
    public static func writeAll(_ data: Data, to fd: Int32) -> Bool {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Bool in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(fd, base + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += n
            }
            return true
        }
    }

    /// Makes the rename itself durable. A failure here changes nothing already done, so it
    /// is not reported: the new file is in place either way.
    private static func syncFolder(_ folder: URL) {
        let fd = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }
}

/// The text of a C error number.
public func systemReason(_ code: Int32) -> String { String(cString: strerror(code)) }
