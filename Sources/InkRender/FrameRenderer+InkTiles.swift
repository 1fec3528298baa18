import CCairo
import InkDocument
import InkGeometry
import InkInterface

/// The ink layer from tiles: page backgrounds painted directly (paper, images, PDF rasters),
/// then the committed ink's tiles of the view's zoom copied over them pixel for pixel. A tile
/// not made yet is asked of `inkTiles` and shown meanwhile from an older zoom's tiles, scaled
/// (or not at all: the paper shows), until it comes.
extension FrameRenderer {
    /// The ink as the tiles are painted from, after following `changed` (document units, where
    /// the ink changed): the tiles there are painted anew (those in view) or dropped.
    /// `reset` tells whether every tile was dropped (another document, pages added or removed,
    /// strokes changed with no damage said): all the ink is then to be shown anew.
    func inkSource(_ scene: Scene, changed: Rect) -> (source: InkSource, reset: Bool) {
        inkLooks += 1
        let reset = extents.update(scene.pages, damage: changed)
        if reset { inkTiles.removeAll() }
        let source = InkSource(pages: scene.pages.pages, layout: scene.pages.layout, extents: extents.extents)
        let vp = scene.view.viewport
        inkTiles.show(TileZoom(vp))
        if !changed.isEmpty {
            inkTiles.invalidate(changed, zoom: TileZoom(vp), shown: Set(TileGrid.keys(window: scene.view.canvas, viewport: vp)),
                                from: source, onTop: strokeOnTop(scene, source, changed: changed), coverage: coverage)
        }
        return (source, reset)
    }

    /// The stroke a commit put on top of all the ink in `changed`, if that is the whole change:
    /// one stroke more on one page, the page's last, of the pen's layer, filling the damage,
    /// with no later page's ink there (highlights, and earlier pages' ink, lie under it).
    private func strokeOnTop(_ scene: Scene, _ source: InkSource, changed: Rect) -> (stroke: Stroke, pageOrigin: Point)? {
        guard let i = extents.oneStrokeAdded, scene.pages.pages.indices.contains(i),
              let last = scene.pages.pages[i].strokes.last, InkLayer(last.kind) == .ink else { return nil }
        let o = scene.pages.layout.origin(of: i)
        let bounds = last.bounds.offsetBy(o)
        guard changed.insetBy(-1e-6).covers(bounds), bounds.insetBy(-1e-6).covers(changed),
              source.pages(meeting: changed).allSatisfy({ $0 <= i }) else { return nil }
        return (last, o)
    }

    /// Recomposes the ink layer in a window rectangle: backgrounds, then the tiles.
    func composeInk(_ scene: Scene, _ source: InkSource, in r: Rect) {
        let cr = ink.context, vp = scene.view.viewport
        paintBackgrounds(scene, in: r, on: cr)
        let keys = TileGrid.keys(window: r, viewport: vp)
        inkTiles.request(keys, from: source, urgent: true)
        cairo_save(cr)
        clip(cr, to: r)
        for key in keys {
            let at = TileGrid.windowRect(of: key, viewport: vp)
            if let tile = inkTiles.tile(key) {
                // The highlights with multiply (a marker darkens what is under it), by hand
                // where the tile lies on whole pixels (Cairo's multiply is ~50 times slower), then the ink.
                if let highlights = tile.highlights,
                   at.x.rounded() != at.x || at.y.rounded() != at.y || !ink.multiply(highlights, at: (Int(at.x), Int(at.y)), within: r.intersection(at)) {
                    cairo_set_operator(cr, CAIRO_OPERATOR_MULTIPLY)
                    paintTile(highlights, at: at, on: cr)
                    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
                }
                if let surface = tile.surface { paintTile(surface, at: at, on: cr) }
            } else {
                paintStandIns(for: key, at: at, viewport: vp, on: cr)
            }
        }
        cairo_restore(cr)
    }

