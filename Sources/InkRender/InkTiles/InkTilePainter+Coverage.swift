import CCairo
import InkDocument
import InkGeometry

extension InkTilePainter {
    /// Paints one stroke over a tile (a commit, `paintOver`) with `coverage`, the filler a
    /// drawing event fills the stroke in progress with, instead of Cairo; false, with nothing
    /// drawn, where Cairo must paint it: a pencil's graphite, or a part of the stroke in the
    /// tile whose box is larger than the filler's rectangles.
    ///
    /// Why: a commit paints the stroke into each tile it crosses, and `cairo_fill` runs its
    /// path, clip, compositor and scan-converter code for it (~130k instructions a tile for a
    /// line of handwriting: with the outline, ~8 % of the instructions of a 100-motion stroke in
    /// the latency bench); the filler is a few short loops over the stroke's rows. Its
    /// pixels are the ones the drawing events showed of the stroke in progress (the same
    /// outline, the same filler, the window's transform shifted by whole pixels), so the ink
    /// does not change at the lift; against Cairo's they differ only in a few antialiased edge
    /// pixels, by a few levels (`CoverageFillTests`).
    static func fill(_ tile: InkTile, _ key: TileKey, stroke: Stroke, pageOrigin o: Point, with coverage: CoverageFill) -> Bool {
        guard stroke.outline.nib != .pencil, let surface = tile.surface, let data = cairo_image_surface_get_data(surface) else { return false }
        let t = Double(TileGrid.side), z = key.zoom
        // Page to tile pixels: the window's transform less a whole number of pixels.
        let scale = z.scale
        let offset = Point(z.phase.x - Double(key.column) * t + scale * o.x, z.phase.y - Double(key.row) * t + scale * o.y)
        let b = stroke.bounds
        let x0 = max(0, ((b.minX * scale + offset.x).rounded(.down) - 1)), y0 = max(0, ((b.minY * scale + offset.y).rounded(.down) - 1))
        let x1 = min(t, ((b.maxX * scale + offset.x).rounded(.up) + 1)), y1 = min(t, ((b.maxY * scale + offset.y).rounded(.up) + 1))
        guard x1 > x0, y1 > y0 else { return true }
        let pixels = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        guard coverage.begin(pixels, scale: scale, offset: offset) else { return false }
        let clip = documentRect(pixels, of: key).offsetBy(Point(-o.x, -o.y))
        coverage.add(stroke.points, pieces: stroke.pieces(meeting: clip), outline: stroke.outline)
        return coverage.paint(stroke.color, on: surface, pixels: UnsafeMutableRawPointer(data), stride: Int(cairo_image_surface_get_stride(surface)),
                              width: TileGrid.side, height: TileGrid.side)
    }
}
