import Foundation
import InkGeometry

/// Puts a finished temporary file at its checked target: at a new name only if the name is
/// still free (a hard link, which fails rather than replace or follow anything planted there
/// meanwhile), over a file only if it is still the regular file that was checked.
public enum OutputPlacement {
    /// Moves `temp` to `target.path`; throws a `OutputPath.Refusal` when the target changed
    /// since it was checked. `temp` is gone afterwards only when this succeeds.
    public static func place(_ temp: String, at target: OutputPath.Target) throws {
        if target.existing == nil {
            if link(temp, target.path) == 0 {
                unlink(temp)
                return
            }
            let code = errno
            if code == EEXIST { throw OutputPath.Refusal(tr("something else appeared at that name while writing")) }
            // File systems without hard links: check again, then rename.
            guard [EPERM, EOPNOTSUPP, ENOSYS, EMLINK, EXDEV].contains(code) else { throw OutputPath.Refusal(systemReason(code)) }
            var info = stat()
            guard lstat(target.path, &info) != 0, errno == ENOENT else {
                throw OutputPath.Refusal(tr("something else appeared at that name while writing"))
            }
        } else if let existing = target.existing {
            var info = stat()
            guard lstat(target.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
                  FileIdentity(info) == FileIdentity(existing) else {
                throw OutputPath.Refusal(tr("the file was changed or replaced while writing"))
            }
        }
        guard rename(temp, target.path) == 0 else { throw OutputPath.Refusal(systemReason(errno)) }
    }

    /// Makes renames in `folder` durable. A failure changes nothing already done: not reported.
    public static func syncFolder(_ folder: String) {
        let fd = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }
}
