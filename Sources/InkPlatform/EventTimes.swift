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
/// of the vDSO clock and the list grows by 56 bytes a motion (at most `capacity` motions).
@MainActor
final class EventTimes {
    /// The steps, in the order a motion passes them.
    enum Step: Int, CaseIterable {
        case woke, inHand, edited, rendered, uploaded, flushed, waiting
    }

    static let switchName = "INKSTONE_EVENT_TIMES"
    /// The most motions kept (56 bytes each).
    static let capacity = 200_000

    let path: String
    private var current = [UInt64](repeating: 0, count: Step.allCases.count)
    private var kept: [UInt64] = []
    /// When the X connection last woke the loop, until a motion takes it (0: none since).
    private var wokeAt: UInt64 = 0
    /// Where the kept motions still waiting for their `waiting` time start in `kept`.
    private var unwaited: Int?

    /// Nil unless the environment asks for the times.
    init?(environment: [String: String]) {
        guard let path = environment[Self.switchName], !path.isEmpty else { return nil }
        self.path = path
        kept.reserveCapacity(4096 * Step.allCases.count)
    }

    /// Now, on the monotonic clock (the bench's clock too), in nanoseconds.
    static func now() -> UInt64 {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
    }

    /// The loop's wait returned with the X connection ready.
    func woke() { wokeAt = Self.now() }

    /// The loop is about to wait: the motions flushed since the last wait get this time.
    func waiting() {
        guard let from = unwaited else { return }
        let now = Self.now()
        for line in stride(from: from, to: kept.count, by: current.count) { kept[line + Step.waiting.rawValue] = now }
        unwaited = nil
    }

    /// A motion is in hand: the steps start anew.
    func motionInHand() {
        for i in current.indices { current[i] = 0 }
        current[Step.woke.rawValue] = wokeAt
        wokeAt = 0
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
        if kept.count < Self.capacity * current.count {
            if unwaited == nil { unwaited = kept.count }
            kept += current
        }
        current[Step.inHand.rawValue] = 0
    }

    /// Writes the kept motions, one line each (the steps' times, space-separated); a failure is
    /// said, not fatal (the figures are the bench's, the drawing is done).
    func write() -> String? {
        var text = ""
        text.reserveCapacity(kept.count * 16)
        for start in stride(from: 0, to: kept.count, by: current.count) {
            text += kept[start..<(start + current.count)].map(String.init).joined(separator: " ") + "\n"
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            return nil
        } catch {
            return "inkstone: cannot write the event times to \(path): \(error)"
        }
    }
}
