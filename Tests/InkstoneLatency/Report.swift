import Foundation

/// Percentiles and the printed lines of the latency bench.
enum Report {
    /// The value below which `p` (0...1) of the sorted values lie (nearest rank).
    static func percentile(_ sorted: [Double], _ p: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        return sorted[min(sorted.count - 1, Int((p * Double(sorted.count - 1)).rounded()))]
    }

    struct Summary {
        var median: Double, p90: Double, p99: Double
        init(_ samples: Samples) {
            let s = samples.latencies.sorted()
            median = Report.percentile(s, 0.5)
            p90 = Report.percentile(s, 0.9)
            p99 = Report.percentile(s, 0.99)
        }
    }

    /// One client's line: latencies in ms, misses, CPU per event (stat ticks; schedstat in brackets).
    static func line(_ name: String, _ samples: Samples, rate: Double?) -> String {
        let s = Summary(samples)
        let events = Double(max(1, samples.events))
        let statUs = samples.cpu.seconds / events * 1e6, fineUs = Double(samples.cpu.nanoseconds) / events / 1e3
        var text = String(format: "  %@ median %6.3f ms  p90 %6.3f ms  p99 %6.3f ms  (%d motions, %d missed, %d seen by polling only)",
                          name.padding(toLength: 10, withPad: " ", startingAt: 0), s.median * 1e3, s.p90 * 1e3, s.p99 * 1e3,
                          samples.latencies.count, samples.missed, samples.polled)
        text += String(format: "\n  %@ CPU %6.1f us/event (/proc stat; %.1f us by schedstat)", String(repeating: " ", count: 10), statUs, fineUs)
        if let rate { text += String(format: " = %.2f %% of a core at %.0f Hz", coreShare(samples, rate: rate), rate) }
        if samples.cpu.nanoseconds > 0, samples.strokes > 0 { text += "\n" + String(repeating: " ", count: 12) + breakdown(samples) }
        if samples.serverCPU.nanoseconds > 0 {
            let server = Double(samples.serverCPU.nanoseconds) / events / 1e3
            text += String(format: "\n  %@ the X server meanwhile %.1f us/event; both %.1f us/event", String(repeating: " ", count: 10), server,
                           server + cpuPerEvent(samples))
        }
        return text
    }

    /// What the CPU line's figure is made of: the lifts' part, each thread's, the wakes,
    /// preemptions and page faults an event (README, "of it").
    static func breakdown(_ samples: Samples) -> String {
        let events = Double(max(1, samples.events)), cpu = samples.cpu
        let threads = cpu.threads.filter { $0.value > 0 }.sorted { $0.value > $1.value }
            .map { String(format: "%@ %.1f", $0.key, Double($0.value) / events / 1e3) }.joined(separator: ", ")
        return String(format: "of it: the lifts %.1f us/event (%.0f us a stroke); by thread: %@; wakes %.2f an event, preempted %.2f, page faults %.2f",
                      Double(samples.liftCPU.nanoseconds) / events / 1e3, Double(samples.liftCPU.nanoseconds) / Double(samples.strokes) / 1e3,
                      threads, Double(cpu.switches) / events, Double(cpu.preempted) / events, Double(cpu.faults) / events)
    }

    /// The percentage of one core the client used at `rate` events a second: from the schedstat
    /// figure when the kernel has it (a stroke at 125 Hz uses less than one clock tick of
    /// /proc stat, so the ticks alone say 0 or 1 per stroke), else from the ticks.
    static func coreShare(_ samples: Samples, rate: Double) -> Double {
        cpuPerEvent(samples) * rate / 1e4
    }

    /// Microseconds of CPU an event: the schedstat figure when the kernel has it, else the ticks'.
    static func cpuPerEvent(_ samples: Samples) -> Double {
        let events = Double(max(1, samples.events))
        return samples.cpu.nanoseconds > 0 ? Double(samples.cpu.nanoseconds) / events / 1e3 : samples.cpu.seconds / events * 1e6
    }

    /// Issue 20's goals for this pacing, each said met or not: the median at most 1.25x the
    /// reference's, p99 under 1 ms, and at a rate, at most 1.5 % of a core.
    static func goals(_ app: Samples, _ reference: Samples, rate: Double?) -> String {
        let a = Summary(app), r = Summary(reference)
        func said(_ met: Bool) -> String { met ? "met" : "NOT met" }
        var parts = [String(format: "median <= 1.25x %@", said(a.median <= 1.25 * r.median)), String(format: "p99 < 1 ms %@", said(a.p99 < 0.001))]
        if let rate { parts.append(String(format: "CPU <= 1.5 %% %@", said(!overCPUGoal(coreShare(app, rate: rate))))) }
        // Where the floor misses an absolute goal too, the run is in a heavy phase of the
        // machine: said, so that the line is not read as the app's alone.
        var floor: [String] = []
        if r.p99 >= 0.001 { floor.append(String(format: "p99 %.3f ms", r.p99 * 1000)) }
        if let rate {
            let share = coreShare(reference, rate: rate)
            if overCPUGoal(share) { floor.append(String(format: "CPU %.2f %%", share)) }
        }
        let missed = floor.isEmpty ? "" : "; the reference itself misses: " + floor.joined(separator: ", ")
        return "  goals: " + parts.joined(separator: ", ") + missed
    }

    /// Whether a share of a core (in per cent) misses the 1.5 % goal, judged on the figure as
    /// printed (two decimals), for the app and the reference alike.
    static func overCPUGoal(_ share: Double) -> Bool { (share * 100).rounded() / 100 > 1.5 }

    /// The app's figures over the other client's: the latencies' and the CPU an event's (which
    /// moves less with the machine's phase than the CPU goal's absolute share of a core).
    static func ratio(_ app: Samples, _ reference: Samples) -> String {
        let a = Summary(app), r = Summary(reference)
        return String(format: "  inkstone/reference: median %.2fx  p90 %.2fx  p99 %.2fx  CPU %.2fx", a.median / r.median, a.p90 / r.p90,
                      a.p99 / r.p99, cpuPerEvent(app) / cpuPerEvent(reference))
    }
}
