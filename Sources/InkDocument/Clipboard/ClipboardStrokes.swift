import Foundation
import InkGeometry

/// Strokes on their way through the clipboard: copies of the selected strokes with their
/// colours, widths, nibs and per-point pressure, tilt and angle, moved so that the top left of
/// their bounds is at 0,0. Between Inkstones they travel as the MIME type `mimeType`, a small
/// versioned JSON (`ClipboardStrokes+JSON.swift`, described in docs/FILE-FORMAT.md).
public struct ClipboardStrokes: Hashable, Sendable {
    /// The clipboard type other Inkstones ask for.
    public static let mimeType = "application/x-inkstone-strokes"

    /// The strokes, relative to the top left of their bounds, bottom first; their ids mean
    /// nothing (a paste gives them new ones).
    public private(set) var strokes: [Stroke]
    /// The size of their bounds (the outlines'), from 0,0.
    public private(set) var size: Size

    /// Copies of `strokes` (page coordinates, bottom first) moved to the origin.
    public init(_ strokes: [Stroke]) {
        let bounds = strokes.reduce(Rect.empty) { $0.union($1.bounds) }
        let shift = Affine.translation(Point(-bounds.x, -bounds.y))
        self.strokes = strokes.map { $0.transformed(by: shift) }
        size = Size(bounds.width, bounds.height)
    }

    /// The strokes with their top left at `origin` (page coordinates), taking their ids from
    /// `ids` in turn (one a stroke).
    public func placed(at origin: Point, ids: [StrokeID]) -> [Stroke] {
        let shift = Affine.translation(origin)
        return zip(strokes, ids).map { s, id in
            var moved = s.transformed(by: shift)
            moved.id = id
            return moved
        }
    }
}
