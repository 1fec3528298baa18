import InkGeometry
import InkInterface

extension FrameRenderer {
    /// Fills the stroke in progress inside the window rectangle `area` (screen pixels) straight
    /// into the frame's pixels (`CoverageFill`), as a drawing event does; false, with nothing
    /// drawn, where Cairo must fill it (a pencil's graphite, an area too large, not whole pixels
    /// or not inside the frame). `pageOrigin` is the stroke's page's origin in the document.
    ///
    /// The stroke is `scene.stroke`, read where the scene holds it (a copy of it is ~150 bytes).
    func fillDirectly(_ scene: Scene, in area: Rect, viewport vp: Viewport, pageOrigin o: Point) -> Bool {
        guard let nib = scene.stroke?.outline.nib, nib != .pencil,
              let points = scene.stroke?.points, let color = scene.stroke?.color,
              coverage.begin(area, scale: vp.scale, offset: Point(vp.origin.x + vp.scale * o.x, vp.origin.y + vp.scale * o.y)) else {
            return false
        }
        let clip = vp.toPage(area).offsetBy(Point(-o.x, -o.y))
        if points.count < 2 {
            pieceScratch.removeAll(keepingCapacity: true)
        } else {
            scene.stroke?.pieceIndex.indices(meeting: clip, work: &activeStrokeWork, into: &pieceScratch)
        }
        guard let outline = scene.stroke?.outline else { return false }
        coverage.add(points, pieces: pieceScratch, outline: outline, outlines: strokeOutlines)
        return coverage.paint(color, on: frame)
    }
}
