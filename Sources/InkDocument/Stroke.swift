import InkGeometry

/// Identifies a stroke for the life of a document.
public struct StrokeID: Hashable, Sendable, Codable {
    public var raw: UInt64
    public init(_ raw: UInt64) { self.raw = raw }
}

/// One finished stroke of ink: its smoothed centre line, pressures, colour and width.
public struct Stroke: Hashable, Sendable, Codable {
    public var id: StrokeID
    public var points: [StrokePoint]
    public var color: InkColor
    public var outline: OutlineOptions
    /// The bounds of the filled outline, in page coordinates.
    public private(set) var bounds: Rect

    public init(id: StrokeID, points: [StrokePoint], color: InkColor, outline: OutlineOptions) {
        self.id = id; self.points = points; self.color = color; self.outline = outline
        self.bounds = outlineBounds(points, options: outline)
    }

    /// Whether a disc of `radius` at `center` touches the stroke's outline.
    public func isTouched(byDiscAt center: Point, radius: Double) -> Bool {
        guard bounds.insetBy(-radius).contains(center) else { return false }
        guard let first = points.first else { return false }
        if points.count == 1 {
            return center.distance(to: first.position) <= radius + outline.width(atPressure: first.pressure) / 2
        }
        for i in 1..<points.count {
            let a = points[i - 1], b = points[i]
            let reach = radius + Swift.max(outline.width(atPressure: a.pressure), outline.width(atPressure: b.pressure)) / 2
            if distance(from: center, toSegment: a.position, b.position) <= reach { return true }
        }
        return false
    }
}
