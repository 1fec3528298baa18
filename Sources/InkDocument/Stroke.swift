import InkGeometry

/// Identifies a stroke for the life of a document.
public struct StrokeID: Hashable, Sendable, Codable {
    public var raw: UInt64
    public init(_ raw: UInt64) { self.raw = raw }
}

/// One finished stroke of ink: its smoothed centre line, pressures, colour and width.
///
/// The points are packed (`StrokePoints`: 12 bytes a point, positions on a grid of at most
/// 1/65536 of a unit, pressures as 32-bit floats); a stroke made from points keeps them as
/// packed, so `points` may differ from what was given by that precision.
public struct Stroke: Hashable, Sendable, Codable {
    public var id: StrokeID
    public var points: StrokePoints { didSet { pieceIndex = StrokePieces(points, outline: outline) } }
    public var color: InkColor
    public var outline: OutlineOptions { didSet { pieceIndex = StrokePieces(points, outline: outline) } }
    /// The bounds of the filled outline, in page coordinates.
    public private(set) var bounds: Rect
    /// Where the pieces of a long stroke are, built at the first look-up that needs it
    /// (derived: not coded, not compared).
    public private(set) var pieceIndex = StrokePieces(StrokePoints(), outline: OutlineOptions(width: 1))

    enum CodingKeys: String, CodingKey { case id, points, color, outline, bounds }

    public init<C: Collection>(id: StrokeID, points: C, color: InkColor, outline: OutlineOptions) where C.Element == StrokePoint {
        self.init(id: id, packed: StrokePoints(points), color: color, outline: outline)
    }

    /// A stroke of points already packed (no copy).
    public init(id: StrokeID, packed points: StrokePoints, color: InkColor, outline: OutlineOptions) {
        self.id = id; self.points = points; self.color = color; self.outline = outline
        self.bounds = Self.outlineBounds(points, options: outline)
        self.pieceIndex = StrokePieces(points, outline: outline)
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(StrokeID.self, forKey: .id)
        points = try c.decode(StrokePoints.self, forKey: .points)
        color = try c.decode(InkColor.self, forKey: .color)
        outline = try c.decode(OutlineOptions.self, forKey: .outline)
        bounds = try c.decode(Rect.self, forKey: .bounds)
        pieceIndex = StrokePieces(points, outline: outline)
    }

    /// The bounds of the outline of packed points (`outlineBounds` without an array).
    static func outlineBounds(_ points: StrokePoints, options: OutlineOptions) -> Rect {
        var r = Rect.empty
        for p in points { r = r.union(Rect(center: p.position, radius: options.reach(at: p))) }
        return r
    }

    /// Whether a disc of `radius` at `center` touches the stroke's outline.
    public func isTouched(byDiscAt center: Point, radius: Double) -> Bool {
        guard bounds.insetBy(-radius).contains(center) else { return false }
        guard let first = points.first else { return false }
        if points.count == 1 {
            return center.distance(to: first.position) <= radius + outline.reach(at: first)
        }
        // Only pieces within reach can touch: a piece's bounds hold its centre line, and no
        // footprint is wider than the widest pressure gives.
        for piece in pieces(meeting: Rect(center: center, radius: radius + outline.maximumReach + 1)) {
            let a = points[piece], b = points[piece + 1]
            let reach = radius + Swift.max(outline.reach(at: a), outline.reach(at: b))
            if distance(from: center, toSegment: a.position, b.position) <= reach { return true }
        }
        return false
    }
}
