import Foundation
import Glibc

/// Paints ink tiles on one background thread, so a scroll or zoom never waits for strokes to
/// be drawn (the design of `PDFRenderQueue`). Requests carry the ink as it was when asked
/// (`InkSource`, shared arrays); finished tiles wait in an outbox and the thread writes a byte
/// to `wakeFileDescriptor`, which the event loop polls, then takes them with `takeFinished`.
public final class InkTileQueue: Sendable {
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

    /// Tiles in view, painted first (newest first); then tiles around the view, oldest first.
    private let worker = BackgroundWorker<Request, Finished>(name: "inkstone-ink", quality: .userInitiated) {
        { request in
            let start = threadCPUTime()
            var strokes = 0
            let tile = InkTilePainter.tile(request.key, from: request.source, strokes: &strokes)
            return Finished(key: request.key, ticket: request.ticket, tile: tile, strokes: strokes, seconds: threadCPUTime() - start)
        }
    }

    public init() {}

    /// Readable when finished tiles wait (poll it; `takeFinished` empties it).
    public var wakeFileDescriptor: Int32 { worker.wakeFileDescriptor }

    /// Asks for tiles; `urgent` ones (in view) before the others.
    public func submit(_ requests: [Request], urgent: Bool) { worker.submit(requests, urgent: urgent) }

    /// Drops the requests not yet started whose key `keep` refuses; returns their keys.
    public func cancel(unless keep: (TileKey) -> Bool) -> [TileKey] { worker.cancel { keep($0.key) }.map(\.key) }

    /// The tiles finished since the last call.
    public func takeFinished() -> [Finished] { worker.takeFinished() }

    /// Waits until nothing is pending or being painted (tests and the benchmark); true if so
    /// within `timeout` seconds.
    public func waitUntilIdle(timeout: Double) -> Bool { worker.waitUntilIdle(timeout: timeout) }

    /// Ends the thread once it finishes the tile it is painting, waiting up to `timeout` seconds.
    public func stop(timeout: Double = 5) { worker.stop(timeout: timeout) }
}

/// The CPU time of the calling thread, in seconds.
public func threadCPUTime() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}
