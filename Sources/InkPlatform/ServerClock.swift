import CX11
import Glibc

/// Maps this machine's monotonic clock onto the X server's millisecond timestamps, so that
/// timers (deferred clicks, long presses, feedback) run on the same clock as input events.
struct ServerClock {
    private var offset: Int64 = 0

    /// Milliseconds of the monotonic clock.
    static func monotonicMs() -> Int64 {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Int64(t.tv_sec) * 1000 + Int64(t.tv_nsec) / 1_000_000
    }

    /// Learns the offset from an event's server time.
    mutating func observe(serverTime: UInt64) {
        offset = Int64(truncatingIfNeeded: serverTime) - Self.monotonicMs()
    }

    /// The server's time now (estimated).
    var now: UInt64 { UInt64(max(0, Self.monotonicMs() + offset)) }
}
