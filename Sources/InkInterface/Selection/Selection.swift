import InkDocument
import InkGeometry

/// The strokes (and placed images and text boxes) the lasso selected, by id (so undo and redo, which keep
/// ids, leave them selected), on each page they are on: a loop across two pages selects on both.
public struct Selection: Hashable, Sendable {
    /// The ids of the selected strokes, by page (no page with none).
    public private(set) var parts: [Int: Set<StrokeID>]
    /// The ids of the selected placed images (`Page.images`), by page (no page with none).
    public private(set) var imageParts: [Int: Set<UInt64>]
    /// The ids of the selected text boxes (`Page.texts`), by page (no page with none).
    public private(set) var textParts: [Int: Set<UInt64>]

    public init(page: Int, ids: Set<StrokeID>, images: Set<UInt64> = [], texts: Set<UInt64> = []) {
        self.init(parts: [page: ids], imageParts: [page: images], textParts: [page: texts])
    }

    public init(parts: [Int: Set<StrokeID>], imageParts: [Int: Set<UInt64>] = [:], textParts: [Int: Set<UInt64>] = [:]) {
        self.parts = parts.filter { !$0.value.isEmpty }
        self.imageParts = imageParts.filter { !$0.value.isEmpty }
        self.textParts = textParts.filter { !$0.value.isEmpty }
    }

    /// Nothing selected.
    public var isEmpty: Bool { parts.isEmpty && imageParts.isEmpty && textParts.isEmpty }
    /// The first page with selected strokes, images or text boxes.
    public var page: Int { pages.first ?? 0 }
    /// The pages with selected strokes, images or text boxes, first to last.
    public var pages: [Int] { Set(parts.keys).union(imageParts.keys).union(textParts.keys).sorted() }
    /// Every selected stroke's id.
    public var ids: Set<StrokeID> { parts.values.reduce(into: Set()) { $0.formUnion($1) } }
    /// Every selected placed image's id (ids are unique within a page only).
    public var images: Set<UInt64> { imageParts.values.reduce(into: Set()) { $0.formUnion($1) } }

    /// The selected strokes still on the first page with selected strokes, each at its index, lowest first.
    public func placed(in document: Document) -> [PlacedStroke] { placed(on: parts.keys.min() ?? page, in: document) }

    /// The selected strokes still on page `p`, each at its index, lowest first.
    public func placed(on p: Int, in document: Document) -> [PlacedStroke] {
        guard document.pages.indices.contains(p), let ids = parts[p] else { return [] }
        return document.pages[p].placed(ids)
    }

    /// The bounds of the selected strokes' outlines on the first page, in its coordinates
    /// (empty if none are left).
    public func bounds(in document: Document) -> Rect {
        let b = placedImages(in: document).reduce(placed(in: document).reduce(Rect.empty) { $0.union($1.stroke.bounds) }) { $0.union($1.image.bounds) }
        return placedTexts(on: page, in: document).reduce(b) { $0.union($1.bounds) }
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
    /// The dashed frame: the selection's bounds a little grown, and at least `minimumSide` on
    /// each side about their centre, so that the handles of a selection small on screen (a dot,
    /// an image far zoomed out) stand apart around it and a press on it moves it.
    public var frame: Rect
    /// What a corner's drag scales against, per axis: the selection's own size, or the frame's
    /// where the frame was grown for a small selection (the pen's way from the opposite handle,
    /// not its way measured against a few pixels of ink).
    public var span: Point
    /// The side of a corner handle's square.
    public static let size = 20.0
    /// How far above the frame the rotate handle sits.
    public static let rotateLift = 30.0
    /// How far the frame stands off the selection's bounds.
    public static let padding = 6.0
    /// The smallest side of the frame: two corners' reach (`size` * 0.75 each) and as much again
    /// between them to press on.
    public static let minimumSide = 3 * size

    public init(bounds: Rect) {
        let padded = bounds.insetBy(-Self.padding)
        let width = Swift.max(padded.width, Self.minimumSide), height = Swift.max(padded.height, Self.minimumSide)
        frame = Rect(x: padded.center.x - width / 2, y: padded.center.y - height / 2, width: width, height: height)
        span = Point(width > padded.width ? width : bounds.width, height > padded.height ? height : bounds.height)
    }

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
