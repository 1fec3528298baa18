/// PenTrace: the text form of recorded pen input (render fixtures, `--record-trace`) reads
/// back exactly what was written, refuses malformed text with the line at fault, and the
/// recorder keeps the pen tip's strokes only.
import Testing
import InkGeometry
import InkInput
import InkTestSupport

@Suite struct PenTraceTests {
    static let sample = PenTrace(device: "Wacom Intuos Pro M Pen stylus", tool: "pen", width: 3, window: Size(640, 400),
                                 source: "recorded by hand", licence: "CC0-1.0", strokes: [
        [PenTrace.Sample(time: 0, position: Point(120.5, 88.25), axes: AxisValues(pressure: 0.3125, tiltX: 12, tiltY: -5)),
         PenTrace.Sample(time: 8, position: Point(124, 90), axes: AxisValues(pressure: 0.5, tiltX: 12.5, tiltY: -5, rotation: 90))],
        [PenTrace.Sample(time: 412, position: Point(10, 20))],
    ])

    @Test func textReadsBackAsTheSameTrace() throws {
        let text = Self.sample.text
        #expect(text.hasPrefix("inkstone-trace 1\n"))
        #expect(text.contains("\n0 120.5 88.25 0.3125 12 -5 -\n"))
        #expect(text.contains("\n412 10 20 - - - -\n"))
        #expect(try PenTrace(text: text) == Self.sample)
    }

    @Test func commentsAndBlankLinesAreSkipped() throws {
        let trace = try PenTrace(text: "# a comment\n\ninkstone-trace 1\ndevice X\n# between\nstroke\n0 1 2 0.5 - - -\n\n5 3 4 0.6 - - -\n")
        #expect(trace.strokes.map(\.count) == [2])
        #expect(trace.device == "X")
        #expect(trace.tool == "pen")
    }

    @Test(arguments: [
        ("device X\n", 1, "starts with"),
        ("inkstone-trace 2\n", 1, "version"),
        ("inkstone-trace 1\ncolour red\n", 2, "unknown header"),
        ("inkstone-trace 1\nwidth -3\n", 2, "width"),
        ("inkstone-trace 1\nwindow 640\n", 2, "window"),
        ("inkstone-trace 1\nstroke\n0 1 2 0.5 - -\n", 3, "7 fields"),
        ("inkstone-trace 1\nstroke\n0 1 x 0.5 - - -\n", 3, "y 'x'"),
        ("inkstone-trace 1\nstroke\n0 1 2 1.5 - - -\n", 3, "outside"),
        ("inkstone-trace 1\nstroke\n0 1 2 nan - - -\n", 3, "pressure"),
        ("inkstone-trace 1\nstroke\n0 1 2 0.5 - - -\ndevice late\n", 4, "not a sample"),
    ])
    func malformedTextIsRefusedAtItsLine(_ text: String, _ line: Int, _ words: String) {
        do {
            _ = try PenTrace(text: text)
            Issue.record("accepted: \(text)")
        } catch let error as PenTrace.ParseError {
            #expect(error.line == line, "\(error)")
            #expect(error.reason.contains(words), "\(error)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func anEmptyStrokeIsRefused() {
        #expect(throws: PenTrace.ParseError.self) { try PenTrace(text: "inkstone-trace 1\nstroke\nstroke\n0 1 2 - - - -\n") }
    }

    @Test func theRecorderKeepsThePenTipsStrokesOnly() {
        var r = PenTraceRecorder(window: Size(800, 600))
        let pen = DeviceFixtures.pen, mouse = DeviceFixtures.mouse, eraser = DeviceFixtures.eraser
        func event(_ action: InputEvent.Action, _ device: DeviceRef, _ x: Double, _ p: Double?, _ held: ButtonSet, _ t: UInt64) -> InputEvent {
            InputEvent(action: action, device: device, position: Point(x, 50), axes: AxisValues(pressure: p, tiltX: 10, tiltY: -20, rotation: 45),
                       buttons: held, time: t)
        }
        var ended: [Bool] = []
        for e in [event(.motion, pen, 5, 0, [], 900),                        // hover: not ink
                  event(.press(.primary), pen, 10, 0.2, [], 1000),
                  event(.motion, pen, 20, 0.4, .primary, 1008),
                  event(.motion, mouse, 30, nil, .primary, 1010),              // another device
                  event(.release(.primary), pen, 30, 0.1, .primary, 1016),
                  event(.press(.primary), eraser, 10, 0.5, [], 1100),          // the eraser end
                  event(.release(.primary), eraser, 12, 0.5, .primary, 1110),
                  event(.press(.lowerBarrel), pen, 10, 0, [], 1200),           // a barrel button
                  event(.press(.primary), pen, 40, 0.6, [], 1500),
                  event(.release(.primary), pen, 41, 0.6, .primary, 1504)] {
            ended.append(r.note(e, deviceName: "Rig stylus", tool: "pen", width: nil))
        }
        #expect(ended == [false, false, false, false, true, false, false, false, false, true])
        #expect(r.trace.device == "Rig stylus")
        #expect(r.trace.window == Size(800, 600))
        #expect(r.trace.strokes.map { $0.map(\.position.x) } == [[10, 20, 30], [40, 41]])
        #expect(r.trace.strokes.map { $0.map(\.time) } == [[0, 8, 16], [500, 504]])
        #expect(r.trace.strokes[0][1].axes == AxisValues(pressure: 0.4, tiltX: 10, tiltY: -20, rotation: 45))
    }
}
