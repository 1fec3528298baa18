import InkDocument
import InkGeometry

/// A stroke being drawn: its smoothed points so far, and who draws it with what.
///
/// An event's cost does not grow with the stroke's length: the point is appended in place (never
/// a copy of the stroke), and the bounds of its outline piece go into a spatial index, so the
/// renderer finds the pieces under the newest one (work in proportion to the ink already there,
/// not to the stroke) without reading the whole stroke. At the release the index goes with the
/// points into the finished `Stroke`.
public struct ActiveStroke: Sendable {
    public var deviceID: Int
    public var page: Int
    public private(set) var points: [StrokePoint]
    /// The bounds of the outline pieces: piece `i` joins `points[i]` and `points[i + 1]`.
    public private(set) var pieceIndex = PieceGrid()
    public var color: InkColor
    public var outline: OutlineOptions
    var smoother = StrokeSmoother()

    public init(deviceID: Int, page: Int, color: InkColor, outline: OutlineOptions) {
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
        guard let previous = points.last else {
            points.append(p)
            return outlinePieceBounds(p, p, options: outline)
        }
        points.append(p)
        let area = outlinePieceBounds(previous, p, options: outline)
        pieceIndex.append(area)
        return area
    }

    /// The indices of the outline pieces whose bounds meet `clip` (page coordinates), ascending:
    /// the same pieces, in the same order, as testing every piece would give.
    public func pieces(meeting clip: Rect, work: inout Int) -> [Int] {
        pieceIndex.indices(meeting: clip, work: &work)
    }
}