    /// One layer of a tile, pixel for pixel, with the operator set.
    private func paintTile(_ surface: OpaquePointer, at: Rect, on cr: OpaquePointer) {
        cairo_set_source_surface(cr, surface, at.x, at.y)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
        cairo_rectangle(cr, at.x, at.y, at.width, at.height)
        cairo_fill(cr)
    }

    /// Shows the held tiles of an older zoom over a missing tile's window rectangle, scaled.
    private func paintStandIns(for key: TileKey, at: Rect, viewport vp: Viewport, on cr: OpaquePointer) {
        for (old, tile) in inkTiles.standIns(for: key) {
            for (surface, laid) in [(tile.highlights, CAIRO_OPERATOR_MULTIPLY), (tile.surface, CAIRO_OPERATOR_OVER)] {
                guard let surface else { continue }
                paintStandIn(surface, laid: laid, old, at: at, viewport: vp, on: cr)
            }
        }
    }

    /// One layer of an older zoom's tile over a missing tile's window rectangle, scaled.
    private func paintStandIn(_ surface: OpaquePointer, laid: cairo_operator_t, _ old: TileKey, at: Rect, viewport vp: Viewport,
                              on cr: OpaquePointer) {
        let t = Double(TileGrid.side), f = vp.scale / old.zoom.scale
        cairo_save(cr)
        clip(cr, to: at)
        cairo_set_operator(cr, laid)
        // Window = origin + (device pixel of the old zoom − its phase) · f.
        cairo_translate(cr, vp.origin.x - old.zoom.phase.x * f, vp.origin.y - old.zoom.phase.y * f)
        cairo_scale(cr, f, f)
        cairo_set_source_surface(cr, surface, Double(old.column) * t, Double(old.row) * t)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_rectangle(cr, Double(old.column) * t, Double(old.row) * t, t, t)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Asks, with low priority, for the tiles in a ring one tile wide around the view, so that
    /// a scroll finds them made; forgets requests for tiles no longer near the view.
    func prefetchTiles(_ scene: Scene, _ source: InkSource) {
        guard inkTiles.queue != nil else { return }
        let vp = scene.view.viewport
        let around = TileGrid.keys(window: scene.view.canvas.insetBy(-Double(TileGrid.side)), viewport: vp)
        let wanted = Set(around)
        inkTiles.cancel { wanted.contains($0) }
        inkTiles.request(around, from: source, urgent: false)
    }

    /// Paints the desk or paper and the pages' backgrounds in a window rectangle.
    func paintBackgrounds(_ scene: Scene, in r: Rect, on cr: OpaquePointer) {
        let vp = scene.view.viewport, pages = scene.pages
        let clipPage = vp.toPage(r).insetBy(-4)
        let visible = vp.toPage(scene.view.canvas)
        cairo_save(cr)
        clip(cr, to: r)
        setColor(cr, pages.areSheets ? Theme.desk : Theme.paper)
        cairo_paint(cr)
        cairo_translate(cr, vp.origin.x, vp.origin.y)
        cairo_scale(cr, vp.scale, vp.scale)
        for (i, frame) in pages.layout.frames.enumerated() {
            guard let f = frame else {
                // The unbounded canvas has no sheet, but may have images placed on it.
                guard !pages.pages[i].images.isEmpty else { continue }
                let o = pages.layout.origin(of: i)
                cairo_save(cr)
                cairo_translate(cr, o.x, o.y)
                PlacedImagePainter.paint(pages.pages[i], scale: vp.scale, images: images, clip: clipPage.offsetBy(Point(-o.x, -o.y)), on: cr)
                cairo_restore(cr)
                continue
            }
            guard f.intersects(clipPage) else { continue }
            PagePainter.paintBackground(pages.pages[i], frame: f, scale: vp.scale, images: images,
                                        pdfPages: pdfPages, visible: visible, on: cr)
        }
        cairo_restore(cr)
    }
}
