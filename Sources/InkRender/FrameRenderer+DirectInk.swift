import CCairo
import InkGeometry
import InkInterface

extension FrameRenderer {
    /// Fills the stroke in progress inside the window rectangle `area` (screen pixels) straight
    /// into the frame's pixels (`CoverageFill`), as a drawing event does; false, with nothing
    /// drawn, where Cairo must fill it (a pencil's graphite, an area too large, not whole pixels
    /// or not inside the frame). `pageOrigin` is the stroke's page's origin in the document.
    func fillDirectly(_ stroke: Scene.StrokeInProgress, in area: Rect, viewport vp: Viewport, pageOrigin o: Point) -> Bool {
        let surface = frame.surface
        // The pixels are written directly: nothing outside the frame's memory, whatever the area.
        guard area.minX >= 0, area.minY >= 0, area.maxX <= Double(frame.width), area.maxY <= Double(frame.height),
              stroke.outline.nib != .pencil, cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24,
              coverage.begin(area, scale: vp.scale, offset: Point(vp.origin.x + vp.scale * o.x, vp.origin.y + vp.scale * o.y)) else {
            return false
        }
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else { return false }
        let clip = vp.toPage(area).offsetBy(Point(-o.x, -o.y))
        let pieces = stroke.points.count < 2 ? [] : stroke.pieces(meeting: clip, work: &activeStrokeWork)
        coverage.add(stroke.points, pieces: pieces, outline: stroke.outline, outlines: strokeOutlines)
        coverage.paint(stroke.color, on: pixels, stride: Int(cairo_image_surface_get_stride(surface)))
        cairo_surface_mark_dirty_rectangle(surface, Int32(area.x), Int32(area.y), Int32(area.width), Int32(area.height))
        return true
    }
}

extension CoverageFill {
    /// Adds the outline of a stroke's pieces `pieces` (piece `i` joins points `i` and `i + 1`):
    /// a chisel's pieces meet edge to edge, so they are one group (their coverages add); a round
    /// nib's runs meet with the same round end, so each is a group of its own.
    func add<P: RandomAccessCollection>(_ points: P, pieces: [Int], outline: OutlineOptions, outlines: PieceOutlineCache? = nil)
    where P.Element == StrokePoint, P.Index == Int {
        let separate = outline.nib != .chisel
        InkPainter.forEachPolygon(points, pieces: pieces, outline: outline, outlines: outlines) {
            add($0)
            if separate { endGroup() }
        }
    }
}
