import Foundation
import InkGeometry

/// A failed save: the file that was to be written and why it was not. The old file, if
/// any, is unchanged.
public struct FileSaveError: Error, CustomStringConvertible, Equatable, Sendable {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) { self.path = path; self.reason = reason }

    public var description: String { tr("cannot save %@: %@", "\(path)", "\(reason)") }
}

/// Replaces a file's contents all at once or not at all.
public enum AtomicFile {
    /// Writes `data` to a new file beside the target, syncs it, puts it in place
    /// (`OutputPlacement`) and syncs the folder. A symbolic link at the target is followed
    /// (its file is replaced, the link stays) unless `links` is `.refuse`; anything but a new
    /// name or a regular file is refused. The mode of an existing file is kept; a new one gets
    /// 0666 less the umask. Temporary files left by killed writers in the folder are removed.
    public static func write(_ data: Data, to url: URL, links: OutputPath.Links = .follow) throws {
        func failure(_ reason: String) -> FileSaveError { FileSaveError(path: url.path, reason: reason) }
        let requested = (url.path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: requested.isEmpty ? "." : requested, withIntermediateDirectories: true)
        } catch {
            throw failure(tr("cannot create the folder %@ (%@)", "\(requested)", fileErrorReason(error)))
        }
        let target: OutputPath.Target
        do { target = try OutputPath.check(url.path, links: links) } catch let refusal as OutputPath.Refusal { throw failure(refusal.reason) }
        let folder = (target.path as NSString).deletingLastPathComponent
        StaleTemporaries.remove(in: folder)

        let mode = NewFileMode.mode(replacing: target.existing)
        let (fd, tempPath) = try openTemporary(in: folder, beside: (target.path as NSString).lastPathComponent, failure: failure)
        var placed = false
        defer { if !placed { unlink(tempPath) } }

        var problem: String?
        if !writeAll(data, to: fd) { problem = writeProblem(errno, folder: folder) }
        else if fchmod(fd, mode) != 0 { problem = tr("cannot set the mode of %@ (%@)", "\(tempPath)", "\(systemReason(errno))") }
        else if fsync(fd) != 0 { problem = tr("cannot sync %@ (%@)", "\(tempPath)", "\(systemReason(errno))") }
        if close(fd) != 0, problem == nil { problem = tr("cannot close %@ (%@)", "\(tempPath)", "\(systemReason(errno))") }
        if let problem { throw failure(problem) }

        do { try OutputPlacement.place(tempPath, at: target) } catch let refusal as OutputPath.Refusal { throw failure(refusal.reason) }
        placed = true
        OutputPlacement.syncFolder(folder)
    }

    /// A new file `.NAME.tmp-PID-RANDOM` in `folder`, created exclusively with mode 0600.
    private static func openTemporary(in folder: String, beside name: String,
                                      failure: (String) -> FileSaveError) throws -> (Int32, String) {
        for _ in 0..<20 {
            let path = StaleTemporaries.name(for: name, in: folder)
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd >= 0 { return (fd, path) }
            if errno != EEXIST { throw failure(tr("cannot create a file in %@ (%@)", "\(folder.isEmpty ? "." : folder)", "\(systemReason(errno))")) }
        }
        throw failure(tr("cannot find a free temporary name in %@", "\(folder)"))
    }

    /// Why writing the file's bytes into `folder` failed, in the user's terms: a full disk or
    /// quota by name (the temporary file's name, `.NAME.tmp-PID-RANDOM`, would tell them nothing).
    static func writeProblem(_ code: Int32, folder: String) -> String {
        let place = folder.isEmpty ? "." : folder
        switch code {
        case ENOSPC: return tr("no space is left on the disk holding %@", place)
        case EDQUOT: return tr("the disk quota for %@ is used up (%@)", place, systemReason(code))
        default: return tr("cannot write into %@ (%@)", place, systemReason(code))
        }
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
}

/// The text of a C error number.
public func systemReason(_ code: Int32) -> String { String(cString: strerror(code)) }

/// A Foundation file error in words: the system's reason where Foundation wraps a C error
/// number (its own text on Linux is then "The operation could not be completed.
/// (NSCocoaErrorDomain error 512.)"), else Foundation's description.
public func fileErrorReason(_ error: any Error) -> String {
    let ns = error as NSError
    if ns.domain == NSPOSIXErrorDomain { return systemReason(Int32(ns.code)) }
    // On Linux the underlying error is kept as a Swift error, not an NSError.
    if let wrapped = ns.userInfo[NSUnderlyingErrorKey] as? any Error {
        let underlying = wrapped as NSError
        if underlying.domain == NSPOSIXErrorDomain { return systemReason(Int32(underlying.code)) }
    }
    return ns.localizedDescription
}
