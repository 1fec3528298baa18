// `make bench`, pen.prediction: what the predicted tail costs per drawing event (off must cost
// nothing), how far ahead of the real sample it reaches, and how often it overshoots, from
// replaying the recorded traces of Tests/Traces through the predictor.
import Foundation
import InkDocument
import InkGeometry
import InkRender
import InkInput
import InkInterface
import InkPreferences
import InkRenderTestSupport

/// Prints the prediction figures; `drawing` are the drawing events of the main figures (timed
/// here at 125 Hz, as a tablet sends them).
func predictionFigures(drawing: [InputEvent]) {
    let timed = drawing.enumerated().map { i, e -> InputEvent in var e = e; e.time = 10_000 + UInt64(i) * 8; return e }
    guard let r = FrameRenderer(width: Int(size.width), height: Int(size.height)) else { return }
    // The main figures' page: 200 strokes of 60 events.
    var inked = Editor(windowSize: size)
    for s in 0..<200 {
        let y = 40 + Double(s % 70) * 10, x0 = 100 + Double(s / 70) * 300
        _ = inked.handle(InputEvent(action: .press(.primary), device: pen, position: Point(x0, y), axes: AxisValues(pressure: 0.5)))
        for i in 1...60 {
            _ = inked.handle(InputEvent(action: .motion, device: pen, position: Point(x0 + Double(i) * 4, y + sin(Double(i) / 5) * 4),
                                        axes: AxisValues(pressure: 0.5), buttons: .primary))
        }
        _ = inked.handle(InputEvent(action: .release(.primary), device: pen, position: Point(x0 + 240, y), buttons: .primary))
    }
    print("pen.prediction (the drawing events above, 8 ms apart):")
    for level in Prediction.allCases {
        var editor = inked
        var preferences = editor.preferences
        preferences.prediction = level
        _ = editor.apply(preferences)
        _ = r.render(editor.scene, damage: Damage(window: editor.windowFrame), fullInk: true)
        var f = Figures()
        var kept: KeptScene?
        let start = cpuTime()
        for event in timed {
            let outcome = editor.handle(event)
            let areas = editor.drawScene(for: outcome, keeping: &kept) { r.render($0, damage: outcome.damage, strokeOnly: $1) }
            f.pixels += areas.rects.reduce(0) { $0 + $1.width * $1.height }
        }
        f.seconds = cpuTime() - start
        f.events = timed.count
        let label = "  drawing event, pen.prediction \(level.rawValue):"
        print(label.padding(toLength: 39, withPad: " ", startingAt: 0) + f.line)
    }
    let overshoot = 2.0
    print(String(format: "  replaying Tests/Traces: how far ahead of the real sample the tail reaches, how far its end is from where the pen"))
    print(String(format: "  really was that many ms later (and the real sample's distance from it: no tail), overshoots: off by > %.0f px", overshoot))
    for level in Prediction.allCases where level != .off {
        for name in TraceFixtures.names {
            guard let trace = try? TraceFixtures.trace(name) else { print("  \(name): unreadable"); continue }
            let r = replay(trace, horizon: level.horizon, overshoot: overshoot)
            let head = "  \(level.rawValue) (\(Int(level.horizon)) ms) \(name):".padding(toLength: 44, withPad: " ", startingAt: 0)
            guard r.events > 0 else { print(head + "no tail (samples without timing)"); continue }
            let tails = Double(max(1, r.tails))
            print(head + String(format: "tail on %3.0f%% of %4d events, %5.2f px ahead, off by %5.2f px (no tail: %5.2f), overshoots %4.1f%%",
                                Double(r.tails) / Double(r.events) * 100, r.events, r.ahead / tails, r.error / tails, r.gap / tails,
                                Double(r.overshoots) / tails * 100))
        }
    }
}

/// Replays each stroke's samples through a predictor: at each sample with time left in the
/// stroke, the tail's end against where the pen was `horizon` ms later (linear between samples).
/// `gap` sums how far the pen really moved in that time: how far off the ink front is with no tail.
func replay(_ trace: PenTrace, horizon: Double, overshoot: Double)
    -> (events: Int, tails: Int, ahead: Double, error: Double, gap: Double, overshoots: Int) {
    var events = 0, tails = 0, ahead = 0.0, error = 0.0, gap = 0.0, overshoots = 0
    for stroke in trace.strokes {
        guard let first = stroke.first, let last = stroke.last, last.time > first.time else { continue }
        var predictor = StrokePredictor()
        for (i, s) in stroke.enumerated() {
            predictor.add(s.position, time: s.time)
            let target = s.time + horizon
            guard target <= last.time, let j = stroke[(i + 1)...].firstIndex(where: { $0.time >= target }) else { continue }
            events += 1
            guard let offset = predictor.offset(ahead: horizon) else { continue }
            let a = stroke[j - 1], b = stroke[j]
            let t = b.time > a.time ? (target - a.time) / (b.time - a.time) : 1
            let actual = a.position + (b.position - a.position) * Swift.max(0, Swift.min(1, t))
            let miss = (s.position + offset).distance(to: actual)
            tails += 1
            ahead += offset.length
            error += miss
            gap += s.position.distance(to: actual)
            if miss > overshoot { overshoots += 1 }
        }
    }
    return (events, tails, ahead, error, gap, overshoots)
}
