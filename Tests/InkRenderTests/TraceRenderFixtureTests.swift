/// Render fixtures of recorded pen traces (Tests/Traces): each trace is drawn by the real stroke
/// pipeline (the stabiliser at the default smoothing, the curve, the outline, InkRender drawing
/// each event's damage as the window does) and its canvas is compared with the checked-in
/// expected image within a tolerance. On a mismatch the message says how many pixels differ and
/// where, and the actual and difference images are left in $TMPDIR/inkstone-fixture-failures.
/// `INKSTONE_UPDATE_FIXTURES=1 swift test --filter TraceRenderFixtureTests` writes the expected
/// images anew (on purpose only; look at them before committing).
import Foundation
import Testing
import InkGeometry
import InkInput
import InkRenderTestSupport

@Suite struct TraceRenderFixtureTests {
    @Test(arguments: TraceFixtures.names)
    func aRecordedTraceRendersAsItsExpectedImage(_ name: String) throws {
        let trace = try TraceFixtures.trace(name)
        let replay = try TraceReplay(trace)
        let frame = replay.renderer.frame
        let actual = ImageComparison.Pixels(width: frame.width, height: frame.height,
                                            values: (0..<frame.height).flatMap { y in (0..<frame.width).map { frame.pixel(x: $0, y: y) } })
        if TraceFixtures.updating {
            #expect(actual.writePNG(to: TraceFixtures.imageURL(name)), "cannot write \(TraceFixtures.imageURL(name).path)")
            return
        }
        switch ImageComparison.Pixels.png(TraceFixtures.imageURL(name)) {
        case .failure(let error):
            Issue.record("\(name): \(error). Make it on purpose with INKSTONE_UPDATE_FIXTURES=1 swift test --filter TraceRenderFixtureTests")
        case .success(let expected):
            if let problem = ImageComparison().check(name, expected: expected, actual: actual, region: replay.canvas) {
                Issue.record(Comment(rawValue: problem))
            }
        }
    }

    /// Every trace in the folder is a fixture (a trace without its line would never be checked)
    /// and every fixture has its trace and image.
    @Test func everyTraceInTheFolderIsAFixture() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: TraceFixtures.folder.path)
        let traces = Set(files.filter { $0.hasSuffix(".trace") }.map { String($0.dropLast(6)) })
        #expect(traces == Set(TraceFixtures.names))
        if !TraceFixtures.updating {
            for name in TraceFixtures.names { #expect(files.contains(name + ".png"), "\(name).png is missing") }
        }
    }

    /// The traces say where they came from and under which licence.
    @Test(arguments: TraceFixtures.names)
    func aTraceNamesItsSourceAndLicence(_ name: String) throws {
        let trace = try TraceFixtures.trace(name)
        #expect(!trace.source.isEmpty && !trace.licence.isEmpty && !trace.device.isEmpty)
        #expect(trace.strokes.reduce(0) { $0 + $1.count } >= 20, "\(name) holds too few samples to be a fixture")
    }

    /// The comparison itself: a stroke moved by 2 px fails it, antialiasing noise does not.
    @Test func theComparisonCatchesAMovedStrokeButNotNoise() throws {
        var trace = try TraceFixtures.trace("pf-handwriting-hey-small")
        let replay = try TraceReplay(trace)
        let f = replay.renderer.frame
        let expected = ImageComparison.Pixels(width: f.width, height: f.height,
                                              values: (0..<f.height).flatMap { y in (0..<f.width).map { f.pixel(x: $0, y: y) } })
        let noisy = ImageComparison.Pixels(width: f.width, height: f.height, values: expected.values.enumerated().map { i, v in
            i % 7 == 0 ? v ^ 0x101010 : v  // 16 levels on every seventh pixel
        })
        #expect(ImageComparison().compare(expected: expected, actual: noisy.pixel, region: replay.canvas).matches)
        for s in trace.strokes.indices { for i in trace.strokes[s].indices { trace.strokes[s][i].position.x += 2 } }
        let moved = try TraceReplay(trace).renderer.frame
        let outcome = ImageComparison().compare(expected: expected, actual: { moved.pixel(x: $0, y: $1) }, region: replay.canvas)
        #expect(!outcome.matches, "\(outcome.summary)")
    }
}
