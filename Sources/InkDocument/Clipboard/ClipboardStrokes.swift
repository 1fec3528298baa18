import Foundation
import InkGeometry

/// A selection on its way through the clipboard: the selected strokes with their colours,
/// widths, nibs and per-point pressure, tilt and angle, and the placed images (with their
/// bytes) and text boxes selected with them, all taken relative to the top left of their
/// bounds (`origin`, which becomes 0,0). Between Inkstones they travel as the MIME type
/// `mimeType`, a small versioned JSON (`ClipboardStrokes+JSON.swift`, described in
/// docs/FILE-FORMAT.md). Making one moves nothing (a selection is offered as the primary
/// selection at every lasso lift): everything is moved when it is written or placed.
public struct ClipboardStrokes: Hashable, Sendable {
    /// The clipboard type other Inkstones ask for.
    public static let mimeType = "application/x-inkstone-strokes"

    /// The strokes where they were (page coordinates), bottom first; their ids mean nothing
    /// (a paste gives them new ones).
    public let source: [Stroke]
    /// The placed images where they were (page coordinates), bottom first, with their bytes.
    public let images: [ClipboardImage]
    /// The text boxes where they were (page coordinates); their ids mean nothing.
    public let texts: [TextBox]
    /// The top left of their bounds (the outlines', the images' frames, the boxes' estimated
    /// bounds), in the coordinates of `source`.
    public let origin: Point
    /// The size of their bounds.
    public let size: Size

    /// Takes `strokes`, `images` and `texts` (page coordinates, bottom first).
    public init(_ strokes: [Stroke], images: [ClipboardImage] = [], texts: [TextBox] = []) {
        var bounds = strokes.reduce(Rect.empty) { $0.union($1.bounds) }
        bounds = images.reduce(bounds) { $0.union($1.bounds) }
        bounds = texts.reduce(bounds) { $0.union($1.bounds) }
        source = strokes
        self.images = images
        self.texts = texts
        origin = Point(bounds.x, bounds.y)
        size = Size(bounds.width, bounds.height)
    }

    /// Whether it carries nothing.
    public var isEmpty: Bool { source.isEmpty && images.isEmpty && texts.isEmpty }

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

    /// The images moved as `placed(at:ids:)` moves the strokes.
    public func placedImages(at: Point) -> [ClipboardImage] {
        images.map { ClipboardImage(frame: $0.frame.offsetBy(Point(at.x - origin.x, at.y - origin.y)), bytes: $0.bytes, angle: $0.angle) }
    }

    /// The text boxes moved as `placed(at:ids:)` moves the strokes, taking their ids from `ids` in turn.
    public func placedTexts(at: Point, ids: [UInt64]) -> [TextBox] {
        zip(texts, ids).map { box, id in
            var moved = box
            moved.id = id
            moved.origin = Point(box.origin.x + at.x - origin.x, box.origin.y + at.y - origin.y)
            return moved
        }
    }
}

/// A placed image on its way through the clipboard: where it is drawn and its bytes (a PNG or
/// a JPEG), which a paste stores in `Document.images`.
public struct ClipboardImage: Hashable, Sendable {
    /// Where it is drawn (page coordinates in a `ClipboardStrokes`' `images`), before the turn.
    public var frame: Rect
    public var bytes: Data
    /// Its turn about the frame's centre (`PlacedImage.angle`; 0 upright).
    public var angle: Double

    public init(frame: Rect, bytes: Data, angle: Double = 0) { self.frame = frame; self.bytes = bytes; self.angle = angle }

    /// The image as placed on a page with `id` and `key` (turned as it was).
    public func placed(id: UInt64, key: String) -> PlacedImage { PlacedImage(id: id, key: key, frame: frame, angle: angle) }

    /// The upright rectangle holding it as drawn (turned).
    public var bounds: Rect { placed(id: 0, key: "").bounds }
}
