import InkDocument
import InkGeometry

/// A stroke being drawn: its smoothed points so far, and who draws it with what.
public struct ActiveStroke: Sendable {
    public var deviceID: Int
    public var page: Int
    public var points: [StrokePoint]
    public var color: InkColor
    public var outline: OutlineOptions
    var smoother = StrokeSmoother()

    init(deviceID: Int, page: Int, color: InkColor, outline: OutlineOptions) {
        self.deviceID = deviceID; self.page = page; self.color = color; self.outline = outline
        points = []
        points.reserveCapacity(512)
    }

    /// Adds a raw sample; returns the page area of the new piece (empty when nothing was added).
    mutating func add(_ raw: StrokePoint) -> Rect {
        // A strange device value (NaN, infinity) never reaches the document: it could not be saved.
        guard raw.position.x.isFinite, raw.position.y.isFinite, let p = smoother.add(raw) else { return .empty }
        return append(p)
    }

    /// Brings the stroke to where the pen lifted; returns the page area of the last piece.
    mutating func finish(_ raw: StrokePoint) -> Rect {
        guard raw.position.x.isFinite, raw.position.y.isFinite, let p = smoother.finish(at: raw) else { return .empty }
        return append(p)
    }

    private mutating func append(_ p: StrokePoint) -> Rect {
        let previous = points.last ?? p
        points.append(p)
        return outlinePieceBounds(previous, p, options: outline)
    }
}
