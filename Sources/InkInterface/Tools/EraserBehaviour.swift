import InkDocument
import InkPreferences
import InkGeometry

/// The eraser. In `stroke` mode it removes every stroke its disc touches on the way; in `area`
/// mode it cuts the strokes where the disc passes and keeps the rest as new strokes (see
/// `AreaErasure`). Everything one gesture changed becomes a single undo step at the lift.
public struct EraserBehaviour: ToolBehaviour {
    public let deviceID: Int
    public let eraserPage: Int
    /// The disc's radius, in page units.
    public let radius: Double
    public let mode: EraserMode
    /// The area mode's record of the gesture.
    var area = AreaErasure()
    /// Where the disc was at the last event (page coordinates).
    var last: Point?
    /// The strokes removed so far, each at its index before the gesture.
    public private(set) var removed: [PlacedStroke] = []

    public init(deviceID: Int, page: Int, radius: Double, mode: EraserMode = .stroke) {
        self.deviceID = deviceID; self.eraserPage = page; self.radius = radius; self.mode = mode
    }

    public var page: Int? { eraserPage }

    public mutating func handle(_ event: ToolEvent, context: ToolContext) -> ToolOutcome {
        if mode == .area { return handleArea(event, context: context) }
        switch event {
        case .down(let s), .move(let s):
            let touched = erase(to: s.page, in: context)
            return touched.isEmpty ? .nothing : .remove(touched)
        case .up:
            return removed.isEmpty ? .nothing : .record(Edit(page: eraserPage, change: .remove(removed)))
        }
    }

    private mutating func handleArea(_ event: ToolEvent, context: ToolContext) -> ToolOutcome {
        switch event {
        case .down(let s), .move(let s):
            let capsule = Capsule(from: last ?? s.page, to: s.page, radius: radius)
            last = s.page
            let cuts = area.cut(context.strokes, by: capsule, index: context.strokeIndex)
            return cuts.isEmpty ? .nothing : .cut(cuts)
        case .up:
            return area.edit(page: eraserPage, strokes: context.strokes).map { .record($0) } ?? .nothing
        }
    }

    /// Notes the strokes the editor made of the last cut's pieces.
    public mutating func adopt(_ ids: [StrokeID]) { area.adopt(ids) }

    /// The strokes (present indices, highest first) the disc touches from the last position to
    /// `p`. Only the strokes whose bounds the page's index finds within the disc's reach are tested.
    private mutating func erase(to p: Point, in context: ToolContext) -> [PlacedStroke] {
        let strokes = context.strokes
        let from = last ?? p
        last = p
        let steps = Swift.max(1, Int((from.distance(to: p) / (radius / 2)).rounded(.up)))
        var touched: [PlacedStroke] = []
        let reach = Rect(center: from, radius: radius + 1).union(Rect(center: p, radius: radius + 1))
        for index in context.strokeIndex.strokes(meeting: reach).reversed() where strokes.indices.contains(index) {
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
        }
        return touched
    }
}
