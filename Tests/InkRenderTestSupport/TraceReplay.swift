import InkGeometry
import InkInput
import InkInterface
import InkRender

/// A pen trace played into the editor the way the window does it: each sample is one input
/// event from the pen tip (press, motion with the tip down, release), and each event's damage is
/// rendered at once, so the frame holds exactly what the window would show.
public struct TraceReplay {
    public var editor: Editor
    public let renderer: FrameRenderer

    /// The pen the trace is played with.
    public static let pen = DeviceRef(id: 9, kind: .pen)
    /// The window size of a trace without one.
    public static let defaultWindow = Size(640, 400)

    /// Plays `trace` with the default preferences (smoothing at its default), its tool and width.
    public init(_ trace: PenTrace) throws {
        let size = trace.window ?? Self.defaultWindow
        guard let renderer = FrameRenderer(width: Int(size.width), height: Int(size.height)) else {
            throw ReplayError(reason: "cannot make a \(size.width)x\(size.height) frame")
        }
        self.renderer = renderer
        editor = Editor(windowSize: size)
        _ = editor.showStart()
        _ = renderer.render(editor.scene, damage: Damage(window: editor.windowFrame), fullInk: true)
        guard let tool = Tool(rawValue: trace.tool) else { throw ReplayError(reason: "no tool '\(trace.tool)'") }
        show(.selectTool(tool))
        if let width = trace.width { show(.setWidth(width)) }
        for event in Self.events(trace) {
            // The outcome first, then the scene it left (a method of the struct called with the
            // mutating call as its argument would see the editor from before the event).
            let outcome = editor.handle(event)
            _ = renderer.render(editor.scene, damage: outcome.damage)
        }
    }

    private mutating func show(_ command: EditorCommand) {
        let outcome = editor.run(command, for: .pen)
        _ = renderer.render(editor.scene, damage: outcome.damage)
    }

    /// The input events of a trace: per stroke a press at its first sample, motion with the tip
    /// down through the others, the release at its last (a one-sample stroke is a tap), and the
    /// pen leaving the tablet's proximity.
    public static func events(_ trace: PenTrace, device: DeviceRef = pen) -> [InputEvent] {
        var events: [InputEvent] = []
        for stroke in trace.strokes {
            guard let first = stroke.first, let last = stroke.last else { continue }
            func event(_ action: InputEvent.Action, _ s: PenTrace.Sample, _ held: ButtonSet) -> InputEvent {
                InputEvent(action: action, device: device, position: s.position, axes: s.axes, buttons: held,
                           time: UInt64(Swift.max(0, s.time).rounded()))
            }
            events.append(event(.press(.primary), first, []))
            for s in stroke.dropFirst().dropLast() { events.append(event(.motion, s, .primary)) }
            events.append(event(.release(.primary), last, .primary))
            // The pen then leaves (its hover preview goes), as after every stroke of the pen rig's playback.
            events.append(event(.proximityOut, last, []))
        }
        return events
    }

    /// The window's canvas (without toolbar and status bar): the part a fixture compares.
    public var canvas: Rect { editor.canvasFrame }

    public struct ReplayError: Error, CustomStringConvertible {
        public var reason: String
        public var description: String { reason }
    }
}
