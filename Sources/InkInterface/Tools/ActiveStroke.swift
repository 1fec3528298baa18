import InkDocument
import InkGeometry

/// A stroke being drawn: its centre line so far, and who draws it with what. A value: a copy
/// never changes with the original.
///
/// Its state and work are `ActiveStrokeModel`'s (how a sample becomes points, what an event
/// costs); this type holds that model behind one reference, copied only when a shared one is
/// changed (copy on write, as Swift's arrays are).
///
/// Why a reference (issue 20): the model is ~425 bytes, and Swift copies a value that large
/// whenever it is passed on from where it is kept, or an enum holding it is asked its case
/// (`ToolSession`, `ToolOutcome`). A drawing motion copied it ~21 times, each copy writing
/// 7 cache lines of stack that the motion then found cold. A reference is copied as one word.
/// The model is changed in place through it, never copied on an event: the session is its only
/// holder while the pen draws (`ToolSession.handle` moves its tool out and back), which
/// `ActiveStrokeTests` holds.
public struct ActiveStroke: Sendable {
    /// The one holder of a model (or one of several, until one of them changes it).
    private final class Storage: @unchecked Sendable {
        /// Unchecked: only `model`'s `_modify` below writes it, after making the storage unique,
        /// so two accesses never overlap; the runtime's check would run on every event.
        @exclusivity(unchecked) var model: ActiveStrokeModel
        /// How many copies of the model led to this one (a shared model changed): 0 for a stroke
        /// only ever drawn, as a drawing motion must never copy it (`ActiveStrokeTests`).
        let copies: Int
        init(_ model: ActiveStrokeModel, copies: Int = 0) { self.model = model; self.copies = copies }
    }

    private var storage: Storage

    public init(deviceID: Int, page: Int, color: InkColor, outline: OutlineOptions, smoothing: Smoothing = .low,
                prediction: Prediction = .off, ruled: Bool = false) {
        storage = Storage(ActiveStrokeModel(deviceID: deviceID, page: page, color: color, outline: outline, smoothing: smoothing,
                                            prediction: prediction, ruled: ruled))
    }

    /// The model, read where it is kept, or changed there once no other stroke shares it.
    private var model: ActiveStrokeModel {
        _read { yield storage.model }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.model, copies: storage.copies + 1) }
            yield &storage.model
        }
    }

    /// Whether two strokes share one model (none of them was changed since one was copied from the other).
    func sharesModel(with other: ActiveStroke) -> Bool { storage === other.storage }

    /// How many times the model was copied on its way to this stroke's (`Storage.copies`).
    var modelCopies: Int { storage.copies }

    public var deviceID: Int { model.deviceID }
    public var page: Int { model.page }
    public var points: [StrokePoint] { model.points }
    /// The bounds of the outline pieces: piece `i` joins `points[i]` and `points[i + 1]`.
    public var pieceIndex: PieceGrid { model.pieceIndex }
    public var color: InkColor { model.color }
    public var outline: OutlineOptions { model.outline }
    /// How many of the last points are provisional (the span to the newest sample).
    public var provisionalCount: Int { model.provisionalCount }
    /// How many of the last points are the predicted tail (0 without prediction).
    public var tailCount: Int { model.tailCount }
    /// The page area the lift's removal of the tail uncovered (to repaint with the committed stroke).
    public var retiredTail: Rect { model.retiredTail }
    /// Drawn with the ruler on: a straight line in 15° steps (`RulerLine`) instead of the pen's path.
    public var isRuled: Bool { model.isRuled }
    /// Whether the stroke became a recognised shape (`Editor+Shapes`): the pen's small moves no
    /// longer change it (moving on takes the shape back: `leaveShape`).
    public var isShape: Bool { model.isShape }

    /// The points without the predicted tail: the stroke as the pen really drew it so far.
    public var realPoints: ArraySlice<StrokePoint> { model.realPoints }

    /// Adds a raw sample taken at `time` (the X server's milliseconds); returns the page area
    /// that changed (empty when nothing did), which covers the old predicted tail and the new one.
    mutating func add(_ raw: StrokePoint, time: UInt64 = 0) -> Rect { model.add(raw, time: time) }

    /// Brings the stroke to where the pen lifted and makes it final; returns the page area that
    /// changed. The predicted tail goes (its area is also kept in `retiredTail`).
    mutating func finish(_ raw: StrokePoint) -> Rect { model.finish(raw) }

    /// Makes the stroke the recognised shape's clean centre line (the pen's later moves leave
    /// it as it is); returns the area of the old and new lines.
    mutating func becomeShape(_ shape: [StrokePoint]) -> Rect { model.becomeShape(shape) }

    /// Takes the shape back: the stroke is again as drawn, and goes on; returns the area that changed.
    mutating func leaveShape() -> Rect { model.leaveShape() }

    /// The indices of the outline pieces whose bounds meet `clip` (page coordinates), ascending:
    /// the same pieces, in the same order, as testing every piece would give.
    public func pieces(meeting clip: Rect, work: inout Int) -> [Int] { model.pieces(meeting: clip, work: &work) }

    /// What the scene shows of the stroke (its arrays shared, not copied).
    var inProgress: Scene.StrokeInProgress { model.inProgress }
}

extension ActiveStroke: CustomReflectable {
    /// The model's values, as a stroke without the reference showed them: two strokes drawn
    /// alike dump alike (`StrokeMotionTests`), however often their models were copied.
    public var customMirror: Mirror { Mirror(reflecting: model) }
}
