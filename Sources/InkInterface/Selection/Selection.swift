import InkDocument
import InkGeometry

/// The strokes (and placed images) the lasso selected: on one page, by id (so undo and redo,
/// which keep ids, leave them selected).
public struct Selection: Hashable, Sendable {
    public var page: Int
    public var ids: Set<StrokeID>
    /// The ids of the selected placed images (`Page.images`).
    public var images: Set<UInt64>

    public init(page: Int, ids: Set<StrokeID>, images: Set<UInt64> = []) { self.page = page; self.ids = ids; self.images = images }

    /// The selected strokes still on the page, each at its index, lowest first.
    public func placed(in document: Document) -> [PlacedStroke] {
        guard document.pages.indices.contains(page) else { return [] }
        return document.pages[page].placed(ids)
    }

    /// The bounds of the selected strokes' outlines, in page coordinates (empty if none are left).
    public func bounds(in document: Document) -> Rect {
        placedImages(in: document).reduce(placed(in: document).reduce(Rect.empty) { $0.union($1.stroke.bounds) }) { $0.union($1.image.frame) }
    }

    /// The strokes a lasso region holds: those with at least half of their centre-line points
    /// inside it. Only strokes whose bounds the index finds meeting the region's are tested.
    public static func strokes(in region: LassoRegion, of strokes: [Stroke], index: StrokeIndex) -> Set<StrokeID> {
        var ids = Set<StrokeID>()
        for i in index.strokes(meeting: region.bounds) where strokes.indices.contains(i) {
            if region.holdsMost(of: strokes[i].points.lazy.map(\.position)) { ids.insert(strokes[i].id) }
        }
        return ids
    }
}

/// What part of a selection's frame a press takes hold of.
public enum SelectionGrip: Hashable, Sendable {
    /// Inside the frame: the drag moves the selection.
    case move
    /// A corner (0 top left, 1 top right, 2 bottom right, 3 bottom left): the drag scales,
    /// keeping the opposite corner in place.
    case corner(Int)
    /// The round handle above the frame: the drag turns the selection about its centre.
    case rotate
}

/// Where a selection's frame and handles are in the window: handles sized for a pen tip.
public struct SelectionHandles: Hashable, Sendable {
    /// The dashed frame (the selection's bounds, a little grown).
    public var frame: Rect
    /// The side of a corner handle's square.
    public static let size = 20.0
    /// How far above the frame the rotate handle sits.
    public static let rotateLift = 30.0

    public init(bounds: Rect) { frame = bounds.insetBy(-6) }

    /// The corners, clockwise from the top left.
    public var corners: [Point] {
        [Point(frame.minX, frame.minY), Point(frame.maxX, frame.minY), Point(frame.maxX, frame.maxY), Point(frame.minX, frame.maxY)]
    }

    /// The centre of the rotate handle.
    public var rotateHandle: Point { Point(frame.center.x, frame.minY - Self.rotateLift) }

    /// Everything drawn for the selection (frame, handles), for repainting.
    public var extent: Rect {
        frame.insetBy(-Self.size).union(Rect(center: rotateHandle, radius: Self.size))
    }

    /// The grip at a window point, if any; the handles win over the inside.
    public func grip(at p: Point) -> SelectionGrip? {
        if p.distance(to: rotateHandle) <= Self.size * 0.75 { return .rotate }
        if let i = corners.firstIndex(where: { Rect(center: $0, radius: Self.size * 0.75).contains(p) }) { return .corner(i) }
        return frame.contains(p) ? .move : nil
    }
}
