import Foundation

/// The nice value of a thread of process `pid` (its main thread by default), from
/// /proc/PID/task/TID/stat; nil when the thread is gone. The latency bench says the app's,
/// the priority tests check it.
public func threadNice(pid: pid_t, thread: Int? = nil) -> Int? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/task/\(thread ?? Int(pid))/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")") else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    // After the command: the state is field 3, the nice value field 19.
    return fields.count > 16 ? Int(fields[16]) : nil
}

/// A thread's time slice in nanoseconds, as `/proc/PID/task/TID/sched` says it (`se.slice`; the
/// main thread's by default); nil where the kernel does not say it (before EEVDF, Linux 6.6).
public func threadSlice(pid: pid_t, thread: Int? = nil) -> UInt64? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(thread ?? Int(pid))/sched", encoding: .utf8) else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix("se.slice") {
        return line.split(separator: ":").last.flatMap { UInt64($0.trimmingCharacters(in: .whitespaces)) }
    }
    return nil
}
