/// TraceReplay.events: a trace becomes the pen events the window would get: per stroke the
/// press at its first sample (no button held yet), motion with the tip down, the release at its
/// last sample, then the pen leaving; each with the sample's axes and time.
import Testing
import InkGeometry
import InkInput
import InkRenderTestSupport

@Suite struct TraceReplayEventsTests {
    @Test func eachStrokeIsPressMotionReleaseAndLeave() {
        let a = AxisValues(pressure: 0.25, tiltX: 10, tiltY: -4, rotation: 90)
        let trace = PenTrace(device: "X", strokes: [
            [PenTrace.Sample(time: 0, position: Point(1, 2), axes: a), PenTrace.Sample(time: 8, position: Point(3, 4)),
             PenTrace.Sample(time: 16.4, position: Point(5, 6))],
            [PenTrace.Sample(time: 500, position: Point(7, 8))],
        ])
        let events = TraceReplay.events(trace)
        #expect(events.map(\.action) == [.press(.primary), .motion, .release(.primary), .proximityOut,
                                         .press(.primary), .release(.primary), .proximityOut])
        #expect(events.map(\.position.x) == [1, 3, 5, 5, 7, 7, 7])
        #expect(events.map(\.buttons) == [[], .primary, .primary, [], [], .primary, []])
        #expect(events.map(\.time) == [0, 8, 16, 16, 500, 500, 500])
        #expect(events[0].axes == a && events[1].axes == AxisValues())
        #expect(events.allSatisfy { $0.device.kind == .pen })
    }
}
