import InkDocument
import InkGeometry

/// The stroke eraser: removes every stroke its disc touches on the way; everything one gesture
/// removed becomes a single undo step at the lift.
public struct EraserBehaviour: ToolBehaviour {
    public let deviceID: Int
    public let eraserPage: Int
    /// The disc's radius, in page units.
    public let radius: Double
    /// Where the disc was at the last event (page coordinates).
    var last: Point?
    /// The strokes removed so far, each at its index before the gesture.
    public private(set) var removed: [PlacedStroke] = []

    public init(deviceID: Int, page: Int, radius: Double) {
        self.deviceID = deviceID; self.eraserPage = page; self.radius = radius
    }

    public var page: Int? { eraserPage }

    public mutating func handle(_ event: ToolEvent, context: ToolContext) -> ToolOutcome {
        switch event {
        case .down(let s), .move(let s):
            let touched = erase(to: s.page, strokes: context.strokes)
            return touched.isEmpty ? .nothing : .remove(touched)
        case .up:
            return removed.isEmpty ? .nothing : .record(Edit(page: eraserPage, change: .remove(removed)))
        }
    }

    /// The strokes (present indices, highest first) the disc touches from the last position to `p`.
    private mutating func erase(to p: Point, strokes: [Stroke]) -> [PlacedStroke] {
        let from = last ?? p
        last = p
        let steps = Swift.max(1, Int((from.distance(to: p) / (radius / 2)).rounded(.up)))
        var touched: [PlacedStroke] = []
        var index = strokes.count - 1
        while index >= 0 {
            let stroke = strokes[index]
            let hit = (0...steps).contains { i in
                stroke.isTouched(byDiscAt: from + (p - from) * (Double(i) / Double(steps)), radius: radius)
            }
            if hit {
                // Record the stroke's index in the page as it was before the gesture, so that
                // undo (which inserts in ascending index order) restores the z-order even when
                // strokes below it were removed by earlier events of the same gesture.
                var original = index
                for i in removed.map(\.index).sorted() where i <= original { original += 1 }
                removed.append(PlacedStroke(index: original, stroke: stroke))
                touched.append(PlacedStroke(index: index, stroke: stroke))
            }
            index -= 1
        }
        return touched
    }
}
