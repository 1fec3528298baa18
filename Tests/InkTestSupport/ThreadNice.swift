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
