/// Highlights lie under the pen's ink whichever was drawn first, on screen (committed and in
/// progress) and in exports (`InkPainter.paint(page)`), and one highlighter stroke crossing
/// itself, in progress or committed, has one even colour.
import Testing
import CCairo
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkRender

@Suite struct HighlightLayerTests {
    var black: UInt32 { rgb((0x1d / 255.0, 0x1d / 255.0, 0x22 / 255.0)) }

    func vertical(_ h: RenderHarness, x: Double) {
        h.press(Point(x, 200))
        for y in stride(from: 210.0, through: 400, by: 10) { h.drag(Point(x, y)) }
        h.release(Point(x, 400))
    }

    func isYellowish(_ p: UInt32) -> Bool {
        let r = (p >> 16) & 0xff, g = (p >> 8) & 0xff, b = p & 0xff
        return r > 230 && g > 210 && b < 200
    }

    @Test func aHighlightDrawnOverInkLiesUnderIt() {
        let h = RenderHarness()
        vertical(h, x: 300)                                     // the pen first
        h.key(KeyChord(.character("h")))
        h.press(Point(150, 300))
        for x in stride(from: 160.0, through: 450, by: 10) { h.drag(Point(x, 300)) }
        #expect(h.pixel(300, 300) == black, "in progress: the ink stays on top")
        #expect(isYellowish(h.pixel(200, 300)), "\(String(h.pixel(200, 300), radix: 16))")
        h.release(Point(450, 300))
        #expect(h.pixel(300, 300) == black, "committed: the ink stays on top")
        #expect(isYellowish(h.pixel(200, 300)))
    }

    @Test func inkDrawnOverAHighlightLiesOverIt() {
        let h = RenderHarness()
        h.key(KeyChord(.character("h")))
        h.line(y: 300, from: 150, to: 450)
        h.key(KeyChord(.character("p")))
        vertical(h, x: 300)
        #expect(h.pixel(300, 300) == black)
        #expect(isYellowish(h.pixel(200, 300)))
    }

    @Test func aHighlightCrossingItselfIsEvenInProgressAndCommitted() {
        let h = RenderHarness()
        h.key(KeyChord(.character("h")))
        // Right, up, left, then down through the first part at (300, 300).
        let path = [Point(150, 300), Point(450, 300), Point(450, 200), Point(300, 200), Point(300, 450)]
        h.press(path[0])
        for (a, b) in zip(path, path.dropFirst()) {
            for t in stride(from: 0.1, through: 1.0, by: 0.1) { h.drag(Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)) }
        }
        #expect(channelDistance(h.pixel(300, 300), h.pixel(200, 300)) <= 2, "in progress")
        #expect(isYellowish(h.pixel(200, 300)))
        h.release(path[path.count - 1])
        #expect(channelDistance(h.pixel(300, 300), h.pixel(200, 300)) <= 2, "committed")
    }

    @Test func anExportedPagePaintsHighlightsUnderInk() {
        let ink = Stroke(id: StrokeID(1), points: [StrokePoint(Point(60, 10)), StrokePoint(Point(60, 110))],
                         color: InkColor(rgb: 0x1d1d22), outline: OutlineOptions(width: 6, thinning: 0))
        let highlight = Stroke(id: StrokeID(2), points: [StrokePoint(Point(10, 60)), StrokePoint(Point(110, 60))],
                               color: InkColor(rgb: 0xffe11a, alpha: 0.4), outline: OutlineOptions(width: 20, thinning: 0))
        for strokes in [[ink, highlight], [highlight, ink]] {
            let surface = ImageSurface(width: 120, height: 120)!
            cairo_set_source_rgb(surface.context, 1, 1, 1)
            cairo_paint(surface.context)
            InkPainter.paint(Page(strokes: strokes), on: surface.context, within: Rect(x: 0, y: 0, width: 120, height: 120))
            #expect(surface.pixel(x: 60, y: 60) == black, "order \(strokes.map(\.id.raw))")
            #expect(isYellowish(surface.pixel(x: 30, y: 60)))
        }
    }
}
