import Foundation

/// The mode a written file gets: the replaced file's own mode, or for a new file 0666 less
/// the process's umask (as any program creating a file gives it).
public enum NewFileMode {
    public static func mode(replacing existing: stat?) -> mode_t {
        if let existing { return mode_t(existing.st_mode & 0o7777) }
        return 0o666 & ~currentUmask()
    }

    /// The umask, read from /proc (which leaves it untouched), else by setting and restoring it.
    static func currentUmask() -> mode_t {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
           let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
           let value = mode_t(line.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8) {
            return value
        }
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}
