import Foundation
import InkGeometry
import InkInput
import InkInterface
import InkRenderTestSupport
import Testing

/// Recorded pen traces played into the real binary by the pen rig: the window's canvas shows
/// what the trace's checked-in expected image shows (Tests/Traces), within the render fixtures'
/// tolerance. On a mismatch the actual window is left in $TMPDIR/inkstone-fixture-failures.
@Suite struct TracePlaybackTests {
    /// The rig's lines for a trace: per stroke near the first sample, contact, every later
    /// sample (a sample repeating the one before, as the lift's, is not sent again), lift, away.
    /// Values the trace lacks are sent as a pen without them would draw: half pressure, upright.
    static func lines(_ trace: PenTrace) -> [String] {
        func move(_ s: PenTrace.Sample, pressure: Double? = nil) -> String {
            let wheel = Int(((s.axes.rotation ?? 0) / 360 * 1024).rounded()) % 1024
            return PenRig.move(s.position.x, s.position.y, pressure: pressure ?? s.axes.pressure ?? 0.5,
                               tilt: (Int((s.axes.tiltX ?? 0).rounded()), Int((s.axes.tiltY ?? 0).rounded())), wheel: wheel)
        }
        var lines: [String] = []
        for stroke in trace.strokes {
            guard let first = stroke.first, let last = stroke.last else { continue }
            lines += ["in", move(first, pressure: 0), move(first), "down 1"]
            var previous = first
            for s in stroke.dropFirst() where s.position != previous.position || s.axes != previous.axes {
                lines.append(move(s))
                previous = s
            }
            lines += ["up 1", move(last, pressure: 0), "out"]
        }
        return lines
    }

    @Test(arguments: ["pf-handwriting-hey-small", "rig-tilted-circle", "rig-highlighter"])
    func aTracePlayedByThePenShowsItsExpectedImage(_ name: String) throws {
        let trace = try TraceFixtures.trace(name)
        let size = trace.window ?? TraceReplay.defaultWindow
        let expected = try ImageComparison.Pixels.png(TraceFixtures.imageURL(name)).get()
        let canvas = try TraceReplay(trace).canvas
        let rig = try PenRig()
        let s = try AppSession(server: rig, arguments: ["--geometry", "\(Int(size.width))x\(Int(size.height))"])
        if let tool = Tool(rawValue: trace.tool), tool != .pen {
            let button = try #require(ToolbarLayout(windowSize: size).frame(of: .tool(tool)))
            s.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(button.center.x, button.center.y) + ["out"])
        }
        s.waitForAck(afterRig: rig, .stylus, Self.lines(trace))
        let comparison = ImageComparison()
        var last: ImageComparison.Outcome?
        let shot = s.expectPixels("the window's canvas shows \(name).png") { snap in
            guard snap.width == expected.width && snap.height == expected.height else { return false }
            last = comparison.compare(expected: expected, actual: snap.pixel, region: canvas)
            return last?.matches ?? false
        }
        s.screenshot("trace-\(name)")
        guard let snap = shot, let outcome = last, !outcome.matches else { return }
        let actual = ImageComparison.Pixels(width: snap.width, height: snap.height, values: snap.pixels)
        s.fail(comparison.check(name + "-window", expected: expected, actual: actual, region: canvas) ?? outcome.summary)
    }
}
