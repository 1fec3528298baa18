/// The editor lays out interface text with the measure of the scale it is drawn at: Pango hints
/// a font's metrics to whole screen pixels, so a text is a pixel or two wider or narrower a line
/// at 2x than at 1x (in interface pixels), and a notice measured at 1x and drawn at 2x wrapped to
/// three lines in a box made for four (seen at 192 dpi).
import Testing
import CCairo
import InkGeometry
import InkInterface
@testable import InkRender

@Suite struct MeasureAtScaleTests {
    static let texts = [
        "Not opened: cannot read /tmp/shot/broken.inkstone: this file is not an Inkstone document (it does not begin with \"INKSTONE\")",
        "Your preferences could not be read, so Inkstone uses the defaults. The broken file is kept as preferences.json.broken-2026-12-04.",
        "Writing with your left hand? The controls are on the right now. Choose in Preferences (Ctrl+,).",
        "Inkstone ended before an untitled document was saved (12 strokes, 1 text box, 2 placed images).",
    ]

    /// A context drawing at `scale` (the interface scale over an image surface, as the renderer's).
    static func withContext<R>(scale: Double, _ body: (OpaquePointer) -> R) -> R {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 8, 8)
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        cairo_scale(cr, scale, scale)
        return body(cr)
    }

    @Test(arguments: [1.0, 1.5, 2.0, 3.0])
    func theMeasuredWidthIsTheDrawnWidth(scale: Double) {
        let measure = PangoTextMeasure(scale: scale)
        Self.withContext(scale: scale) { cr in
            for text in Self.texts + ["Pen · Black · 6 px", "Recover", "Don't Save", "100 %"] {
                for (size, bold) in [(12.5, false), (13, true), (15, true)] {
                    let drawn = TextPainter.width(text, size: size, bold: bold, on: cr)
                    let measured = measure.width(text, TextStyle(size: size, bold: bold))
                    #expect(abs(drawn - measured) < 0.001, "\(text.prefix(20)) at \(size) pt, scale \(scale): drawn \(drawn), measured \(measured)")
                }
            }
            #expect(PangoTextMeasure.of(cr).scale == scale)
        }
    }

    /// A notice's box (`Notice.frame`) has as many lines as its text is drawn in.
    @Test(arguments: [1.0, 2.0])
    func aNoticeIsDrawnInTheLinesItsBoxWasMadeFor(scale: Double) {
        let measure = PangoTextMeasure(scale: scale)
        Self.withContext(scale: scale) { cr in
            for canvasWidth in stride(from: 300.0, through: 900, by: 40) {
                for text in Self.texts {
                    let canvas = Rect(x: 0, y: 40, width: canvasWidth, height: 600)
                    let frame = Notice.frame(canvas: canvas, text: text, measure: measure)
                    let boxLines = frame.height == 36 ? 1 : Int(((frame.height - 24) / 17).rounded())
                    let drawnLines = TextLayouts.shared.withLayout(TextLayoutKey(text: text, size: 12.5, bold: false,
                                                                                 fit: .wrapped(width: frame.width - 24, lines: 1000)), on: cr) {
                        TextLayoutMetrics($0).lineCount
                    }
                    #expect(boxLines == drawnLines, "\(text.prefix(20)) in \(canvasWidth) at scale \(scale): a box for \(boxLines), drawn in \(drawnLines)")
                }
            }
        }
    }
}
