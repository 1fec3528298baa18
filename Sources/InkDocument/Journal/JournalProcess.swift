import Foundation

/// A process as a journal names it: its pid, plus its start time and the boot id so that a
/// pid reused after the writer died (or after a reboot) does not count as the writer.
struct JournalProcess: Hashable, Sendable {
    var pid: Int32
    var start: UInt64?
    var bootID: String?

    /// This process.
    static var current: JournalProcess { of(getpid()) }

    /// The process with `pid` as it is now (start time and boot id read from /proc when there is one).
    static func of(_ pid: Int32) -> JournalProcess {
        JournalProcess(pid: pid, start: startTime(of: pid), bootID: currentBootID())
    }

    /// Whether this process is still running: `kill(pid, 0)` finds it (or finds it but may not
    /// signal it), in the same boot, with the same start time when both are known.
    var isRunning: Bool {
        guard pid > 0 else { return false }   // 0 and negatives name process groups
        if let bootID, let now = Self.currentBootID(), bootID != now { return false }
        if kill(pid, 0) != 0 && errno != EPERM { return false }
        if let start, let now = Self.startTime(of: pid), start != now { return false }
        // A killed process its parent has not reaped yet is a zombie: gone for our purposes
        // (a start right after a crash must offer its journal).
        if let state = Self.state(of: pid), state == "Z" || state == "X" { return false }
        // Killed and still ending (its files being closed, for ~20 ms): gone as well.
        return !Self.isEnding(pid)
    }

    /// Whether `pid` is being ended: a SIGKILL is pending for it, or the kernel has begun ending
    /// it (PF_EXITING in `/proc/PID/stat`'s flags, set until the process is a zombie).
    static func isEnding(_ pid: Int32) -> Bool {
        guard pid > 0, let fields = statFields(of: pid) else { return false }
        if fields.count > 6, let flags = UInt64(fields[6]), flags & 0x4 != 0 { return true }   // PF_EXITING
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return false }
        let killBit: UInt64 = 1 << (UInt64(SIGKILL) - 1)
        return status.split(separator: "\n").contains { line in
            guard line.hasPrefix("SigPnd:") || line.hasPrefix("ShdPnd:"),
                  let mask = UInt64(line.split(separator: "\t").last ?? "", radix: 16) else { return false }
            return mask & killBit != 0
        }
    }

    /// Field 3 of `/proc/PID/stat`: R, S, D, Z (zombie), X (dead)…
    static func state(of pid: Int32) -> Character? {
        statFields(of: pid)?.first?.first
    }

    /// Field 22 of `/proc/PID/stat`: the start time in clock ticks after boot.
    static func startTime(of pid: Int32) -> UInt64? {
        guard let fields = statFields(of: pid), fields.count > 19 else { return nil }
        return UInt64(fields[19])
    }

    /// The fields of `/proc/PID/stat` from the third (state) on: index 0 is the state, 6 the flags.
    private static func statFields(of pid: Int32) -> [Substring]? {
        guard pid > 0, let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return nil }
        // After the command name in parentheses (which may hold spaces) come fields 3 onward.
        return text[text.index(after: close)...].split(separator: " ")
    }

    /// The kernel's id for this boot.
    static func currentBootID() -> String? {
        guard let text = try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8) else { return nil }
        let id = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return id.isEmpty ? nil : id
    }
}
