import InkGeometry

/// A change of what the window shows of the document, asked for from outside the editor's own
/// input handling (a benchmark, a test, later a command): zoom, scroll, a page, the start view.
public enum ViewChange: Hashable, Sendable {
    /// Zoom by a factor, keeping the document point under `around` (window) where it is.
    case zoom(by: Double, around: Point)
    /// Zoom to a scale (1 = 100%) around a window point.
    case setZoom(Double, around: Point)
    /// Scroll by a window distance.
    case scroll(by: Point)
    /// Bring a page's top to the top of the canvas.
    case showPage(Int)
    /// The view a fresh start shows.
    case start
}

extension Editor {
    /// Changes the view; only pixels change.
    public mutating func view(_ change: ViewChange) -> Outcome {
        let damage: Damage
        switch change {
        case .zoom(let factor, let anchor): damage = zoom(by: factor, around: anchor)
        case .setZoom(let scale, let anchor): damage = setZoom(scale, around: anchor)
        case .scroll(let distance): damage = scroll(by: distance)
        case .showPage(let page): damage = showPage(page)
        case .start: damage = goHome()
        }
        return outcome(damage)
    }
}
