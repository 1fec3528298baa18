import InkGeometry

/// The status bar's own controls (issue 16): the Document button, which opens the document
/// ring, the zoom shown as a button that opens the zoom pad, and the lasso (issue 17: the side
/// bar has no room for a fifth tool in a 300 px high window). They sit at the bar's end next
/// to the toolbar, away from the writing hand (L1), in every window size (in a 400 px wide
/// window the mode indicator's texts share the 200 px left, each shortened with an ellipsis);
/// hit-tested with the toolbar's controls.
extension ToolbarLayout {
    public static let documentButtonWidth = 40.0
    public static let zoomButtonWidth = 64.0
    public static let lassoButtonWidth = 40.0

    static func statusControls(in bar: Rect, side: ToolbarSide) -> [Slot] {
        let total = documentButtonWidth + zoomButtonWidth
        guard bar.width >= total + lassoButtonWidth + 120, bar.height > 0 else { return [] }
        let h = bar.height
        // The text tool beside the lasso where the bar has room for it (in a narrower window it
        // is on its key, T: the side bar, the ring and the Document menu have no room left in a
        // 400x300 window).
        let text = bar.width >= textButtonRoom
        if side == .left {
            // By the toolbar on the left: Document first, then the zoom, then the lasso.
            return [Slot(item: .documentMenu, frame: Rect(x: bar.minX, y: bar.minY, width: documentButtonWidth, height: h)),
                    Slot(item: .zoomLevel, frame: Rect(x: bar.minX + documentButtonWidth, y: bar.minY, width: zoomButtonWidth, height: h)),
                    Slot(item: .tool(.lasso), frame: Rect(x: bar.minX + total, y: bar.minY, width: lassoButtonWidth, height: h))]
                + (text ? [Slot(item: .tool(.text), frame: Rect(x: bar.minX + total + lassoButtonWidth, y: bar.minY, width: lassoButtonWidth, height: h))] : [])
        }
        return (text ? [Slot(item: .tool(.text), frame: Rect(x: bar.maxX - total - 2 * lassoButtonWidth, y: bar.minY, width: lassoButtonWidth, height: h))] : [])
            + [Slot(item: .tool(.lasso), frame: Rect(x: bar.maxX - total - lassoButtonWidth, y: bar.minY, width: lassoButtonWidth, height: h)),
               Slot(item: .zoomLevel, frame: Rect(x: bar.maxX - total, y: bar.minY, width: zoomButtonWidth, height: h)),
               Slot(item: .documentMenu, frame: Rect(x: bar.maxX - documentButtonWidth, y: bar.minY, width: documentButtonWidth, height: h))]
    }

    /// The status bar width from which the text tool has a button there, beside the lasso.
    public static let textButtonRoom = 440.0

    /// The part of the status bar its controls leave to the mode indicator and the page number.
    public var statusText: Rect {
        let controls = statusSlots.reduce(Rect.empty) { $0.union($1.frame) }
        guard !controls.isEmpty else { return statusBar }
        if controls.minX <= statusBar.minX + 0.5 {
            return Rect(x: controls.maxX, y: statusBar.minY, width: statusBar.maxX - controls.maxX, height: statusBar.height)
        }
        return Rect(x: statusBar.minX, y: statusBar.minY, width: controls.minX - statusBar.minX, height: statusBar.height)
    }

    /// Whether a control lives in the status bar rather than in the toolbar.
    public static func isInStatusBar(_ item: ToolbarItem) -> Bool { item == .documentMenu || item == .zoomLevel || item == .tool(.lasso) || item == .tool(.text) }
}

extension MarkingMenu {
    /// A marking menu inside the canvas where it fits there, else over the status bar under
    /// it too (while open): with the bar 40 px tall, a 400x300 window's canvas alone is too
    /// short for the Document ring's ten items.
    public static func fitting(ring: Ring = .main, pen: Point, rightHanded: Bool, canvas: Rect, statusBar: Rect,
                               palette: Palette = .standard, labelWidth: (MenuItem) -> Double = { _ in 0 }) -> MarkingMenu {
        let m = MarkingMenu(ring: ring, pen: pen, rightHanded: rightHanded, within: canvas, palette: palette, labelWidth: labelWidth)
        guard !inside(m.slots, canvas) else { return m }
        return MarkingMenu(ring: ring, pen: pen, rightHanded: rightHanded, within: canvas.union(statusBar), palette: palette, labelWidth: labelWidth)
    }
}
