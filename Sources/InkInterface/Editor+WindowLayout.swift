import InkGeometry

/// The editor's layout for its window: the toolbar on the side away from the writing hand,
/// and the view following a new window size (at once, or once a gesture ends).
extension Editor {
    /// Lays the toolbar out for the window and the writing hand (L1, L2): on the side away
    /// from the hand, condensed in a compact window. The one place the view follows the layout:
    /// a view still at home is put home again for the new canvas, else the page keeps its
    /// scroll beside the bar. The renderer sees the new geometry and redraws all of it.
    mutating func relayout(keepingView: Bool = false) {
        let bar = ToolbarLayout(windowSize: windowSize, side: rightHanded ? .left : .right, palette: palette,
                                compact: ToolbarLayout.isCompact(windowSize))
        if bar != toolbar {
            // A popup or menu was placed for the old layout (a fresh start has none); the whole
            // window is redrawn after a layout change, so their areas need no damage of their own.
            _ = closePopup()
            _ = closeMenu()
            guidance.tooltip = nil
            _ = closePad()
            _ = closeList()
        }
        toolbar = bar
        guard !keepingView else { return }
        if viewIsHome { (viewport.scale, scroll) = homeView }
        viewport.origin = Point(canvasFrame.minX, 0) + scroll
        centreNarrowPages()
    }

    /// Adapts to a new window size; everything must be redrawn. During a gesture (a stroke, an
    /// erase, a lasso, a drag, a pan) the page stays where it is on screen, so that the ink
    /// goes on under the pen; the view fits the window (zoom to fit, pages centred) once the
    /// gesture ends. Before, a stroke drawn while the window grew jumped (a straight line came
    /// out as a "Z"), the page re-centred and rescaled under the pen.
    public mutating func resize(to size: Size) -> Outcome {
        windowSize = size
        if session.isIdle {
            viewAwaitsWindow = false
            relayout()
        } else {
            let origin = viewport.origin
            relayout(keepingView: true)
            scroll = origin - Point(canvasFrame.minX, 0)
            viewport.origin = origin
            viewAwaitsWindow = true
        }
        return outcome(Damage(window: windowFrame, ink: .empty))
    }

    /// The view fitted to the window once the gesture that held it ends (`resize(to:)`).
    mutating func fitViewToWindow() -> Damage {
        viewAwaitsWindow = false
        relayout()
        return Damage(window: windowFrame, ink: .empty)
    }
}
