import CXTest
import Foundation

/// A process the bench started (posix_spawn with an empty signal mask), stopped by its PID:
/// TERM, then KILL. Its stdout can go to a pipe the bench reads (`lineFD`).
final class Child {
    let pid: pid_t
    /// The read end of the child's descriptor 3 or stdout pipe, when asked for.
    private(set) var lineFD: Int32?
    private var ended = false

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// Starts `path`. `pipeOn`: a child descriptor (1 = stdout, 3 = -displayfd) to read lines from.
    init(_ path: String, _ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
         pipeOn: Int32? = nil, output: String = "/dev/null") throws {
        var fds: [Int32] = [-1, -1]
        if pipeOn != nil { guard pipe(&fds) == 0 else { throw Failure(description: "pipe failed") } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        if let on = pipeOn {
            // The read end first: it may be the very number `on` names.
            posix_spawn_file_actions_addclose(&actions, fds[0])
            posix_spawn_file_actions_adddup2(&actions, fds[1], on)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { argv.forEach { free($0) }; envp.forEach { free($0) } }
        var child: pid_t = 0
        let rc = posix_spawn(&child, path, &actions, &attributes, argv, envp)
        if pipeOn != nil { close(fds[1]) }
        guard rc == 0 else {
            if pipeOn != nil { close(fds[0]) }
            throw Failure(description: "cannot start \(path): \(String(cString: strerror(rc)))")
        }
        pid = child
        lineFD = pipeOn != nil ? fds[0] : nil
    }

    /// Whether the process has ended (reaps it).
    var hasEnded: Bool {
        if ended { return true }
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == pid { ended = true }
        return ended
    }

    /// Waits up to `timeout` seconds for the end; true if it ended.
    func wait(timeout: Double) -> Bool {
        let deadline = now() + timeout
        while now() < deadline {
            if hasEnded { return true }
            usleep(2_000)
        }
        return hasEnded
    }

    /// One line from the pipe, waiting at most `timeout` seconds.
    func readLine(timeout: Double) -> String? {
        guard let fd = lineFD else { return nil }
        var text = ""
        let deadline = now() + timeout
        while now() < deadline {
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard Glibc.poll(&pfd, 1, 50) >= 0 else { return nil }
            guard pfd.revents != 0 else { continue }
            var byte: UInt8 = 0
            guard read(fd, &byte, 1) == 1 else { return nil }
            if byte == UInt8(ascii: "\n") { return text }
            text.append(Character(Unicode.Scalar(byte)))
        }
        return nil
    }

    /// TERM, then KILL after two seconds. Safe to call twice.
    func stop() {
        if let fd = lineFD { close(fd); lineFD = nil }
        guard !hasEnded else { return }
        kill(pid, SIGTERM)
        if !wait(timeout: 2) {
            kill(pid, SIGKILL)
            _ = wait(timeout: 2)
        }
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
final class PrivateXvfb {
    let display: String
    let process: Child

    init(width: Int, height: Int) throws {
        process = try Child("/usr/bin/Xvfb", ["-displayfd", "3", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"],
                            pipeOn: 3)
        guard let number = process.readLine(timeout: 15), !number.isEmpty else {
            process.stop()
            throw Child.Failure(description: "Xvfb did not report a display number")
        }
        display = ":" + number
    }

    func stop() { process.stop() }
    deinit { stop() }
}
