import Foundation

/// A small shell process that ends `target` (TERM, then KILL) as soon as `watched` is gone, so
/// an X server never outlives a test process (or `make bench`) that crashed or was killed.
public func startWatchdog(stopping target: pid_t, whenGone watched: pid_t = getpid()) throws -> ChildProcess {
    let script = """
        while kill -0 \(watched) 2>/dev/null && kill -0 \(target) 2>/dev/null; do sleep 0.1; done
        kill -TERM \(target) 2>/dev/null; i=0
        while kill -0 \(target) 2>/dev/null && [ $i -lt 20 ]; do sleep 0.1; i=$((i+1)); done
        kill -KILL \(target) 2>/dev/null; exit 0
        """
    return try ChildProcess(path: "/bin/sh", arguments: ["-c", script])
}
