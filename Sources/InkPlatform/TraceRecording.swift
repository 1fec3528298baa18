import Foundation
import InkDocument
import InkGeometry
import InkInput
import InkInterface

/// `inkstone --record-trace FILE`: the pen strokes drawn in the window, kept as a `PenTrace`
/// and written (atomically) to FILE after every stroke, so a trace recorded with a real tablet
/// can become a render fixture (Tests/Traces, docs/PEN-TRACES.md).
@MainActor
final class TraceRecording {
    let path: String
    private var recorder: PenTraceRecorder?
    /// The last write's failure, reported once until a write succeeds again.
    private var lastProblem: String?

    init(path: String) { self.path = path }

    /// Notes an event before the editor handles it (so the tool in effect is the stroke's);
    /// writes the file when a stroke ended. Returns a problem to report, if a write failed.
    func note(_ e: InputEvent, deviceName: String, editor: Editor) -> String? {
        var r = recorder ?? PenTraceRecorder(window: editor.windowSize)
        let state = editor.toolState(for: e.device.kind)
        let ended = r.note(e, deviceName: deviceName, tool: state.effectiveTool.rawValue,
                           width: state.width == ToolState.defaultWidth(of: state.effectiveTool) ? nil : state.width)
        recorder = r
        guard ended else { return nil }
        do {
            try AtomicFile.write(Data(r.trace.text.utf8), to: URL(fileURLWithPath: path))
            lastProblem = nil
            return nil
        } catch {
            let problem = "inkstone: " + tr("cannot record the pen trace: %@", "\(error)")
            defer { lastProblem = problem }
            return problem == lastProblem ? nil : problem
        }
    }

    /// After the editor handled an event: a pen press that started no stroke (a tap on the
    /// toolbar, a menu or the panel) is no ink, so it is left out of the trace.
    func handled(_ e: InputEvent, editor: Editor) {
        guard e.device.kind == .pen, e.action == .press(.primary), editor.activeStroke == nil else { return }
        recorder?.discardStroke()
    }
}
