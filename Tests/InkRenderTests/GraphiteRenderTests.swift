/// The pencil's graphite as Cairo paints it (on screen and in exports, `InkPainter.paint(page)`):
/// the same stroke always gives the same pixels, also when repainted in part; a heavy stroke is
/// darker than a light one; strokes laid over each other build up darker, while one stroke
/// going back over itself does not; and the paper's grain shows through.
import Testing
import CCairo
import InkDocument
import InkGeometry
import InkRender

@Suite struct GraphiteRenderTests {
    static let graphite = InkColor(rgb: 0x3c3c42)

    static func stroke(_ id: UInt64, y: Double, pressure: Double, tilt: Double = 0, back: Bool = false) -> Stroke {
        var xs = Array(stride(from: 20.0, through: 280, by: 0.5))
        if back { xs += xs.reversed().dropFirst() }
        return Stroke(id: StrokeID(id), points: xs.map { StrokePoint(Point($0, y), pressure: pressure, tilt: tilt) },
                      color: graphite, outline: OutlineOptions(width: 4, thinning: 0.25, minimumWidth: 0.5, nib: .pencil))
    }

    /// The page painted on white within `clip` (the whole 300x120 image when nil): its pixels, 0xRRGGBB.
    static func render(_ strokes: [Stroke], clip: Rect? = nil) -> [UInt32] {
        let w = 300, h = 120
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(w), Int32(h)) else { return [] }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return [] }
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        let area = clip ?? Rect(x: 0, y: 0, width: Double(w), height: Double(h))
        cairo_rectangle(cr, area.x, area.y, area.width, area.height)
        cairo_clip(cr)
        InkPainter.paint(Page(strokes: strokes), on: cr, within: area)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return [] }
        return (0..<(w * h)).map { i in
            let o = (i / w) * stride + (i % w) * 4
            return UInt32(data[o + 2]) << 16 | UInt32(data[o + 1]) << 8 | UInt32(data[o])
        }
    }

    /// Mean darkness (255 - green) along row y from x 60 to 240.
    static func darkness(_ pixels: [UInt32], y: Int) -> Double {
        let values = (60...240).map { Double(255 - Int((pixels[y * 300 + $0] >> 8) & 0xff)) }
        return values.reduce(0, +) / Double(values.count)
    }

    @Test func theSameStrokeAlwaysGivesTheSamePixelsAlsoRepaintedInPart() {
        let strokes = [Self.stroke(1, y: 40, pressure: 0.7), Self.stroke(2, y: 80, pressure: 0.4, tilt: 50)]
        let whole = Self.render(strokes)
        #expect(whole == Self.render(strokes))
        let clip = Rect(x: 97, y: 30, width: 61, height: 70)
        let part = Self.render(strokes, clip: clip)
        for y in 30..<100 { for x in 97..<158 { #expect(part[y * 300 + x] == whole[y * 300 + x], "at \(x),\(y)") } }
    }

    @Test func aHeavyStrokeIsDarkerThanALightOne() {
        let light = Self.darkness(Self.render([Self.stroke(1, y: 60, pressure: 0.15)]), y: 60)
        let heavy = Self.darkness(Self.render([Self.stroke(1, y: 60, pressure: 1)]), y: 60)
        #expect(light > 3)
        #expect(heavy > 2 * light, "heavy \(heavy), light \(light)")
    }

    @Test func strokesOverEachOtherBuildUpButOneStrokeOverItselfDoesNot() {
        let once = Self.darkness(Self.render([Self.stroke(1, y: 60, pressure: 0.5)]), y: 60)
        let twice = Self.darkness(Self.render([Self.stroke(1, y: 60, pressure: 0.5), Self.stroke(2, y: 60, pressure: 0.5)]), y: 60)
        let overItself = Self.darkness(Self.render([Self.stroke(1, y: 60, pressure: 0.5, back: true)]), y: 60)
        #expect(twice > once * 1.3, "two strokes \(twice), one \(once)")
        #expect(abs(overItself - once) < 0.5, "back over itself \(overItself), once \(once)")
    }

    @Test func theGrainShowsThroughAndTiltWidensAndLightens() {
        let pixels = Self.render([Self.stroke(1, y: 40, pressure: 1), Self.stroke(2, y: 90, pressure: 1, tilt: 60)])
        let core = (60...240).map { Int((pixels[40 * 300 + $0] >> 8) & 0xff) }
        #expect((core.max() ?? 0) - (core.min() ?? 0) > 30, "an uneven core: \(core.min() ?? 0)...\(core.max() ?? 0)")
        func band(_ y0: Int, _ y1: Int) -> Int { (y0...y1).filter { (pixels[$0 * 300 + 150] & 0xffffff) != 0xffffff }.count }
        #expect(band(75, 105) >= 3 * band(30, 50) - 2, "tilted \(band(75, 105)) px, upright \(band(30, 50)) px")
        #expect(Self.darkness(pixels, y: 90) < Self.darkness(pixels, y: 40) * 0.6)
    }
}
