/// `CoverageFill`'s pixels held exactly: random polygons (inside, across and beyond each border
/// of the rectangle, in one group or several, opaque and translucent) filled into a frame, and
/// the frame's bytes hashed. The hash was recorded from the filler that scanned every cell of
/// each row; a change to how the filler works (which cells it visits, in what order it adds)
/// must leave every pixel as it was, or the ink of a stroke in progress would change.
import Foundation
import Testing
import CCairo
import InkDocument
import InkGeometry
import InkTestSupport
@testable import InkRender

@Suite struct CoverageFillGoldenTests {
    /// FNV-1a over every byte of the surface's pixels.
    func hash(_ s: ImageSurface, into h: inout UInt64) {
        for y in 0..<s.height {
            for x in 0..<s.width {
                var p = s.pixel(x: x, y: y)
                for _ in 0..<4 {
                    h = (h ^ UInt64(p & 0xff)) &* 0x100_0000_01b3
                    p >>= 8
                }
            }
        }
    }

    /// A polygon of `n` points around `c` (radii varying, so it may cross itself).
    func polygon(_ random: inout SeededRandom, around c: Point, n: Int, radius: Double) -> [Point] {
        (0..<n).map { i in
            let t = Double(i) / Double(n) * 2 * .pi + random.unit() * 0.5
            let r = radius * (0.3 + random.unit())
            return Point(c.x + r * cos(t), c.y + r * sin(t))
        }
    }

    @Test func randomFillsGiveTheRecordedPixels() throws {
        var random = SeededRandom(seed: 0x1c0_ff11)
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        let fill = CoverageFill()
        for round in 0..<300 {
            let surface = try #require(ImageSurface(width: 80, height: 80))
            cairoPaintWhite(surface)
            let w = Double(1 + random.index(below: 60)), ht = Double(1 + random.index(below: 60))
            let r = Rect(x: Double(random.index(below: Int(80 - w) + 1)), y: Double(random.index(below: Int(80 - ht) + 1)), width: w, height: ht)
            let scale = [1, 1.25, 2, 0.5][round % 4]
            let offset = Point(random.unit() * 7 - 3, random.unit() * 7 - 3)
            #expect(fill.begin(r, scale: scale, offset: offset))
            let groups = 1 + random.index(below: 3)
            for _ in 0..<groups {
                for _ in 0..<(1 + random.index(below: 3)) {
                    // Centres inside, near and beyond the rectangle; some polygons covering it all.
                    let c = Point(((r.x - 20 + random.unit() * (r.width + 40)) - offset.x) / scale,
                                  ((r.y - 20 + random.unit() * (r.height + 40)) - offset.y) / scale)
                    let radius = (random.index(below: 5) == 0 ? 200 : 2 + random.unit() * 30) / scale
                    fill.add(polygon(&random, around: c, n: 3 + random.index(below: 20), radius: radius))
                }
                fill.endGroup()
            }
            let color = InkColor(red: random.unit(), green: random.unit(), blue: random.unit(), alpha: round % 3 == 0 ? 0.5 : 1)
            #expect(fill.paint(color, on: surface))
            hash(surface, into: &h)
        }
        #expect(h == 0x82cb_1c2e_29ce_42a5, "the pixels' hash: \(String(h, radix: 16))")
    }

    func cairoPaintWhite(_ s: ImageSurface) {
        cairo_set_source_rgb(s.context, 1, 1, 1)
        cairo_paint(s.context)
    }
}
