import Foundation
import InkGeometry

/// Strokes on their way through the clipboard: the selected strokes with their colours,
/// widths, nibs and per-point pressure, tilt and angle, taken relative to the top left of
/// their bounds (`origin`, which becomes 0,0). Between Inkstones they travel as the MIME type
/// `mimeType`, a small versioned JSON (`ClipboardStrokes+JSON.swift`, described in
/// docs/FILE-FORMAT.md). Making one moves nothing (a selection is offered as the primary
/// selection at every lasso lift): the strokes are moved when they are written or placed.
public struct ClipboardStrokes: Hashable, Sendable {
    /// The clipboard type other Inkstones ask for.
    public static let mimeType = "application/x-inkstone-strokes"

    /// The strokes where they were (page coordinates), bottom first; their ids mean nothing
    /// (a paste gives them new ones).
    public let source: [Stroke]
    /// The top left of their bounds (the outlines'), in the coordinates of `source`.
    public let origin: Point
    /// The size of their bounds.
    public let size: Size

    /// Takes `strokes` (page coordinates, bottom first).
    public init(_ strokes: [Stroke]) {
        let bounds = strokes.reduce(Rect.empty) { $0.union($1.bounds) }
        source = strokes
        origin = Point(bounds.x, bounds.y)
        size = Size(bounds.width, bounds.height)
    }

    /// The strokes relative to the top left of their bounds (moved copies).
    public var strokes: [Stroke] {
        let shift = Affine.translation(Point(-origin.x, -origin.y))
        return source.map { $0.transformed(by: shift) }
    }

    /// The strokes with their top left at `at` (page coordinates), taking their ids from `ids`
    /// in turn (one a stroke).
    public func placed(at: Point, ids: [StrokeID]) -> [Stroke] {
        let shift = Affine.translation(Point(at.x - origin.x, at.y - origin.y))
        return zip(source, ids).map { s, id in
            var moved = s.transformed(by: shift)
            moved.id = id
            return moved
        }
    }
}
