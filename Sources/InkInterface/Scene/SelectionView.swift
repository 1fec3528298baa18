import InkDocument
import InkGeometry

extension Scene {
    /// The lasso's marks: the loop or rectangle being drawn, and the selection (its strokes
    /// highlighted, its dashed frame and pen-sized handles, the buttons beside it). All in
    /// window coordinates but the strokes, which are in their page's and drawn through each
    /// part's `scale` and `offset`.
    public struct SelectionView: Sendable {
        /// The selected strokes of one page (shared with the page, not copied).
        public struct Part: Sendable {
            public var strokes: [Stroke]
            /// The selected placed images' outlines as drawn (turned with them), each its four
            /// corners in the page's coordinates.
            public var images: [[Point]]
            /// From the page's coordinates to the window: scale, then offset.
            public var scale: Double
            public var offset: Point

            public init(strokes: [Stroke], images: [[Point]] = [], scale: Double, offset: Point) {
                self.strokes = strokes; self.images = images; self.scale = scale; self.offset = offset
            }
        }

        /// The path being drawn (closed when drawn), in window coordinates.
        public var loop: [Point]
        /// The frame and handles of the selection, if strokes are selected.
        public var handles: SelectionHandles?
        /// The buttons beside the frame (duplicate, delete), if strokes are selected.
        public var bar: SelectionBar?
        /// The selected strokes, a part for each page they are on.
        public var parts: [Part]

        public init(loop: [Point], handles: SelectionHandles?, bar: SelectionBar? = nil, parts: [Part]) {
            self.loop = loop; self.handles = handles; self.bar = bar; self.parts = parts
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
        let parts = (selection?.pages ?? []).map { page in
            Scene.SelectionView.Part(strokes: selection?.placed(on: page, in: document).map(\.stroke) ?? [],
                                     images: selection?.placedImages(on: page, in: document).map(\.image.corners) ?? [], scale: viewport.scale,
                                     offset: viewport.toWindow(layout.origin(of: page)))
        }
        let handles = selectionHandles
        let bar = handles.flatMap { selectionBar($0) }
        return Scene.SelectionView(loop: loop, handles: handles, bar: bar, parts: parts)
    }
}
