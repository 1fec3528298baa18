import Foundation
import InkDocument

/// Output files written under temporary names beside their targets (`.NAME.tmp-PID-RANDOM`)
/// and renamed into place together by `commit`. Until then the targets are untouched; an
/// export that fails, or is abandoned, leaves no file behind (the temporaries are removed).
final class StagedFiles {
    private var staged: [(temp: String, target: String)] = []

    deinit { discard() }

    /// Opens a new temporary file for `target`. Throws when `target` is a folder or its folder
    /// cannot take a new file.
    func create(for target: URL) throws -> FileSink {
        let path = target.resolvingSymlinksInPath().path
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw ExportError.cannotWrite(target.path, "it is a folder")
        }
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        for _ in 0..<20 {
            let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 16)
            let temp = (folder.isEmpty ? "." : folder) + "/.\(name).tmp-\(getpid())-\(suffix)"
            let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 {
                staged.append((temp, path))
                return FileSink(fd: fd, path: target.path)
            }
            if errno != EEXIST { throw ExportError.cannotWrite(target.path, systemReason(errno)) }
        }
        throw ExportError.cannotWrite(target.path, "no free temporary name in \(folder)")
    }

    /// Renames every temporary file over its target, in order, and syncs their folders.
    func commit() throws {
        var folders = Set<String>()
        while !staged.isEmpty {
            let file = staged[0]
            guard rename(file.temp, file.target) == 0 else { throw ExportError.cannotWrite(file.target, systemReason(errno)) }
            staged.removeFirst()
            folders.insert((file.target as NSString).deletingLastPathComponent)
        }
        for folder in folders {
            let fd = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            if fd >= 0 { fsync(fd); close(fd) }
        }
    }

    /// Removes the temporary files not yet renamed.
    func discard() {
        for file in staged { unlink(file.temp) }
        staged.removeAll()
    }
}
