import CCairo
import InkDocument
import InkGeometry
import InkInterface

/// Fills stroke outlines with Cairo. All pieces of a stroke go into one path filled with the
/// non-zero rule, so overlapping pieces are painted once (the pencil's are painted by
/// `GraphitePainter`, each piece as dark as its pressure).
///
/// Only the pieces whose bounds meet the clip go into the path. A stroke in progress and a long
/// finished stroke find them through their piece index; the path, and so every pixel, is the
/// same as walking all the pieces gives.
public enum InkPainter {
    /// Paints the pieces of a centre line whose bounds meet `clip` (page coordinates), walking them all.
    public static func paint(_ points: [StrokePoint], color: InkColor, outline: OutlineOptions,
                             on cr: OpaquePointer, within clip: Rect) {
        let pieces = points.count < 2 ? [] : (1..<points.count).filter { i in
            outlinePieceBounds(points[i - 1], points[i], options: outline).intersects(clip)
        }.map { $0 - 1 }
        fill(points, pieces: pieces, color: color, outline: outline, on: cr)
    }

    /// Paints the part of a stroke in progress that meets `clip`; adds the index's work to `work`.
    /// With `outlines`, the pieces' polygons are kept there from one event to the next.
    public static func paint(_ stroke: Scene.StrokeInProgress, on cr: OpaquePointer, within clip: Rect, work: inout Int) {
        paint(stroke, on: cr, within: clip, work: &work, outlines: nil)
    }

    static func paint(_ stroke: Scene.StrokeInProgress, on cr: OpaquePointer, within clip: Rect, work: inout Int,
                      outlines: PieceOutlineCache?) {
        let pieces = stroke.points.count < 2 ? [] : stroke.pieces(meeting: clip, work: &work)
        fill(stroke.points, pieces: pieces, color: stroke.color, outline: stroke.outline, on: cr, outlines: outlines)
    }

    /// Paints a finished stroke.
    public static func paint(_ stroke: Stroke, on cr: OpaquePointer, within clip: Rect) {
        guard stroke.bounds.intersects(clip) else { return }
        fill(stroke.points, pieces: stroke.pieces(meeting: clip), color: stroke.color, outline: stroke.outline, on: cr)
    }

    /// Paints every stroke of a page that meets `clip`: the highlights, then the pen's ink, each
    /// bottom to top, so a highlight lies under the ink whenever either was drawn.
    public static func paint(_ page: Page, on cr: OpaquePointer, within clip: Rect) {
        paint(page, layer: .highlights, on: cr, within: clip)
        paint(page, layer: .ink, on: cr, within: clip)
    }

    /// Paints the strokes of one layer of a page that meet `clip`, bottom to top: the page's
    /// spatial index finds them, so a repaint costs the ink near it, not the whole page.
    /// Highlights are laid as one layer with multiply (`layingHighlights`).
    public static func paint(_ page: Page, layer: InkLayer, on cr: OpaquePointer, within clip: Rect) {
        guard layer == .highlights else { return paintStrokes(page, layer: layer, on: cr, within: clip) }
        guard hasStrokes(page, layer: .highlights, meeting: clip) else { return }
        layingHighlights(on: cr) { paintStrokes(page, layer: .highlights, on: cr, within: clip) }
    }

    /// Paints the strokes of one layer of a page that meet `clip`, each over the last.
    static func paintStrokes(_ page: Page, layer: InkLayer, on cr: OpaquePointer, within clip: Rect) {
        for i in page.strokes(meeting: clip) {
            let stroke = page.strokes[i]
            if InkLayer(stroke.kind) == layer { paint(stroke, on: cr, within: clip) }
        }
    }

    /// Whether a stroke of `layer` meets `clip` on the page.
    static func hasStrokes(_ page: Page, layer: InkLayer, meeting clip: Rect) -> Bool {
        page.strokes(meeting: clip).contains { InkLayer(page.strokes[$0].kind) == layer }
    }

    /// Lays highlights as a marker does: `paint` draws them, each over the last, into a layer
    /// of their own (a Cairo group, a transparency group with a multiply blend in a PDF), which
    /// is then laid on what `cr` holds with multiply, so black text and a dark picture under
    /// them stay as dark and white paper takes the ink's colour as laying it over would.
    /// (The window's tiles do the same: `InkTilePainter`, `ImageSurface.multiply`.)
    public static func layingHighlights(on cr: OpaquePointer, _ paint: () -> Void) {
        cairo_push_group(cr)
        paint()
        cairo_pop_group_to_source(cr)
        let laid = cairo_get_operator(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_MULTIPLY)
        cairo_paint(cr)
        cairo_set_operator(cr, laid)
    }

    /// Fills the outline pieces `pieces` (piece `i` joins points `i` and `i + 1`, ascending) as
    /// one path; a single point is its footprint whatever the clip. `points` is a stroke in
    /// progress's array or a finished stroke's packed points.
    private static func fill<P: RandomAccessCollection>(_ points: P, pieces: [Int], color: InkColor, outline: OutlineOptions,
                                                        on cr: OpaquePointer, outlines: PieceOutlineCache? = nil)
    where P.Element == StrokePoint, P.Index == Int {
        guard !points.isEmpty else { return }
        if outline.nib == .pencil { return GraphitePainter.fill(points, pieces: pieces, color: color, outline: outline, on: cr) }
        cairo_new_path(cr)
        let device = DevicePath(cr)
        addOutline(points, pieces: pieces, outline: outline, to: device, outlines: outlines)
        device.end()
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_fill(cr)
    }

    /// Adds the outline of pieces `pieces` to the current path (see `forEachPolygon`).
    static func addOutline<P: RandomAccessCollection>(_ points: P, pieces: [Int], outline: OutlineOptions,
                                                      to path: DevicePath, outlines: PieceOutlineCache? = nil)
    where P.Element == StrokePoint, P.Index == Int {
        var scratch = OutlineRuns.Scratch()
        forEachPolygon(points, pieces: pieces, outline: outline, outlines: outlines, scratch: &scratch) { path.add($0) }
    }

    /// The outline of pieces `pieces`, polygon by polygon (their union, non-zero rule): a round
    /// nib's consecutive pieces as one polygon (`OutlineRuns`: the same union, a fraction of the
    /// edges for the scan converter, made in `scratch`, a caller's buffers), a chisel's piece by
    /// piece.
    static func forEachPolygon<P: RandomAccessCollection>(_ points: P, pieces: [Int], outline: OutlineOptions,
                                                          outlines: PieceOutlineCache?, scratch: inout OutlineRuns.Scratch,
                                                          _ body: ([Point]) -> Void)
    where P.Element == StrokePoint, P.Index == Int {
        guard let first = points.first else { return }
        if points.count == 1 {
            body(outlinePiece(first, first, options: outline))
        } else if outline.nib != .chisel {
            OutlineRuns.forEachPolygon(points, pieces: pieces, options: outline, scratch: &scratch, body)
        } else if let outlines {
            outlines.use(outline)
            for i in pieces { body(outlines.polygon(i, points[i], points[i + 1])) }
        } else {
            for i in pieces { body(outlinePiece(points[i], points[i + 1], options: outline)) }
        }
    }
}
