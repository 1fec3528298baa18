import InkDocument
import InkGeometry

/// One eraser gesture: everything it removed becomes a single undo step.
struct EraserSession: Sendable {
    var deviceID: Int
    var page: Int
    var radius: Double
    var last: Point
    var removed: [PlacedStroke] = []
}

/// A drag that moves the page (the pan tool).
struct PanSession: Sendable {
    var deviceID: Int
    var last: Point
}
