import InkGeometry
import InkInput
import InkPreferences

extension Editor {
    /// What the mode indicator shows now (built from the status bar's parts in the scene).
    public var modeIndicator: ModeIndicator { sceneStatusBar.indicator(showing: shownToolState, palette: palette) }

    /// Where the mode indicator is: the status bar under the canvas.
    public var modeIndicatorFrame: Rect { toolbar.statusBar }

    /// What the indicator depends on, without building its texts (compared on every event).
    struct IndicatorKey: Hashable {
        var shown: ToolState
        var kind: DeviceKind
        var mode: String?
        /// The other device's tool, when both devices have been used.
        var otherTool: Tool?
        var eraserMode: EraserMode
        var ruler: Bool
    }

    var indicatorKey: IndicatorKey {
        let counterpart = ModeIndicator.counterpart(of: activeKind)
        // The counterpart is never the active kind: both were used only if two kinds were.
        let both = seenKinds.count > 1 && seenKinds.contains(counterpart) && seenKinds.contains(activeKind)
        return IndicatorKey(shown: shownToolState, kind: activeKind, mode: customMode,
                            otherTool: both ? toolState(for: counterpart).effectiveTool : nil, eraserMode: preferences.eraserMode,
                            ruler: shapes.rulerActive)
    }

    /// Notes a device kind as used (the indicator names devices only once two are in use).
    mutating func noteUsed(_ kind: DeviceKind) {
        guard kind != .pad, kind != .other, !seenKinds.contains(kind) else { return }
        seenKinds.insert(kind)
    }
}
