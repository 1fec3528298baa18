import Foundation

/// Temporary files of atomic writes, `.NAME.tmp-PID-RANDOM`: named here, and removed when the
/// process that made them is gone (killed mid-write), at the next write into their folder.
public enum StaleTemporaries {
    /// A fresh temporary name for `name` in `folder` for this process.
    public static func name(for name: String, in folder: String) -> String {
        let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 16)
        return (folder.isEmpty ? "." : folder) + "/.\(name).tmp-\(getpid())-\(suffix)"
    }

    /// Removes from `folder` the temporary files of processes that no longer run. Only this
    /// user's regular files are touched; anything unexpected is left alone.
    public static func remove(in folder: String) {
        let dirPath = folder.isEmpty ? "." : folder
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: dirPath) else { return }
        for name in names {
            guard let pid = ownerPID(of: name), pid != getpid(), !isRunning(pid) else { continue }
            let path = dirPath + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid() else { continue }
            unlink(path)
        }
    }

    /// The PID in a temporary file's name, or nil when the name is not one.
    static func ownerPID(of name: String) -> pid_t? {
        guard name.hasPrefix("."), let marker = name.range(of: ".tmp-", options: .backwards) else { return nil }
        let rest = name[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard rest.count == 2, !rest[1].isEmpty, rest[1].allSatisfy(\.isHexDigit),
              let pid = pid_t(rest[0]), pid > 0 else { return nil }
        return pid
    }

    /// Whether a process with this PID exists (one of another user counts as running).
    private static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno != ESRCH
    }
}
