import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A child process started with posix_spawn and an empty signal mask (a Foundation `Process`
/// started from a test inherits blocked signals and may ignore SIGTERM), stopped by its PID.
public final class ChildProcess: @unchecked Sendable {
    public let pid: pid_t
    private var exitStatus: Int32?

    public struct SpawnError: Error, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    /// Starts `path` with `arguments`. `fds` maps child descriptors to parent ones (dup2);
    /// `output` sends stdout and stderr to a file (or /dev/null).
    public init(path: String, arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
         fds: [Int32: Int32] = [:], output: String = "/dev/null") throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        for (child, parent) in fds { posix_spawn_file_actions_adddup2(&actions, parent, child) }

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
        guard rc == 0 else { throw SpawnError(description: "cannot start \(path): \(String(cString: strerror(rc)))") }
        pid = child
    }

    /// The exit status if the process has ended (128+signal when killed), without waiting.
    public func poll() -> Int32? {
        if let exitStatus { return exitStatus }
        var status: Int32 = 0
        let r = waitpid(pid, &status, WNOHANG)
        guard r == pid else { return nil }
        let code = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        exitStatus = code
        return code
    }

    /// Waits up to `timeout` seconds for the process to end; its status, or nil if it did not.
    public func wait(timeout: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let s = poll() { return s }
            usleep(5_000)
        }
        return poll()
    }

    /// TERM, then KILL if it has not ended within a second. Safe to call twice.
    public func stop() {
        guard poll() == nil else { return }
        kill(pid, SIGTERM)
        if wait(timeout: 2) == nil {
            kill(pid, SIGKILL)
            _ = wait(timeout: 2)
        }
    }

    deinit { stop() }
}

/// Reads one line from a descriptor, waiting at most `timeout` seconds.
public func readLine(fd: Int32, timeout: Double) -> String? {
    var text = ""
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard Glibc.poll(&pfd, 1, 100) >= 0 else { return nil }
        guard pfd.revents != 0 else { continue }
        var byte: UInt8 = 0
        guard read(fd, &byte, 1) == 1 else { return nil }
        if byte == UInt8(ascii: "\n") { return text }
        text.append(Character(Unicode.Scalar(byte)))
    }
    return nil
}
