import InkGeometry

/// The page overview over the canvas and the pointer on it: which page is selected (the one the
/// add and delete buttons act on, shown in the window behind), how far the grid is scrolled,
/// what is highlighted or pressed, and a press that may become a drag.
public struct OverviewSurface: Hashable, Sendable {
    /// The selected page (kept within the document's pages by the editor).
    public var selected: Int
    /// How far the grid is scrolled (see `OverviewLayout.scroll`).
    public var scroll: Double = 0
    /// The control under a hovering pen or the mouse (highlighted, never pressed: H5).
    public var hovered: OverviewControl?
    /// The control pressed, until the release (or until the press becomes a drag).
    public var pressed: OverviewControl?
    /// The press in progress, if any.
    var press: Press?

    /// A press on the grid: on a thumbnail it may become a drag that moves the page; on the
    /// space between thumbnails a drag scrolls the grid (the pen's way to scroll).
    struct Press: Hashable, Sendable {
        var deviceID: Int
        var start: Point
        var startScroll: Double
        /// The page pressed, if the press is on a thumbnail.
        var page: Int?
        /// Where the pointer is now.
        var at: Point
        /// Moved far enough to be a drag, not a tap.
        var dragging = false
        /// On the grid's scrollbar: the drag moves its thumb.
        var onBar = false
    }

    /// How far a press moves before it is a drag.
    static let dragDistance = 8.0

    public init(selected: Int) { self.selected = selected }

    /// Whether the grid's scrollbar is being dragged.
    public var draggingScrollbar: Bool { press?.onBar ?? false }

    /// The page being dragged and where it is (its thumbnail follows the pointer), if any.
    public var draggedPage: (page: Int, at: Point)? {
        guard let p = press, p.dragging, let page = p.page else { return nil }
        return (page, p.at)
    }
}
