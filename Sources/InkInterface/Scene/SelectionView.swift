import InkDocument
import InkGeometry

extension Scene {
    /// The lasso's marks: the loop or rectangle being drawn, and the selection (its strokes
    /// highlighted, its dashed frame and pen-sized handles). All in window coordinates but
    /// the strokes, which are in their page's and drawn through `transform`.
    public struct SelectionView: Sendable {
        /// The path being drawn (closed when drawn), in window coordinates.
        public var loop: [Point]
        /// The frame and handles of the selection, if strokes are selected.
        public var handles: SelectionHandles?
        /// The selected strokes (shared with the page, not copied).
        public var strokes: [Stroke]
        /// From the strokes' page coordinates to the window: scale, then offset.
        public var scale: Double
        public var offset: Point

        public init(loop: [Point], handles: SelectionHandles?, strokes: [Stroke], scale: Double, offset: Point) {
            self.loop = loop; self.handles = handles; self.strokes = strokes; self.scale = scale; self.offset = offset
        }
    }
}

extension Editor {
    /// What the scene shows of the lasso and the selection, if anything.
    var sceneSelection: Scene.SelectionView? {
        var loop: [Point] = []
        if case .lassoing(let lasso) = session {
            let region = lasso.region
            loop = region.polygon.map { viewport.toWindow($0 + layout.origin(of: lasso.lassoPage)) }
        }
        guard !loop.isEmpty || selection != nil else { return nil }
        let page = selection?.page ?? 0
        let strokes = selection.map { $0.placed(in: document).map(\.stroke) } ?? []
        let origin = viewport.toWindow(layout.origin(of: page))
        return Scene.SelectionView(loop: loop, handles: selectionHandles, strokes: strokes, scale: viewport.scale, offset: origin)
    }
}
