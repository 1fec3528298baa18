import InkGeometry

/// A stroke's nib as the file and the journal store it, beside the points: a `kind` name for
/// the nibs other than round, and the per-point tilts (pencil) and nib angles (chisel) only for
/// strokes whose nib uses them, as one number when every point has the same value.
enum StrokeNibValues {
    /// The `kind` member for a nib: nil for the round nib (today's rule applies, as in files
    /// written before kinds existed).
    static func kindName(_ nib: Nib) -> String? {
        switch nib {
        case .round: return nil
        case .chisel: return StrokeKind.highlighter.rawValue
        case .pencil: return StrokeKind.pencil.rawValue
        }
    }

    /// The nib a `kind` member names (absent: round); nil for a name this Inkstone does not know.
    static func nib(kind: String?) -> Nib? {
        guard let kind else { return .round }
        return StrokeKind(rawValue: kind)?.nib
    }

    /// The tilts to store: a pencil's, when any is not 0.
    static func tilts<C: Collection>(_ points: C, nib: Nib) -> [Double]? where C.Element == StrokePoint {
        nib == .pencil ? compact(points.map(\.tilt)) : nil
    }

    /// The nib angles to store: a chisel's (even when all are 0).
    static func angles<C: Collection>(_ points: C, nib: Nib) -> [Double]? where C.Element == StrokePoint {
        guard nib == .chisel, let first = points.first?.angle else { return nil }
        return points.allSatisfy({ $0.angle == first }) ? [first] : points.map(\.angle)
    }

    /// nil when all are 0, one number when all are the same, else all of them.
    static func compact(_ values: [Double]) -> [Double]? {
        guard let first = values.first, !values.allSatisfy({ $0 == 0 }) else { return nil }
        return values.allSatisfy({ $0 == first }) ? [first] : values
    }

    /// The points with the stored tilts and angles put back; nil when a list has neither one
    /// value nor one per point.
    static func applying(tilts: [Double]?, angles: [Double]?, to points: [StrokePoint]) -> [StrokePoint]? {
        func fits(_ values: [Double]?) -> Bool { values.map { $0.count == 1 || $0.count == points.count } ?? true }
        guard fits(tilts), fits(angles) else { return nil }
        guard tilts != nil || angles != nil else { return points }
        var out = points
        for i in out.indices {
            if let tilts { out[i].tilt = tilts.count == 1 ? tilts[0] : tilts[i] }
            if let angles { out[i].angle = angles.count == 1 ? angles[0] : angles[i] }
        }
        return out
    }
}
