import InkGeometry
import InkInput

extension Editor {
    /// What the mode indicator shows now.
    public var modeIndicator: ModeIndicator {
        let state = shownToolState
        let tool = state.effectiveTool
        var detail = tool.title
        if tool == .pen { detail += " · \(palette.colors[state.colorIndex].name) · \(WidthSteps.text(state.width))" }
        if state.temporaryTool != nil { detail += " (held)" }
        var other: String?
        let counterpart = ModeIndicator.counterpart(of: activeKind)
        let otherTool = toolState(for: counterpart).effectiveTool
        if seenKinds.contains(counterpart) && seenKinds.contains(activeKind) && otherTool != tool {
            // Two devices, two tools: say which is which (G5).
            detail = "\(ModeIndicator.deviceName(activeKind)): \(detail)"
            other = "\(ModeIndicator.deviceName(counterpart)): \(otherTool.title)"
        }
        return ModeIndicator(tool: tool, detail: detail, other: other, mode: customMode, page: pageIndicator)
    }

    /// Where the mode indicator is: the status bar under the canvas.
    public var modeIndicatorFrame: Rect { toolbar.statusBar }

    /// What the indicator depends on, without building its texts (compared on every event).
    struct IndicatorKey: Hashable {
        var shown: ToolState
        var kind: DeviceKind
        var mode: String?
        /// The other device's tool, when both devices have been used.
        var otherTool: Tool?
    }

    var indicatorKey: IndicatorKey {
        let counterpart = ModeIndicator.counterpart(of: activeKind)
        let both = seenKinds.contains(counterpart) && seenKinds.contains(activeKind)
        return IndicatorKey(shown: shownToolState, kind: activeKind, mode: customMode,
                            otherTool: both ? toolState(for: counterpart).effectiveTool : nil)
    }

    /// Notes a device kind as used (the indicator names devices only once two are in use).
    mutating func noteUsed(_ kind: DeviceKind) {
        guard kind != .pad, kind != .other, !seenKinds.contains(kind) else { return }
        seenKinds.insert(kind)
    }
}
