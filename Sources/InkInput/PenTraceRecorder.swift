import InkGeometry

/// Collects the pen strokes the app receives into a `PenTrace` (`inkstone --record-trace`):
/// every stroke of a pen tip (the primary button's press, its motion, its release) with the
/// event's position, axes and time. Hover, the eraser end, the mouse and barrel-button gestures
/// are left out, as are presses that draw nothing (`discardStroke`): a trace holds ink.
public struct PenTraceRecorder: Sendable {
    public private(set) var trace: PenTrace
    private var current: [PenTrace.Sample]?
    private var currentDevice: Int?
    private var firstTime: UInt64?

    public init(window: Size, source: String = "recorded with inkstone --record-trace", licence: String = "") {
        trace = PenTrace(device: "", window: window, source: source, licence: licence)
    }

    /// Notes an event; `deviceName` names its device. Returns true when it ended a stroke (the
    /// trace gained one: time to write it out).
    public mutating func note(_ e: InputEvent, deviceName: String, tool: String, width: Double?) -> Bool {
        guard e.device.kind == .pen else { return false }
        switch e.action {
        case .press(.primary) where current == nil:
            current = [sample(e)]
            currentDevice = e.device.id
            if trace.device.isEmpty { trace.device = deviceName }
            if trace.strokes.isEmpty { trace.tool = tool; trace.width = width }
        case .motion where e.device.id == currentDevice && e.buttons.contains(.primary):
            let s = sample(e)
            current?.append(s)
        case .release(.primary) where e.device.id == currentDevice:
            guard var stroke = current else { return false }
            let s = sample(e)
            stroke.append(s)
            trace.strokes.append(stroke)
            current = nil
            currentDevice = nil
            return true
        case .proximityOut where e.device.id == currentDevice:
            // A pen gone mid-stroke: the stroke ends where it was last seen.
            guard let stroke = current else { return false }
            trace.strokes.append(stroke)
            current = nil
            currentDevice = nil
            return true
        default:
            break
        }
        return false
    }

    /// Forgets the stroke in progress: its press drew no ink (a tap on the toolbar or a popup).
    public mutating func discardStroke() {
        current = nil
        currentDevice = nil
    }

    private mutating func sample(_ e: InputEvent) -> PenTrace.Sample {
        let start = firstTime ?? e.time
        firstTime = start
        return PenTrace.Sample(time: Double(e.time >= start ? e.time - start : 0), position: e.position, axes: e.axes)
    }
}
