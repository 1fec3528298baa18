import InkGeometry
import InkInterface

extension FrameRenderer {
    /// Fills the stroke in progress inside the window rectangle `area` (screen pixels) straight
    /// into the frame's pixels (`CoverageFill`), as a drawing event does; false, with nothing
    /// drawn, where Cairo must fill it (a pencil's graphite, an area too large, not whole pixels
    /// or not inside the frame). `pageOrigin` is the stroke's page's origin in the document.
    func fillDirectly(_ stroke: Scene.StrokeInProgress, in area: Rect, viewport vp: Viewport, pageOrigin o: Point) -> Bool {
        guard stroke.outline.nib != .pencil,
              coverage.begin(area, scale: vp.scale, offset: Point(vp.origin.x + vp.scale * o.x, vp.origin.y + vp.scale * o.y)) else {
            return false
        }
        let clip = vp.toPage(area).offsetBy(Point(-o.x, -o.y))
        if stroke.points.count < 2 {
            pieceScratch.removeAll(keepingCapacity: true)
        } else {
            stroke.pieceIndex.indices(meeting: clip, work: &activeStrokeWork, into: &pieceScratch)
        }
        coverage.add(stroke.points, pieces: pieceScratch, outline: stroke.outline, outlines: strokeOutlines)
        return coverage.paint(stroke.color, on: frame)
    }
}
