import CX11
import Foundation
import InkPortal
import InkRender

/// Runs the event loop's thread (where every pen event is read, drawn and flushed) ahead of
/// other programs' work while `pen.priority` is on, the default: nice −5 for that thread alone,
/// and the kernel's shortest time slice, 0.1 ms.
///
/// Why: between a pen's reports the app sleeps, and when the next one wakes it the kernel's
/// scheduler (EEVDF) does not always run it at once: a task that used more CPU lately than
/// another one waiting goes after it. `make bench` showed it at 125 Hz: inkstone's motions
/// waited longer than the floor client's before they were in its hands (the bench's "where the
/// time went" lines), the largest part of the gap to the floor; at nice −5 that wait is the
/// floor's (docs/LATENCY-LOG.md, fifth session).
///
/// Why the short slice: EEVDF runs first the ready task whose virtual deadline (its start plus
/// its slice, weighed by its nice value) is earliest. With the default slice (~1.4 ms here) the
/// X server, woken by the app's own flush, had the earlier one in ~40 % of motions: it took the
/// core there and then, and the app finished its motion (and went to wait) only after it, one
/// more switch each time; under load, another program did the same to the wake-up itself. A
/// thread that works ~0.1 ms an event and asks for a slice that long keeps its core to the end
/// of its work, and a wake-up of it goes first. `make bench`, same-run before/after at 125 Hz:
/// medians 0.84x-0.90x, p90 0.45x-0.90x, p99 mostly lower, CPU unchanged
/// (docs/LATENCY-LOG.md). No more CPU than before is taken: a slice decides the order, not the
/// share. Any thread may ask it for itself (Linux 6.12 on; earlier kernels ignore it).
///
/// How: `setpriority` on the thread (the kernel allows it with CAP_SYS_NICE, or an RLIMIT_NICE
/// that reaches it), else RealtimeKit on the system bus, asked from a thread of its own so the
/// event loop never waits for the bus. Where neither allows it nothing changes. The slice is
/// set first, with `sched_setattr` (before RealtimeKit could change the nice value that call
/// writes back). Turned off, the thread goes back to the nice value it started with (always
/// allowed) and to the kernel's slice. Started at a positive
/// nice value (`nice -n 10 inkstone`), someone asked for less: it is left so. Threads started
/// before the raise, the PDF, tile and thumbnail painters, keep nice 0, so background work stays
/// behind the pen; libdispatch's threads (the journal's queue) take their quality of service's
/// nice value (+2 for utility).
@MainActor
final class DrawingPriority {
    /// The nice value asked for: enough at 125 Hz in `make bench`, far from what the desktop's
    /// own compositor and audio threads get (RealtimeKit allows down to −15 by default).
    nonisolated static let nice: Int32 = -5
    /// The slice asked for, in nanoseconds: the shortest the kernel gives (0.1 ms), about what the
    /// thread works for one motion at 125 Hz on a busy machine.
    nonisolated static let slice: UInt64 = 100_000

    /// Where the thread stands.
    enum State: Equatable, Sendable {
        case normal
        case raised(by: String)
        /// RealtimeKit was asked; its answer has not come yet.
        case asking
        case refused(String)
    }

    /// The event loop's thread (made on it).
    let thread: pid_t
    /// Its nice value when the app started: what turning the raise off goes back to.
    let startedAt: Int32
    private let setNice: (pid_t, Int32) -> Int32
    private let setSlice: (pid_t, UInt64) -> Int32
    private let askRealtimeKit: @Sendable (UInt64, Int32) -> String?
    private let answer = Answer()
    private var asked: State = .normal
    /// Whether the thread's slice is the one asked for (set back to the kernel's when turned off).
    private(set) var sliceShortened = false

