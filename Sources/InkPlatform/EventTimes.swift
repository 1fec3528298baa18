import Foundation
import Glibc

/// Where a drawing event's time goes inside the app, for `make bench`: with
/// `INKSTONE_EVENT_TIMES=PATH` in the environment, each pointer motion that drew is kept as the
/// monotonic clock's nanoseconds at its steps (the loop woken by the X connection, the event in
/// hand, handled by the editor, the frame rendered, uploaded, flushed to the server, the loop
/// waiting again), and the whole list is written to PATH, one motion per line, when the app
/// ends. The latency bench (`inkstone-latency`) lines these up with its own send and see times
/// to split each motion's latency into the time before the app has the event, in the app (step
/// by step), and after it flushed; and says what the loop spends around the event (woken to in
/// hand, flushed to waiting), which is CPU time too. A motion handled without a wake of its own
/// (it came with another) has no woken time (0), one the app ended before waiting again no
/// waiting time.
///
/// Off unless asked: the event path then pays one nil check per step. On, a step costs a read
/// of the vDSO clock and a store: every time lives in one block allocated at the start and
/// reached through `let` pointers, because what the bench measures as the app's CPU includes
/// these steps. Kept in Swift arrays and stored `var`s they cost ~2,600 instructions a motion
/// (callgrind): a runtime exclusivity check on each stored `var` of the class (the Swift
/// runtime's thread-local access set, code far from the drawing path's), and an array's
/// uniqueness check on each write. At most `capacity` motions are kept (56 bytes each; the
/// block's pages are only touched as it fills).
@MainActor
final class EventTimes {
    /// The steps, in the order a motion passes them.
    enum Step: Int, CaseIterable {
        case woke, inHand, edited, rendered, uploaded, flushed, waiting
    }

    static let switchName = "INKSTONE_EVENT_TIMES"
    /// The most motions kept (56 bytes each).
    static let capacity = 200_000
    private static let steps = Step.allCases.count

    let path: String
    /// The most motions this one keeps.
    let capacity: Int
    /// The motion in hand's times (`steps` of them), then the kept motions' (`steps` each).
    private let times: UnsafeMutablePointer<UInt64>
    /// The counters, by `Counter`.
    private let counters: UnsafeMutablePointer<Int>
    /// When the X connection last woke the loop, until a motion takes it (0: none since).
    private let wokeAt: UnsafeMutablePointer<UInt64>

    private enum Counter: Int, CaseIterable {
        /// How many motions are kept.
        case kept
        /// The first kept motion still waiting for its `waiting` time (-1: none).
        case unwaited
    }

    /// Nil unless the environment asks for the times.
    init?(environment: [String: String], capacity: Int = EventTimes.capacity) {
        guard let path = environment[Self.switchName], !path.isEmpty else { return nil }
        self.path = path
        self.capacity = max(capacity, 0)
        times = .allocate(capacity: (self.capacity + 1) * Self.steps)
        times.initialize(repeating: 0, count: Self.steps)
        counters = .allocate(capacity: Counter.allCases.count)
        counters.initialize(repeating: 0, count: Counter.allCases.count)
        counters[Counter.unwaited.rawValue] = -1
        wokeAt = .allocate(capacity: 1)
        wokeAt.initialize(to: 0)
    }

    isolated deinit {
        times.deallocate()
        counters.deallocate()
        wokeAt.deallocate()
    }

    /// Now, on the monotonic clock (the bench's clock too), in nanoseconds.
    static func now() -> UInt64 {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
    }

    /// The motion in hand's time at `step`.
    private var current: UnsafeMutablePointer<UInt64> { times }
    /// The kept motion `motion`'s times.
    private func kept(_ motion: Int) -> UnsafeMutablePointer<UInt64> { times + (motion + 1) * Self.steps }

    /// How many motions are kept.
    var keptCount: Int { counters[Counter.kept.rawValue] }

    /// The loop's wait returned with the X connection ready.
    func woke() { wokeAt.pointee = Self.now() }

    /// The loop is about to wait: the motions flushed since the last wait get this time.
    func waiting() {
        let from = counters[Counter.unwaited.rawValue]
        guard from >= 0 else { return }
        let now = Self.now()
        for motion in from..<keptCount { kept(motion)[Step.waiting.rawValue] = now }
        counters[Counter.unwaited.rawValue] = -1
    }

    /// A motion is in hand: the steps start anew.
    func motionInHand() {
        current.update(repeating: 0, count: Self.steps)
        current[Step.woke.rawValue] = wokeAt.pointee
        wokeAt.pointee = 0
        current[Step.inHand.rawValue] = Self.now()
    }

    /// The motion in hand is handled: if it drew nothing, a later frame (a timer's, a tile's)
    /// is not counted as its.
    func motionHandled() { current[Step.inHand.rawValue] = 0 }

    /// The motion in hand passed `step`; its flush keeps the motion's line.
    func mark(_ step: Step) {
        guard current[Step.inHand.rawValue] != 0 else { return }
        current[step.rawValue] = Self.now()
        guard step == .flushed else { return }
        let count = keptCount
        if count < capacity {
            if counters[Counter.unwaited.rawValue] < 0 { counters[Counter.unwaited.rawValue] = count }
            kept(count).update(from: current, count: Self.steps)
            counters[Counter.kept.rawValue] = count + 1
        }
        current[Step.inHand.rawValue] = 0
    }

    /// The kept motions' lines (the steps' times, space-separated), one a motion.
    func lines() -> String {
        var text = ""
        text.reserveCapacity(keptCount * Self.steps * 16)
        for motion in 0..<keptCount {
            text += UnsafeBufferPointer(start: kept(motion), count: Self.steps).map(String.init).joined(separator: " ") + "\n"
        }
        return text
    }

    /// Writes the kept motions (`lines`); a failure is said, not fatal (the figures are the
    /// bench's, the drawing is done).
    func write() -> String? {
        do {
            try Data(lines().utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            return nil
        } catch {
            return "inkstone: cannot write the event times to \(path): \(error)"
        }
    }
}
