import CCairo
import InkDocument
import InkGeometry
import InkInterface

/// The pages and their ink painted straight into a window rectangle, without the tiles: what a
/// highlight in progress is drawn with (it lies under the ink, so its area is painted anew on
/// each event, in one layer with the committed highlights there).
extension FrameRenderer {
    /// Paints the pages and their strokes directly (no tiles) in a window rectangle. All
    /// backgrounds go first, then all highlights (with `highlight`, a highlighter stroke in
    /// progress), then all the pen's ink, so ink running into a margin or onto the next page is
    /// never covered (G4) and a highlight always lies under the ink.
    func paintInk(_ scene: Scene, in r: Rect, on cr: OpaquePointer, highlight: Scene.StrokeInProgress? = nil) {
        let vp = scene.view.viewport, pages = scene.pages
        let clipPage = vp.toPage(r)
        paintBackgrounds(scene, in: r, on: cr)
        cairo_save(cr)
        clip(cr, to: r)
        cairo_translate(cr, vp.origin.x, vp.origin.y)
        cairo_scale(cr, vp.scale, vp.scale)
        let source = inkSource(scene, changed: .empty).source
        // Only the pages whose ink reaches the rectangle, whatever the page count.
        let inked = Set(source.pages(meeting: clipPage) + (highlight.map { [$0.page] } ?? [])).sorted()
        for layer in [InkLayer.highlights, .ink] {
            for i in inked where pages.pages.indices.contains(i) {
                let page = pages.pages[i]
                let o = pages.layout.origin(of: i)
                cairo_save(cr)
                cairo_translate(cr, o.x, o.y)
                let within = clipPage.offsetBy(Point(-o.x, -o.y))
                if layer == .highlights, let highlight, highlight.page == i {
                    // In one layer with the committed highlights, laid as they are.
                    InkPainter.layingHighlights(on: cr) {
                        InkPainter.paintStrokes(page, layer: .highlights, on: cr, within: within)
                        InkPainter.paint(highlight, on: cr, within: within, work: &activeStrokeWork, outlines: strokeOutlines)
                    }
                } else {
                    InkPainter.paint(page, layer: layer, on: cr, within: within)
                }
                cairo_restore(cr)
            }
        }
        cairo_restore(cr)
    }
}
