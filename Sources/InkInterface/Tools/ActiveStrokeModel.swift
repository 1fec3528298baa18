import InkDocument
import InkGeometry

/// The state and the work of a stroke being drawn (`ActiveStroke`, which holds it behind one
/// reference, says what it is for).
///
/// Each sample is steadied (`StrokeStabiliser`, at the person's `pen.smoothing`) and goes into
/// a curve through the samples (`StrokeCurve`), whose points are the centre line. The newest
/// span is provisional: the next sample replaces its points (so the ink front shows on the
/// event, and is refined by the next); the lift keeps it as drawn.
///
/// An event's cost does not grow with the stroke's length: points are appended (and the
/// provisional few removed) in place, never a copy of the stroke, and the bounds of each
/// outline piece go into a spatial index, so the renderer finds the pieces under the newest
/// ones (work in proportion to the ink already there, not to the stroke) without reading the
/// whole stroke. At the release the index goes with the points into the finished `Stroke`.
struct ActiveStrokeModel: Sendable {
    var deviceID: Int
    var page: Int
    private(set) var points: [StrokePoint]
    /// The bounds of the outline pieces: piece `i` joins `points[i]` and `points[i + 1]`.
    private(set) var pieceIndex = PieceGrid()
    var color: InkColor
    var outline: OutlineOptions
    /// How many of the last points are provisional (the span to the newest sample).
    var provisionalCount: Int { curve.provisional }
    /// How many of the last points are the predicted tail (0 without prediction).
    private(set) var tailCount = 0
    /// The page area the lift's removal of the tail uncovered (to repaint with the committed stroke).
    private(set) var retiredTail = Rect.empty
    var stabiliser: StrokeStabiliser
    var curve = StrokeCurve()
    /// Nil when prediction is off.
    var predictor: StrokePredictor?
    let horizon: Double
    /// Drawn with the ruler on: a straight line in 15° steps (`RulerLine`) instead of the pen's path.
    let isRuled: Bool
    var ruler: RulerLine?
    /// Whether the stroke became a recognised shape (`Editor+Shapes`): the pen's moves no longer change it.
    private(set) var isShape = false
    /// The stroke as drawn before it became a shape, kept while it is one: the pen moving on
    /// takes the shape back (`leaveShape`) and the stroke goes on from it.
    private var freehand: Freehand?

    /// What `becomeShape` keeps of the stroke drawn so far (copied once, at the snap).
    private struct Freehand: Sendable {
        var points: [StrokePoint]
        var pieceIndex: PieceGrid
        var curve: StrokeCurve
        var stabiliser: StrokeStabiliser
        var tailCount: Int
    }

    init(deviceID: Int, page: Int, color: InkColor, outline: OutlineOptions, smoothing: Smoothing = .low,
                prediction: Prediction = .off, ruled: Bool = false) {
        self.deviceID = deviceID; self.page = page; self.color = color; self.outline = outline
        isRuled = ruled
        stabiliser = StrokeStabiliser(smoothing)
        horizon = prediction.horizon
        predictor = prediction == .off ? nil : StrokePredictor()
        points = []
        points.reserveCapacity(512)
        pieceIndex = PieceGrid(reservingCapacity: 512, perCell: 16)
    }

    /// The points without the predicted tail: the stroke as the pen really drew it so far.
    var realPoints: ArraySlice<StrokePoint> { points.dropLast(tailCount) }

    /// Adds a raw sample taken at `time` (the X server's milliseconds); returns the page area
    /// that changed (empty when nothing did), which covers the old predicted tail and the new one.
    mutating func add(_ raw: StrokePoint, time: UInt64 = 0) -> Rect {
        // A strange device value (NaN, infinity) never reaches the document: it could not be saved.
        guard raw.position.x.isFinite, raw.position.y.isFinite, !isShape else { return .empty }
        if isRuled {
            if ruler == nil { ruler = RulerLine(start: raw) }
            // In place (optional chaining): the samples are not copied.
            return replaceCentreLine(with: ruler?.add(raw) ?? [])
        }
        guard predictor != nil else { return apply(curve.add(stabiliser.add(raw))) }
        var area = removeTail()
        area = area.union(apply(curve.add(stabiliser.add(raw))))
        return area.union(addTail(raw.position, time: Double(time)))
    }

    /// Brings the stroke to where the pen lifted and makes it final; returns the page area that
    /// changed. The predicted tail goes (its area is also kept in `retiredTail`).
    mutating func finish(_ raw: StrokePoint) -> Rect {
        defer { curve.finish() }
        retiredTail = removeTail()
        // A ruled line or a shape ends as shown.
        guard !isRuled, !isShape else { return retiredTail }
        guard raw.position.x.isFinite, raw.position.y.isFinite else { return retiredTail }
        return retiredTail.union(apply(curve.add(stabiliser.finish(raw))))
    }

