/// A zoom chosen by name rather than by factor (issue 16): the document ring, the zoom pad and
/// Ctrl+1, Ctrl+2, Ctrl+3 offer them.
public enum ZoomPreset: Hashable, Sendable, CaseIterable {
    /// The current page's width fills the canvas (less a margin).
    case fitWidth
    /// The whole current page shows in the canvas.
    case fitPage
    /// 100 %: a page image's pixel is a screen pixel.
    case actualSize

    public var title: String {
        switch self {
        case .fitWidth: return tr("Fit width")
        case .fitPage: return tr("Fit page")
        case .actualSize: return "100 %"
        }
    }
}

import InkGeometry