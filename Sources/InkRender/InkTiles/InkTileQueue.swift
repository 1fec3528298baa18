import Foundation
import Glibc

/// Paints ink tiles on one background thread, so a scroll or zoom never waits for strokes to
/// be drawn (the design of `PDFRenderQueue`). Requests carry the ink as it was when asked
/// (`InkSource`, shared arrays); finished tiles wait in an outbox and the thread writes a byte
/// to `wakeFileDescriptor`, which the event loop polls, then takes them with `takeFinished`.
public final class InkTileQueue: @unchecked Sendable {
    /// One tile to paint; `ticket` tells the cache whether the ink changed since it asked.
    public struct Request: Sendable {
        public var key: TileKey
        public var ticket: Int
        public var source: InkSource
    }

    /// A painted tile (nil when out of memory), with the strokes painted and the thread's CPU seconds.
    public struct Finished: Sendable {
        public var key: TileKey
        public var ticket: Int
        public var tile: InkTile?
        public var strokes: Int
        public var seconds: Double
    }

    private let condition = NSCondition()
    /// Tiles in view, painted first (newest first); then tiles around the view.
    private var pending: [Request] = []
    private var ahead: [Request] = []
    private var finished: [Finished] = []
    private var stopped = false, busy = false, exited = false
    private let wake = WakePipe()

    public init() {
        // The thread holds the queue until `stop`.
        let thread = Thread { self.work() }
        thread.name = "inkstone-ink"
        thread.qualityOfService = .userInitiated
        thread.start()
    }

    /// Readable when finished tiles wait (poll it; `takeFinished` empties it).
    public var wakeFileDescriptor: Int32 { wake.readEnd }

    /// Asks for tiles; `urgent` ones (in view) before the others.
    public func submit(_ requests: [Request], urgent: Bool) {
        guard !requests.isEmpty else { return }
        condition.lock()
        if urgent { pending += requests } else { ahead += requests }
        condition.signal()
        condition.unlock()
    }

    /// Drops the requests not yet started whose key `keep` refuses; returns their keys.
    public func cancel(unless keep: (TileKey) -> Bool) -> [TileKey] {
        condition.lock()
        defer { condition.unlock() }
        let dropped = (pending + ahead).map(\.key).filter { !keep($0) }
        pending.removeAll { !keep($0.key) }
        ahead.removeAll { !keep($0.key) }
        return dropped
    }

    /// The tiles finished since the last call.
    public func takeFinished() -> [Finished] {
        wake.drain()
        condition.lock()
        defer { finished.removeAll(); condition.unlock() }
        return finished
    }

    /// Waits until nothing is pending or being painted (tests and the benchmark); true if so
    /// within `timeout` seconds.
    public func waitUntilIdle(timeout: Double) -> Bool {
        let end = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while !pending.isEmpty || !ahead.isEmpty || busy {
            if !condition.wait(until: end) { return false }
        }
        return true
    }

    /// Ends the thread once it finishes the tile it is painting, waiting up to `timeout` seconds.
    public func stop(timeout: Double = 5) {
        let end = Date().addingTimeInterval(timeout)
        condition.lock()
        stopped = true
        pending.removeAll()
        ahead.removeAll()
        condition.broadcast()
        while !exited {
            if !condition.wait(until: end) { break }
        }
        condition.unlock()
    }

    private func work() {
        while true {
            condition.lock()
            while pending.isEmpty && ahead.isEmpty && !stopped { condition.wait() }
            if stopped {
                exited = true
                condition.broadcast()
                condition.unlock()
                return
            }
            let request = pending.popLast() ?? ahead.removeFirst()
            busy = true
            condition.unlock()

            let start = threadCPUTime()
            var strokes = 0
            let tile = InkTilePainter.tile(request.key, from: request.source, strokes: &strokes)
            let done = Finished(key: request.key, ticket: request.ticket, tile: tile, strokes: strokes, seconds: threadCPUTime() - start)

            condition.lock()
            busy = false
            finished.append(done)
            condition.broadcast()
            condition.unlock()
            wake.notify()
        }
    }
}

/// The CPU time of the calling thread, in seconds.
public func threadCPUTime() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}
