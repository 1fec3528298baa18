import Foundation

/// Where each motion's time went: the bench's send and first-seen times lined up with the
/// client's own times (`INKSTONE_EVENT_TIMES`: the app's `EventTimes`, the floor's two clock
/// reads), both on the monotonic clock. A motion splits into the time until the client has
/// the event in hand (the X server's work and the scheduler's), the time in the client until
/// its flush, and the time until the bench sees the pixels (the server again, the damage
/// report, the bench's own wake-up). For the app, its part splits into its steps.
struct EventBreakdown {
    /// One kept motion: the client's times from the event in hand to its flush (the app's
    /// steps between), and for the app the loop's wake before it and its next wait (0: none).
    struct Line {
        var steps: [UInt64]
        var woke: UInt64 = 0
        var waiting: UInt64 = 0
        var inHand: UInt64 { steps[0] }
        var flushed: UInt64 { steps[steps.count - 1] }
    }

    /// One client's kept motions, ascending by the time their event came in hand.
    let lines: [Line]

    /// Reads a client's times file; empty when it wrote none. The app's lines hold its
    /// `EventTimes.Step`s (woken, in hand … flushed, waiting), the reference's two times.
    init(path: String) {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        lines = text.split(separator: "\n").map { $0.split(separator: " ").compactMap { UInt64($0) } }
            .compactMap { values -> Line? in
                let line = values.count == Self.appSteps.count + 3
                    ? Line(steps: Array(values[1..<(values.count - 1)]), woke: values[0], waiting: values[values.count - 1])
                    : Line(steps: values)
                return line.steps.count >= 2 && !line.steps.contains(0) ? line : nil
            }
            .sorted { $0.inHand < $1.inHand }
    }

    /// The client's line for a motion sent at `sent` and seen at `shown` (seconds): the first
    /// whose event came in hand after the send and whose flush came before the pixels showed.
    func line(sent: Double, shown: Double) -> Line? {
        let from = UInt64(sent * 1e9), to = UInt64(shown * 1e9)
        var low = 0, high = lines.count
        while low < high {
            let mid = (low + high) / 2
            if lines[mid].inHand < from { low = mid + 1 } else { high = mid }
        }
        guard low < lines.count, lines[low].flushed <= to else { return nil }
        return lines[low]
    }

    /// The medians (microseconds) of: before the client had the event, in the client, after its
    /// flush, and, for each pair of consecutive steps inside the client, the time between them;
    /// for the app also from the loop's wake to the event in hand and from the flush to the
    /// loop's next wait (nil without such times); nil when no motion lined up. `count` is how many did.
    func medians(of samples: Samples) -> (count: Int, before: Double, inClient: Double, after: Double, steps: [Double],
                                          wokenToInHand: Double?, flushedToWaiting: Double?)? {
        var before: [Double] = [], inClient: [Double] = [], after: [Double] = [], steps: [[Double]] = []
        var woken: [Double] = [], waiting: [Double] = []
        for timing in samples.timings {
            guard let line = line(sent: timing.sent, shown: timing.shown) else { continue }
            before.append(Double(line.inHand) / 1e3 - timing.sent * 1e6)
            inClient.append(Double(line.flushed - line.inHand) / 1e3)
            after.append(timing.shown * 1e6 - Double(line.flushed) / 1e3)
            let s = line.steps
            if steps.isEmpty { steps = Array(repeating: [], count: s.count - 1) }
            for i in 0..<min(steps.count, s.count - 1) { steps[i].append(Double(s[i + 1] - s[i]) / 1e3) }
            if line.woke != 0, line.woke <= line.inHand { woken.append(Double(line.inHand - line.woke) / 1e3) }
            if line.waiting >= line.flushed { waiting.append(Double(line.waiting - line.flushed) / 1e3) }
        }
        guard !before.isEmpty else { return nil }
        func median(_ values: [Double]) -> Double { Report.percentile(values.sorted(), 0.5) }
        return (before.count, median(before), median(inClient), median(after), steps.map(median),
                woken.isEmpty ? nil : median(woken), waiting.isEmpty ? nil : median(waiting))
    }

    /// The app's steps after the event is in hand (`EventTimes.Step`), as the bench prints them.
    static let appSteps = ["decoding and editor", "scene and render", "upload", "flush"]

    /// The printed lines for one pacing: the reference's split and the app's, its steps named.
    static func lines(_ pacing: String, reference: Samples, app: Samples, referenceTimes: EventBreakdown,
                      appTimes: EventBreakdown) -> [String] {
        var out: [String] = []
        for (name, samples, times) in [("reference", reference, referenceTimes), ("inkstone", app, appTimes)] {
            let label = (out.isEmpty ? pacing : "").padding(toLength: 10, withPad: " ", startingAt: 0)
            guard let m = times.medians(of: samples) else {
                out.append("  \(label)\(name.padding(toLength: 10, withPad: " ", startingAt: 0)) (no times lined up)")
                continue
            }
            var text = String(format: "  %@%@ %6.1f + %6.1f + %6.1f us  (%d motions)", label,
                              name.padding(toLength: 10, withPad: " ", startingAt: 0), m.before, m.inClient, m.after, m.count)
            if name == "inkstone", m.steps.count == appSteps.count {
                text += "; in inkstone: " + zip(appSteps, m.steps).map { String(format: "%@ %.1f", $0, $1) }.joined(separator: ", ")
                if let woken = m.wokenToInHand, let waiting = m.flushedToWaiting {
                    text += String(format: "; around it: woken to in hand %.1f, flushed to waiting %.1f", woken, waiting)
                }
            }
            out.append(text)
        }
        return out
    }
}
