import CCairo
import InkDocument
import InkGeometry

/// Paints committed ink into tiles: all highlights into the tile's highlights, all the pen's ink
/// into its ink, of every page whose ink reaches the tile, with the same transform the window uses shifted by whole pixels, so a
/// tile holds exactly the pixels drawing straight into the window would give (see
/// `FrameRenderer`). Each stroke's full path goes in, clipped to the tile: no seams. Safe on
/// any thread (each tile its own surface).
enum InkTilePainter {
    /// Paints a whole tile; returns it (nil when out of memory) and adds the strokes painted to `strokes`.
    static func tile(_ key: TileKey, from source: InkSource, strokes: inout Int) -> InkTile? {
        let tile = InkTile()
        let pixels = Rect(x: 0, y: 0, width: Double(TileGrid.side), height: Double(TileGrid.side))
        // A tile no ink reaches holds no pixels (each layer's are made at its first stroke).
        guard paint(key, pixels: pixels, from: source, pages: source.pages(meeting: TileGrid.documentRect(of: key)), into: tile, strokes: &strokes) else { return nil }
        return tile
    }

    /// Paints the ink of a tile anew within `pixels` (the tile's own pixels, whole): cleared,
    /// then every stroke meeting it. Adds the strokes painted to `strokes`.
    static func repaint(_ tile: InkTile, _ key: TileKey, pixels: Rect, from source: InkSource, strokes: inout Int) {
        let area = documentRect(pixels, of: key)
        _ = paint(key, pixels: pixels, from: source, pages: source.pages(meeting: area), into: tile, strokes: &strokes)
    }

    /// Paints one stroke over what a tile holds (a stroke put on top of all the ink there):
    /// with `coverage` where it can (`fill(_:_:stroke:pageOrigin:with:)`), else with Cairo.
    static func paintOver(_ tile: InkTile, _ key: TileKey, stroke: Stroke, pageOrigin o: Point, strokes: inout Int,
                          coverage: CoverageFill? = nil) {
        guard let cr = tile.drawingContext() else { return }
        if let coverage, fill(tile, key, stroke: stroke, pageOrigin: o, with: coverage) {
            strokes += 1
            return
        }
        let t = Double(TileGrid.side), z = key.zoom
        let area = documentRect(Rect(x: 0, y: 0, width: t, height: t), of: key)
        cairo_save(cr)
        clip(cr, to: Rect(x: 0, y: 0, width: t, height: t))
        cairo_translate(cr, z.phase.x - Double(key.column) * t, z.phase.y - Double(key.row) * t)
        cairo_scale(cr, z.scale, z.scale)
        cairo_translate(cr, o.x, o.y)
        InkPainter.paint(stroke, on: cr, within: area.offsetBy(Point(-o.x, -o.y)))
        strokes += 1
        cairo_restore(cr)
    }

    /// The document area under some of a tile's pixels.
    static func documentRect(_ pixels: Rect, of key: TileKey) -> Rect {
        let t = Double(TileGrid.side), s = key.zoom.scale
        return Rect(x: (Double(key.column) * t + pixels.x - key.zoom.phase.x) / s, y: (Double(key.row) * t + pixels.y - key.zoom.phase.y) / s,
                    width: pixels.width / s, height: pixels.height / s)
    }

    private static func relative(_ r: Rect, _ source: InkSource, _ page: Int) -> Rect {
        let o = source.layout.origin(of: page)
        return r.offsetBy(Point(-o.x, -o.y))
    }

    /// Clears `pixels` of each layer the tile holds, then paints every stroke meeting them into
    /// its layer's pixels (made at the layer's first stroke), each over the last (the layer of
    /// highlights is laid with multiply when shown, as `InkPainter.layingHighlights` lays it).
    /// False when out of memory.
    private static func paint(_ key: TileKey, pixels: Rect, from source: InkSource, pages: [Int], into tile: InkTile,
                              strokes: inout Int) -> Bool {
        let t = Double(TileGrid.side), z = key.zoom
        let area = documentRect(pixels, of: key)
        for layer in [InkLayer.highlights, .ink] {
            var begun: OpaquePointer?
            // The window's transform (origin, scale) less a whole number of pixels.
            func begin(_ cr: OpaquePointer) {
                cairo_save(cr)
                clip(cr, to: pixels)
                cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
                cairo_paint(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
                cairo_translate(cr, z.phase.x - Double(key.column) * t, z.phase.y - Double(key.row) * t)
                cairo_scale(cr, z.scale, z.scale)
                begun = cr
            }
            if let cr = tile.existingContext(layer) { begin(cr) }
            for i in pages {
                let o = source.layout.origin(of: i), page = source.pages[i]
                let within = area.offsetBy(Point(-o.x, -o.y))
                var onPage: OpaquePointer?
                for s in page.strokes(meeting: within) where InkLayer(page.strokes[s].kind) == layer {
                    if begun == nil {
                        guard let cr = tile.drawingContext(layer) else { return false }
                        begin(cr)
                    }
                    if onPage == nil, let cr = begun {
                        cairo_save(cr)
                        cairo_translate(cr, o.x, o.y)
                        onPage = cr
                    }
                    guard let cr = onPage else { continue }
                    InkPainter.paint(page.strokes[s], on: cr, within: within)
                    strokes += 1
                }
                if let onPage { cairo_restore(onPage) }
            }
            if let begun { cairo_restore(begun) }
        }
        return true
    }
}
