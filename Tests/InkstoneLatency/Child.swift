import CXTest
import Foundation
import InkTestSupport

/// A process the bench started, stopped by its PID (the test support's `ChildProcess`: empty
/// signal mask, TERM then KILL), with its stdout or another descriptor piped to the bench
/// (`readLine`) when asked.
final class Child {
    private let process: ChildProcess
    /// The read end of the child's piped descriptor, when asked for.
    private var lineFD: Int32?

    struct Failure: Error, CustomStringConvertible { var description: String }

    var pid: pid_t { process.pid }

    /// Starts `path`. `pipeOn`: a child descriptor (1 = stdout, 3 = -displayfd) to read lines from.
    init(_ path: String, _ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
         pipeOn: Int32? = nil, output: String = "/dev/null") throws {
        var fds: [Int32] = [-1, -1]
        if pipeOn != nil { guard pipe(&fds) == 0 else { throw Failure(description: "pipe failed") } }
        do {
            process = try ChildProcess(path: path, arguments: arguments, environment: environment,
                                       fds: pipeOn.map { [$0: fds[1]] } ?? [:], output: output)
        } catch {
            if pipeOn != nil { close(fds[0]); close(fds[1]) }
            throw Failure(description: "\(error)")
        }
        if pipeOn != nil { close(fds[1]); lineFD = fds[0] }
    }

    /// Whether the process has ended (reaps it).
    var hasEnded: Bool { process.poll() != nil }

    /// Waits up to `timeout` seconds for the end; true if it ended.
    func wait(timeout: Double) -> Bool { process.wait(timeout: timeout) != nil }

    /// One line from the pipe, waiting at most `timeout` seconds.
    func readLine(timeout: Double) -> String? { lineFD.flatMap { InkTestSupport.readLine(fd: $0, timeout: timeout) } }

    /// TERM, then KILL. Safe to call twice.
    func stop() {
        if let fd = lineFD { close(fd); lineFD = nil }
        process.stop()
    }

    deinit { stop() }
}

/// Seconds on the monotonic clock.
func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

/// A private Xvfb started with -displayfd (never a fixed display number), stopped by its PID.
/// A watchdog ends it if the bench is killed (Ctrl+C on `make bench`); the clients then lose
/// their display and end too.
final class PrivateXvfb {
    let display: String
    let process: Child
    private let watchdog: ChildProcess

    init(width: Int, height: Int) throws {
        process = try Child("/usr/bin/Xvfb", ["-displayfd", "3", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"],
                            pipeOn: 3)
        do { watchdog = try startWatchdog(stopping: process.pid) } catch {
            process.stop()
            throw error
        }
        guard let number = process.readLine(timeout: 15), !number.isEmpty else {
            process.stop()
            watchdog.stop()
            throw Child.Failure(description: "Xvfb did not report a display number")
        }
        display = ":" + number
    }

    func stop() {
        process.stop()
        watchdog.stop()
    }
    deinit { stop() }
}