    /// `startedAt` is the thread's nice value now; `setNice` sets a thread's nice value and
    /// `setSlice` its slice (0: the kernel's), each returning 0 or the errno; `askRealtimeKit` asks
    /// RealtimeKit (thread, nice) and returns nil or why it refused (all replaceable in tests).
    init(startedAt: Int32 = DrawingPriority.threadNice(DrawingPriority.currentThread()),
         setNice: @escaping (pid_t, Int32) -> Int32 = DrawingPriority.setThreadNice,
         setSlice: @escaping (pid_t, UInt64) -> Int32 = DrawingPriority.setThreadSlice,
         askRealtimeKit: @escaping @Sendable (UInt64, Int32) -> String? = { thread, nice in
             RealtimeKit.makeThreadHighPriority(thread: thread, nice: nice,
                                                busAddress: RealtimeKit.systemBusAddress(environment: ProcessInfo.processInfo.environment))
         }) {
        thread = Self.currentThread()
        self.startedAt = startedAt
        self.setNice = setNice
        self.setSlice = setSlice
        self.askRealtimeKit = askRealtimeKit
    }

    /// The thread's state, with RealtimeKit's answer once it came (a raise granted after the
    /// preference went off meanwhile is undone here).
    var state: State {
        if let reply = answer.take() {
            if asked == .asking {
                asked = reply
            } else if case .raised = reply {
                _ = setNice(thread, startedAt)
            }
        }
        return asked
    }

    /// Raises the thread when `wanted` and not raised or being raised yet (unless it started
    /// below normal); puts it back to the nice value it started at when not.
    func follow(_ wanted: Bool) {
        switch (wanted, state) {
        case (true, .normal) where startedAt > 0, (true, .refused) where startedAt > 0:
            asked = .refused("started at nice \(startedAt)")
        case (true, .normal), (true, .refused):
            // Not fatal where refused (a real-time thread keeps its own scheduling).
            if !sliceShortened { sliceShortened = setSlice(thread, Self.slice) == 0 }
            let error = setNice(thread, Self.nice)
            if error == 0 {
                asked = .raised(by: "setpriority")
            } else {
                asked = .asking
                let ask = askRealtimeKit, answer = answer, thread = UInt64(thread)
                NamedThread.start("inkstone.rtkit") {
                    answer.put(ask(thread, Self.nice).map { .refused("RealtimeKit: " + $0) } ?? .raised(by: "RealtimeKit"))
                }
            }
        case (false, .raised), (false, .asking):
            _ = setNice(thread, startedAt)
            restoreSlice()
            asked = .normal
        case (false, .refused):
            restoreSlice()
            asked = .normal
        default:
            break
        }
    }

    /// The kernel's slice again, if the thread's was shortened.
    private func restoreSlice() {
        if sliceShortened && setSlice(thread, 0) == 0 { sliceShortened = false }
    }

    /// Waits up to `timeout` seconds for RealtimeKit's answer (tests).
    func waitForAnswer(timeout: Double) -> State {
        let end = Date().addingTimeInterval(timeout)
        while state == .asking && Date() < end { usleep(2000) }
        return state
    }

    /// The calling thread's kernel id.
    nonisolated static func currentThread() -> pid_t { inkstone_gettid() }

    /// `getpriority(PRIO_PROCESS, thread)`: the thread's own nice value (0 if it cannot be read).
    nonisolated static func threadNice(_ thread: pid_t) -> Int32 {
        errno = 0
        let nice = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(thread))
        return errno == 0 ? nice : 0
    }

    /// `setpriority(PRIO_PROCESS, thread, nice)`: on Linux the nice value is the thread's own.
    nonisolated static func setThreadNice(_ thread: pid_t, _ nice: Int32) -> Int32 {
        errno = 0
        return setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(thread), nice) == 0 ? 0 : errno
    }

    /// `sched_setattr` on the thread with `nanoseconds` as its slice (0: the kernel's default),
    /// its policy and nice value kept; 0 or the errno.
    nonisolated static func setThreadSlice(_ thread: pid_t, _ nanoseconds: UInt64) -> Int32 {
        inkstone_set_thread_slice(thread, nanoseconds)
    }

    /// RealtimeKit's answer, handed from the asking thread.
    private final class Answer: @unchecked Sendable {
        private let lock = NSLock()
        private var reply: State?
        func put(_ state: State) { lock.withLock { reply = state } }
        func take() -> State? { lock.withLock { defer { reply = nil }; return reply } }
    }
}
