import InkDocument
import InkGeometry

/// The lasso drawing its loop (or a rectangle drag, see `LassoRegion`): it collects the path
/// and, at the lift, selects the strokes of its page the region holds.
public struct LassoBehaviour: ToolBehaviour {
    public let deviceID: Int
    public let lassoPage: Int
    /// The path so far, in page coordinates.
    public private(set) var path: [Point] = []

    public init(deviceID: Int, page: Int) { self.deviceID = deviceID; self.lassoPage = page }

    public var page: Int? { lassoPage }

    /// The region the path encloses now.
    public var region: LassoRegion { LassoRegion(path: path) }

    public mutating func handle(_ event: ToolEvent, context: ToolContext) -> ToolOutcome {
        switch event {
        case .down(let s), .move(let s):
            let before = path.isEmpty ? Rect.empty : LassoRegion(path: path).bounds
            path.append(s.page)
            // The loop or the rectangle may change anywhere within both bounds.
            return .inked(before.union(LassoRegion(path: path).bounds).insetBy(-2))
        case .up(let s):
            if path.last != s.page { path.append(s.page) }
            let region = LassoRegion(path: path)
            let ids = Selection.strokes(in: region, of: context.strokes, index: context.strokeIndex)
            return .select(ids, region: region)
        }
    }
}
