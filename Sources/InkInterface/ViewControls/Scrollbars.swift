import InkGeometry

/// Where the canvas's scrollbars are and how they map to the view: one along the canvas's
/// side (on the writing hand's side, away from the toolbar, so the toolbar's side stays
/// quiet and the hand reaches it without crossing the page) when the document is taller than
/// the canvas, one along the bottom when it is wider. Thin overlay bars, wide enough to hit
/// with a pen (`hitWidth`); shown on hover or after a scroll (see `ScrollbarState`).
public struct Scrollbars: Hashable, Sendable {
    public enum Axis: Hashable, Sendable { case vertical, horizontal }

    /// One bar: its track (the strip it can be grabbed in) and its thumb (the part of the
    /// document in view), and how many window pixels of the document one pixel of the track is.
    public struct Bar: Hashable, Sendable {
        public var axis: Axis
        public var track: Rect
        public var thumb: Rect
        /// Document pixels (at the zoom in effect) per track pixel moved.
        public var ratio: Double
    }

    public var vertical: Bar?
    public var horizontal: Bar?

    /// The strip along the edge that takes the pen (and where the bar is drawn).
    public static let hitWidth = 16.0
    /// Room kept around the document: it can be scrolled this far past its edges.
    static let margin = 16.0
    static let minimumThumb = 36.0

    /// Just a vertical bar (the page overview's own).
    public init(vertical: Bar) { self.vertical = vertical }

    /// `content`: the document's bounds in the window (at the view in effect).
    public init(canvas: Rect, content: Rect, barOnLeft: Bool) {
        guard !content.isEmpty, canvas.width > 3 * Self.hitWidth, canvas.height > 3 * Self.hitWidth else { return }
        let m = Self.margin, w = Self.hitWidth
        let padded = content.insetBy(-m)
        let tall = padded.minY < canvas.minY - 0.5 || padded.maxY > canvas.maxY + 0.5
        let wide = padded.minX < canvas.minX - 0.5 || padded.maxX > canvas.maxX + 0.5
        if tall {
            let track = Rect(x: barOnLeft ? canvas.minX : canvas.maxX - w, y: canvas.minY + 2,
                             width: w, height: canvas.height - 4 - (wide ? w : 0))
            vertical = Self.bar(.vertical, track: track, view: (canvas.minY, canvas.maxY), content: (padded.minY, padded.maxY))
        }
        if wide {
            let inset = tall ? w : 0
            let track = Rect(x: canvas.minX + 2 + (barOnLeft ? inset : 0), y: canvas.maxY - w,
                             width: canvas.width - 4 - inset, height: w)
            horizontal = Self.bar(.horizontal, track: track, view: (canvas.minX, canvas.maxX), content: (padded.minX, padded.maxX))
        }
    }

    /// A bar for a view span over a content span (both window coordinates on one axis).
    static func bar(_ axis: Axis, track: Rect, view: (Double, Double), content: (Double, Double)) -> Bar {
        let lo = Swift.min(view.0, content.0), hi = Swift.max(view.1, content.1)
        let total = hi - lo, shown = view.1 - view.0
        let length = axis == .vertical ? track.height : track.width
        let thumbLength = Swift.min(length, Swift.max(minimumThumb, (length * shown / total).rounded()))
        let travel = length - thumbLength
        let ratio = travel > 0 ? (total - shown) / travel : 0
        let offset = total > shown ? ((view.0 - lo) / (total - shown) * travel).rounded() : 0
        let thumb = axis == .vertical
            ? Rect(x: track.minX, y: track.minY + offset, width: track.width, height: thumbLength)
            : Rect(x: track.minX + offset, y: track.minY, width: thumbLength, height: track.height)
        return Bar(axis: axis, track: track, thumb: thumb, ratio: ratio)
    }

    /// The bar whose track holds a window point.
    public func bar(at p: Point) -> Bar? {
        [vertical, horizontal].compactMap { $0 }.first { $0.track.contains(p) }
    }

    public func bar(_ axis: Axis) -> Bar? { axis == .vertical ? vertical : horizontal }

    /// Both tracks (what showing or hiding the bars repaints).
    public var area: Rect { (vertical?.track ?? .empty).union(horizontal?.track ?? .empty) }
}

/// When the scrollbars show and what the pointer does with them: shown for a moment after the
/// view moves, while the pointer is near them, and while one is dragged.
public struct ScrollbarState: Hashable, Sendable {
    /// Shown until this time (server ms) after the view moved.
    var shownUntil: UInt64?
    /// The bar under the pointer (drawn wider).
    public internal(set) var hovered: Scrollbars.Axis?
    /// A bar being dragged: by which device, and where the pointer was last.
    var drag: Drag?
    /// The last pointer position over the canvas (any device): the zoom keys zoom around it.
    var pointer: Point?
    /// The status bar's page button under the pointer, and the device pressing it.
    var pageButtonHovered = false
    var pageButtonPressedBy: Int?

    struct Drag: Hashable, Sendable {
        var deviceID: Int
        var axis: Scrollbars.Axis
        var last: Point
    }

    /// How long the bars stay after the view moves (ms).
    static let linger: UInt64 = 1200

    public var dragged: Scrollbars.Axis? { drag?.axis }
}