    /// Makes the stroke the recognised shape's clean centre line (the pen's later moves leave
    /// it as it is); returns the area of the old and new lines.
    mutating func becomeShape(_ shape: [StrokePoint]) -> Rect {
        guard !shape.isEmpty else { return .empty }
        freehand = Freehand(points: points, pieceIndex: pieceIndex, curve: curve, stabiliser: stabiliser, tailCount: tailCount)
        isShape = true
        return replaceCentreLine(with: shape)
    }

    /// Takes the shape back: the stroke is again as drawn before it (its next samples go on
    /// from there); returns the area of the shape and of the stroke. Nothing for a stroke
    /// that is no shape.
    mutating func leaveShape() -> Rect {
        guard isShape, let kept = freehand else { return .empty }
        var area = Rect.empty
        for r in pieceIndex.rects { area = area.union(r) }
        if let p = points.first { area = area.union(outlinePieceBounds(p, p, options: outline)) }
        points = kept.points
        pieceIndex = kept.pieceIndex
        curve = kept.curve
        stabiliser = kept.stabiliser
        tailCount = kept.tailCount
        freehand = nil
        isShape = false
        for r in pieceIndex.rects { area = area.union(r) }
        if let p = points.first { area = area.union(outlinePieceBounds(p, p, options: outline)) }
        return area
    }

    /// Replaces every point (a ruled line's or a shape's); returns the area of the old and new lines.
    private mutating func replaceCentreLine(with line: [StrokePoint]) -> Rect {
        var area = Rect.empty
        for r in pieceIndex.rects { area = area.union(r) }
        if let p = points.first { area = area.union(outlinePieceBounds(p, p, options: outline)) }
        pieceIndex.removeLast(pieceIndex.count)
        points.removeAll(keepingCapacity: true)
        tailCount = 0
        curve = StrokeCurve()
        for p in line {
            let bounds = outlinePieceBounds(points.last ?? p, p, options: outline)
            if !points.isEmpty { pieceIndex.append(bounds) }
            points.append(p)
            area = area.union(bounds)
        }
        return area
    }

    /// Takes the predicted tail away; returns its area.
    private mutating func removeTail() -> Rect {
        guard tailCount > 0 else { return .empty }
        var area = Rect.empty
        for i in (pieceIndex.count - tailCount)..<pieceIndex.count { area = area.union(pieceIndex.rects[i]) }
        pieceIndex.removeLast(tailCount)
        points.removeLast(tailCount)
        tailCount = 0
        return area
    }

    /// Feeds the predictor the raw sample and, when it predicts a move, draws a straight tail
    /// that far on from the newest point, with its pressure, tilt and angle; returns its area.
    private mutating func addTail(_ raw: Point, time: Double) -> Rect {
        predictor?.add(raw, time: time)
        guard let offset = predictor?.offset(ahead: horizon), let last = points.last else { return .empty }
        var end = last
        end.position = last.position + offset
        let bounds = outlinePieceBounds(last, end, options: outline)
        points.append(end)
        pieceIndex.append(bounds)
        tailCount = 1
        return bounds
    }

    /// Replaces the provisional points with the update's; the area is the old pieces' and the new ones'.
    private mutating func apply(_ update: StrokeCurve.Update?) -> Rect {
        guard let update else { return .empty }
        var area = Rect.empty
        if update.removeLast > 0 {
            let firstRemoved = pieceIndex.count - update.removeLast
            for i in firstRemoved..<pieceIndex.count { area = area.union(pieceIndex.rects[i]) }
            pieceIndex.removeLast(update.removeLast)
            points.removeLast(update.removeLast)
        }
        for p in update.points {
            guard let previous = points.last else {
                points.append(p)
                area = area.union(outlinePieceBounds(p, p, options: outline))
                continue
            }
            points.append(p)
            let bounds = outlinePieceBounds(previous, p, options: outline)
            pieceIndex.append(bounds)
            area = area.union(bounds)
        }
        return area
    }

    /// The indices of the outline pieces whose bounds meet `clip` (page coordinates), ascending:
    /// the same pieces, in the same order, as testing every piece would give.
    func pieces(meeting clip: Rect, work: inout Int) -> [Int] {
        pieceIndex.indices(meeting: clip, work: &work)
    }
}

extension ActiveStrokeModel {
    /// What the scene shows of the stroke (its arrays shared, not copied).
    var inProgress: Scene.StrokeInProgress {
        Scene.StrokeInProgress(page: page, points: points, pieceIndex: pieceIndex, color: color, outline: outline)
    }
}
