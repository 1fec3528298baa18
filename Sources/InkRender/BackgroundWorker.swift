import Foundation

/// One background thread that works through requests and hands results to the event loop: the
/// loop shared by the PDF, ink-tile and thumbnail queues. Requests wait in two lists, `urgent`
/// (what is in view, newest first) and `ahead` (what may come into view, taken when no urgent
/// one waits); finished results wait in an outbox, and the thread writes a byte to
/// `wakeFileDescriptor` (which the event loop polls) before they are taken with `takeFinished`.
/// The thread's state (open Poppler documents, for one) lives in the closure `start` makes on
/// the thread itself, so it never crosses threads and is released before `stop` returns.
final class BackgroundWorker<Request: Sendable, Finished>: @unchecked Sendable {
    /// Which of the `ahead` requests goes first: the oldest (a ring drawn outward) or the newest.
    enum AheadOrder { case oldestFirst, newestFirst }

    private let condition = NSCondition()
    private var urgent: [Request] = []
    private var ahead: [Request] = []
    private var finished: [Finished] = []
    private var stopped = false, busy = false, exited = false
    private let wake = WakePipe()
    private let aheadOrder: AheadOrder

    /// Starts the thread; `start` runs on it and returns the function that does one request.
    init(name: String, quality: QualityOfService, aheadOrder: AheadOrder = .oldestFirst,
         start: @escaping @Sendable () -> (Request) -> Finished) {
        self.aheadOrder = aheadOrder
        // The thread holds the worker until `stop`. Its name shows in top -H and
        // /proc/PID/task/*/comm (the kernel keeps 15 bytes, so the names are short).
        NamedThread.start(name, quality: quality) { self.work(start) }
    }

    /// Readable when finished results wait (poll it; `takeFinished` empties it).
    var wakeFileDescriptor: Int32 { wake.readEnd }

    /// Queues requests after dropping the waiting ones `replaces` matches; past `limit` requests
    /// in a list, its oldest are handed back at once as `dropped(request)` results.
    func submit(_ requests: [Request], urgent isUrgent: Bool, replaces: ((Request) -> Bool)? = nil,
                limit: Int = .max, dropped: ((Request) -> Finished)? = nil) {
        guard !requests.isEmpty else { return }
        condition.lock()
        if let replaces {
            urgent.removeAll(where: replaces)
            ahead.removeAll(where: replaces)
        }
        if isUrgent { urgent += requests } else { ahead += requests }
        var handedBack = false
        while let dropped, urgent.count > limit || ahead.count > limit {
            let oldest = urgent.count > limit ? urgent.removeFirst() : ahead.removeFirst()
            finished.append(dropped(oldest))
            handedBack = true
        }
        condition.signal()
        condition.unlock()
        if handedBack { wake.notify() }
    }

    /// Drops the waiting requests `keep` refuses (all of them by default); returns them.
    @discardableResult
    func cancel(unless keep: (Request) -> Bool = { _ in false }) -> [Request] {
        condition.lock()
        defer { condition.unlock() }
        let dropped = (urgent + ahead).filter { !keep($0) }
        urgent.removeAll { !keep($0) }
        ahead.removeAll { !keep($0) }
        return dropped
    }

    /// The results finished since the last call.
    func takeFinished() -> [Finished] {
        wake.drain()
        condition.lock()
        defer { finished.removeAll(); condition.unlock() }
        return finished
    }

    /// Waits until nothing waits or is being worked on (tests and the benchmark); true if so
    /// within `timeout` seconds.
    func waitUntilIdle(timeout: Double) -> Bool {
        let end = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while !urgent.isEmpty || !ahead.isEmpty || busy {
            if !condition.wait(until: end) { return false }
        }
        return true
    }

    /// Ends the thread once it finishes the request in hand, waiting up to `timeout` seconds
    /// (so the process never exits while, say, Poppler draws).
    func stop(timeout: Double = 5) {
        let end = Date().addingTimeInterval(timeout)
        condition.lock()
        stopped = true
        urgent.removeAll()
        ahead.removeAll()
        condition.broadcast()
        while !exited {
            if !condition.wait(until: end) { break }
        }
        condition.unlock()
    }

    private func work(_ start: () -> (Request) -> Finished) {
        var perform: ((Request) -> Finished)? = start()
        while true {
            condition.lock()
            while urgent.isEmpty && ahead.isEmpty && !stopped { condition.wait() }
            if stopped {
                perform = nil   // the thread's state released before `stop` returns
                exited = true
                condition.broadcast()
                condition.unlock()
                return
            }
            let request = urgent.popLast() ?? (aheadOrder == .oldestFirst ? ahead.removeFirst() : ahead.removeLast())
            busy = true
            condition.unlock()

            let result = perform.map { $0(request) }

            condition.lock()
            busy = false
            if let result { finished.append(result) }
            condition.broadcast()
            condition.unlock()
            wake.notify()
        }
    }
}
