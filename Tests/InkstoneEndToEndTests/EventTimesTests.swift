/// The app's own times of each drawing motion, for `make bench` (issue 20): what the latency
/// bench reads to split a motion's latency into its steps (`EventBreakdown`). Guards the lines'
/// form and which motions are kept, which the bench alone would only show as missing figures.
import Foundation
import Glibc
import Testing
@testable import InkPlatform

@MainActor @Suite struct EventTimesTests {
    private func times(capacity: Int = EventTimes.capacity) throws -> EventTimes {
        try #require(EventTimes(environment: [EventTimes.switchName: "/nonexistent/times"], capacity: capacity))
    }

    /// The kept lines as numbers.
    private func motions(_ t: EventTimes) -> [[UInt64]] {
        t.lines().split(separator: "\n").map { $0.split(separator: " ").compactMap { UInt64($0) } }
    }

    /// A motion through every step, as the loop and `show` pass them.
    private func drawnMotion(_ t: EventTimes) {
        t.motionInHand()
        for step in [EventTimes.Step.edited, .rendered, .uploaded, .flushed] { t.mark(step) }
    }

    @Test func offUnlessAsked() {
        #expect(EventTimes(environment: [:]) == nil)
        #expect(EventTimes(environment: [EventTimes.switchName: ""]) == nil)
    }

    @Test func aDrawnMotionIsALineOfItsStepsInOrder() throws {
        let t = try times()
        t.woke()
        drawnMotion(t)
        t.waiting()
        let kept = motions(t)
        try #require(kept.count == 1)
        let line = kept[0]
        #expect(line.count == EventTimes.Step.allCases.count, "\(line)")
        #expect(line.allSatisfy { $0 > 0 }, "every step has its time: \(line)")
        #expect(zip(line, line.dropFirst()).allSatisfy { $0 <= $1 }, "in the order of the steps: \(line)")
    }

    @Test func aMotionThatDrewNothingIsNotKept() throws {
        let t = try times()
        t.woke()
        t.motionInHand()
        t.mark(.edited)
        t.motionHandled()
        // A later frame (a timer's, a tile's) is not the motion's.
        t.mark(.rendered); t.mark(.flushed)
        t.waiting()
        #expect(t.keptCount == 0)
        #expect(t.lines().isEmpty)
    }

    @Test func motionsOfOneWakeShareItsWaitAndOnlyTheFirstHasTheWake() throws {
        let t = try times()
        t.woke()
        drawnMotion(t)
        drawnMotion(t)
        t.waiting()
        drawnMotion(t)
        t.waiting()
        let kept = motions(t)
        try #require(kept.count == 3)
        let woke = EventTimes.Step.woke.rawValue, waiting = EventTimes.Step.waiting.rawValue
        #expect(kept[0][woke] > 0 && kept[1][woke] == 0 && kept[2][woke] == 0, "\(kept)")
        #expect(kept[0][waiting] == kept[1][waiting], "\(kept)")
        #expect(kept[2][waiting] > kept[1][waiting], "\(kept)")
        #expect(kept[2][waiting] >= kept[2][EventTimes.Step.flushed.rawValue])
    }

    @Test func atMostCapacityMotionsAreKept() throws {
        let t = try times(capacity: 3)
        for _ in 0..<5 {
            t.woke()
            drawnMotion(t)
            t.waiting()
        }
        #expect(t.keptCount == 3)
        #expect(motions(t).count == 3)
        #expect(motions(t).allSatisfy { $0.count == EventTimes.Step.allCases.count && !$0.contains(0) })
    }

    @Test func writtenToItsPathOrSaidWhyNot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("event-times-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("times").path
        let t = try #require(EventTimes(environment: [EventTimes.switchName: path]))
        drawnMotion(t)
        t.waiting()
        #expect(t.write() == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == t.lines())

        let unwritable = try times()
        let problem = try #require(unwritable.write())
        #expect(problem.contains("/nonexistent/times"), "\(problem)")
    }
}
