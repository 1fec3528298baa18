import Foundation
import Testing
@testable import InkRender

/// The loop the PDF, ink-tile and thumbnail queues share: which request goes first, requests
/// replaced and handed back, and the thread's state released before `stop` returns.
@Suite(.serialized) struct BackgroundWorkerTests {
    /// Something the thread holds; counts how many are alive.
    final class Held: @unchecked Sendable {
        nonisolated(unsafe) static var alive = 0
        init() { Self.alive += 1 }
        deinit { Self.alive -= 1 }
    }

    /// A worker whose thread waits on `gate` before each request, so the test queues requests
    /// while the first one is in hand and then sees the order they are done in.
    static func gated(_ order: BackgroundWorker<Int, Int>.AheadOrder, _ gate: NSCondition, _ open: UnsafeMutablePointer<Bool>,
                      started: DispatchSemaphore) -> BackgroundWorker<Int, Int> {
        nonisolated(unsafe) let flag = open
        return BackgroundWorker<Int, Int>(name: "test", quality: .utility, aheadOrder: order) {
            let held = Held()
            return { request in
                started.signal()
                gate.lock()
                while !flag.pointee { gate.wait() }
                gate.unlock()
                _ = held
                return request
            }
        }
    }

    static func drain(_ w: BackgroundWorker<Int, Int>) -> [Int] {
        #expect(w.waitUntilIdle(timeout: 10))
        return w.takeFinished()
    }

    @Test(arguments: [(BackgroundWorker<Int, Int>.AheadOrder.oldestFirst, [0, 3, 2, 10, 11]), (.newestFirst, [0, 3, 2, 11, 10])])
    func urgentNewestFirstThenAheadInItsOrder(order: BackgroundWorker<Int, Int>.AheadOrder, expected: [Int]) {
        let gate = NSCondition()
        let open = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
        open.pointee = false
        defer { open.deallocate() }
        let started = DispatchSemaphore(value: 0)
        let w = Self.gated(order, gate, open, started: started)
        w.submit([0], urgent: true)
        started.wait()   // 0 is in hand
        w.submit([10, 11], urgent: false)
        w.submit([2, 3], urgent: true)
        gate.lock(); open.pointee = true; gate.broadcast(); gate.unlock()
        #expect(Self.drain(w) == expected)
        w.stop()
    }

    @Test func aReplacedRequestGoesAndPastTheLimitTheOldestComeBackAtOnce() {
        let gate = NSCondition()
        let open = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
        open.pointee = false
        defer { open.deallocate() }
        let started = DispatchSemaphore(value: 0)
        let w = Self.gated(.oldestFirst, gate, open, started: started)
        w.submit([0], urgent: true)
        started.wait()   // 0 is in hand
        w.submit([1, 2, 3], urgent: true)
        w.submit([2], urgent: true, replaces: { $0 == 2 })     // 2 moves to the newest place
        w.submit([4], urgent: true, limit: 3, dropped: { -$0 }) // 1 handed back undone
        #expect(w.takeFinished() == [-1])
        gate.lock(); open.pointee = true; gate.broadcast(); gate.unlock()
        #expect(Self.drain(w) == [0, 4, 2, 3])
        w.stop()
    }

    @Test func stopReleasesWhatTheThreadHeld() {
        let w = BackgroundWorker<Int, Int>(name: "test", quality: .utility) {
            let held = Held()
            return { _ = held; return $0 }
        }
        w.submit([1], urgent: true)
        #expect(Self.drain(w) == [1])
        #expect(Held.alive >= 1)
        w.stop()
        #expect(Held.alive == 0)
    }

    /// The calling thread's name as the kernel has it.
    static func threadName() -> String {
        ((try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? "").trimmingCharacters(in: .newlines)
    }

    /// Every worker's thread carries its name from its first step (the painters' names are what
    /// `top -H` and the priority test look for). Foundation's `Thread.current.name` lost it in
    /// about one start in fifty (its setter needs the handle `start()` stores after the thread
    /// runs), so 300 starts all but always lost one before `NamedThread`.
    @Test func everyWorkersThreadIsNamedBeforeItsStartRuns() {
        final class Seen: @unchecked Sendable {
            let lock = NSLock()
            var names: [Int: String] = [:]
        }
        let seen = Seen()
        let workers = (0..<300).map { i in
            BackgroundWorker<Int, Int>(name: "named-\(i)", quality: .utility) {
                let name = Self.threadName()
                seen.lock.withLock { seen.names[i] = name }
                return { $0 }
            }
        }
        for w in workers { w.submit([0], urgent: true); #expect(w.waitUntilIdle(timeout: 10)); w.stop() }
        let names = seen.lock.withLock { seen.names }
        let wrong = (0..<300).filter { names[$0] != "named-\($0)" }
        #expect(wrong.isEmpty, "unnamed or misnamed: \(wrong.count) of 300")
    }

    /// A name longer than the kernel keeps is cut to 15 bytes, not refused.
    @Test func aLongNameIsCutToWhatTheKernelKeeps() {
        let done = DispatchSemaphore(value: 0)
        final class Box: @unchecked Sendable { var comm = "" }
        let box = Box()
        NamedThread.start("inkstone-a-very-long-name") {
            box.comm = Self.threadName()
            done.signal()
        }
        done.wait()
        #expect(box.comm == "inkstone-a-very")
    }
}
