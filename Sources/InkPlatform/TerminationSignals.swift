import CX11
import Glibc

/// SIGTERM, SIGINT and SIGHUP (logout, Ctrl+C in a terminal) delivered through a descriptor the
/// event loop polls, so the app ends between events: unsaved work stays in the journal and is
/// offered at the next start; a document without changes ends cleanly.
@MainActor
final class TerminationSignals {
    /// The descriptor to poll, or -1 when signalfd is unavailable (default signal handling).
    let fileDescriptor: Int32

    init() {
        var set = sigset_t()
        sigemptyset(&set)
        for s in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&set, s) }
        guard sigprocmask(SIG_BLOCK, &set, nil) == 0 else { fileDescriptor = -1; return }
        fileDescriptor = signalfd(-1, &set, Int32(SFD_NONBLOCK | SFD_CLOEXEC))
    }

    deinit { if fileDescriptor >= 0 { close(fileDescriptor) } }

    /// Whether a termination signal has arrived (drains the descriptor).
    func received() -> Bool {
        guard fileDescriptor >= 0 else { return false }
        var info = signalfd_siginfo()
        var got = false
        while read(fileDescriptor, &info, MemoryLayout<signalfd_siginfo>.size) == MemoryLayout<signalfd_siginfo>.size { got = true }
        return got
    }
}
