import CXTest
import Foundation
import InkTestSupport

/// A private Xvfb for one test: started with -displayfd (never a fixed display number) and
/// stopped by its PID when the test ends.
final class Xvfb: @unchecked Sendable {
    let display: String
    private let process: ChildProcess
    private let watchdog: ChildProcess

    init(width: Int = 1280, height: Int = 800) throws {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw ChildProcess.SpawnError(description: "pipe failed") }
        defer { close(fds[0]) }
        process = try ChildProcess(path: "/usr/bin/Xvfb",
                                   arguments: ["-displayfd", "3", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"],
                                   fds: [3: fds[1]])
        close(fds[1])
        watchdog = try startWatchdog(stopping: process.pid)
        guard let number = readLine(fd: fds[0], timeout: 10) else {
            process.stop()
            throw ChildProcess.SpawnError(description: "Xvfb did not report a display number")
        }
        display = ":" + number
    }

    func stop() { process.stop(); watchdog.stop() }
    /// Kills the server at once (kill -9): its clients lose the display mid-work.
    func crash() { kill(process.pid, SIGKILL); _ = process.wait(timeout: 5) }
    deinit { stop() }
}
