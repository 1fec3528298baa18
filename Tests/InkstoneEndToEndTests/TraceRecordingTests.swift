import Foundation
import InkGeometry
import InkInput
import InkInterface
import InkRenderTestSupport
import Testing

/// `inkstone --record-trace FILE` on the pen rig: the pen's strokes drawn into the real binary
/// land in FILE as a pen trace, sample for sample (position, pressure, tilt, barrel rotation),
/// with the device's name and the tool. These recordings are the rig-recorded render fixtures:
/// `INKSTONE_UPDATE_FIXTURES=1` copies them into Tests/Traces (on purpose only).
@Suite struct TraceRecordingTests {
    @Test(arguments: RigTraceScript.all)
    func theRigsStrokeIsRecordedSampleForSample(_ script: RigTraceScript) throws {
        let rig = try PenRig()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-trace-\(UUID().uuidString).trace")
        defer { try? FileManager.default.removeItem(at: file) }
        let w = RigTraceScript.window
        let s = try AppSession(server: rig, arguments: ["--geometry", "\(w.width)x\(w.height)", "--record-trace", file.path])
        if let tool = script.tool {
            let button = try #require(ToolbarLayout(windowSize: Size(Double(w.width), Double(w.height))).frame(of: .tool(tool)))
            s.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(button.center.x, button.center.y) + ["out"])
        }
        s.waitForAck(afterRig: rig, .stylus, script.lines)
        let trace = try PenTrace(text: String(contentsOf: file, encoding: .utf8))
        #expect(trace.device == "Inkstone Rig Pen stylus")
        #expect(trace.tool == (script.tool ?? .pen).rawValue)
        #expect(trace.window?.width == Double(w.width) && trace.window?.height == Double(w.height))
        #expect(trace.strokes.count == 1)
        let recorded = try #require(trace.strokes.first)
        // The press at the first sample, a motion at each later one, the release where the pen was.
        let expected = script.samples + [script.samples[script.samples.count - 1]]
        try #require(recorded.count == expected.count, "\(recorded.count) samples recorded, \(expected.count) drawn")
        for (r, e) in zip(recorded, expected) {
            #expect(abs(r.position.x - e.x) < 0.05 && abs(r.position.y - e.y) < 0.05, "\(r.position) for \(e.x),\(e.y)")
            #expect(abs((r.axes.pressure ?? -1) - e.pressure) < 0.001, "pressure \(String(describing: r.axes.pressure)) for \(e.pressure)")
            #expect(r.axes.tiltX == Double(e.tilt.0) && r.axes.tiltY == Double(e.tilt.1))
            #expect(abs((r.axes.rotation ?? -1) - Double(e.wheel) * 360 / 1024) < 0.5, "rotation \(String(describing: r.axes.rotation)) for wheel \(e.wheel)")
        }
        #expect(zip(recorded, recorded.dropFirst()).allSatisfy { $0.time <= $1.time }, "times run forward")
        if TraceFixtures.updating {
            var kept = trace
            kept.source = "rig-recorded: the pen rig (Tests/PenRig) drawing TraceRecordingTests' \(script.name) into inkstone --record-trace"
            kept.licence = "CC0-1.0 (made by Inkstone's tests)"
            try Data(kept.text.utf8).write(to: TraceFixtures.traceURL(script.name), options: .atomic)
        }
    }

    @Test func theOptionIsInTheHelpAndWantsAFile() throws {
        #expect(try runInkstone(["--help"]).output.contains("--record-trace FILE"))
        let r = try runInkstone(["--record-trace"])
        #expect(r.status == 2)
        #expect(r.output.contains("--record-trace needs a value"), "\(r.output)")
    }

    @Test func anUnwritableTraceFileIsReportedOnceAndDrawingGoesOn() throws {
        let rig = try PenRig()
        let s = try AppSession(server: rig, arguments: ["--record-trace", "/proc/inkstone-no-such-place/trace.trace"])
        s.waitForAck(afterRig: rig, .stylus, PenRig.stroke(from: (300, 300), to: (500, 300), pressure: 0.6, leave: true))
        s.waitForAck(afterRig: rig, .stylus, PenRig.stroke(from: (300, 400), to: (500, 400), pressure: 0.6, leave: true))
        s.expectPixels("both strokes drawn") { $0.isDark(400, 300) && $0.isDark(400, 400) }
        let reports = s.log.components(separatedBy: "cannot record the pen trace").count - 1
        s.check(reports == 1, "the failure is reported once, not \(reports) times:\n\(s.log)")
    }
}
