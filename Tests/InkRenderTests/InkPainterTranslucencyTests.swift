/// InkPainter with translucent ink: the pieces of a stroke overlap at every joint (and where
/// the stroke crosses itself), yet the non-zero fill paints their union once, so the alpha is
/// even along the whole stroke.
import Testing
import CCairo
import InkDocument
import InkGeometry
import InkRender

@Suite struct InkPainterTranslucencyTests {
    let blue = InkColor(rgb: 0x1f5fd6, alpha: 0.5)

    func paint(_ points: [Point], width: Double = 12) -> ImageSurface {
        let surface = ImageSurface(width: 120, height: 120)!
        let cr = surface.context
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        InkPainter.paint(points.map { StrokePoint($0) }, color: blue, outline: OutlineOptions(width: width),
                         on: cr, within: Rect(x: 0, y: 0, width: 120, height: 120))
        return surface
    }

    /// Half the ink over white paper.
    var expected: UInt32 { rgb(((0x1f / 255.0 + 1) / 2, (0x5f / 255.0 + 1) / 2, (0xd6 / 255.0 + 1) / 2)) }

    @Test func jointsAreAsLightAsThePiecesBetweenThem() {
        let s = paint([Point(10, 30), Point(50, 30), Point(50, 80), Point(90, 80)])
        let mid = s.pixel(x: 30, y: 30)
        #expect(channelDistance(mid, expected) <= 2)
        for (x, y) in [(50, 30), (50, 80), (49, 31), (50, 55), (70, 80)] {
            #expect(channelDistance(s.pixel(x: x, y: y), mid) <= 2, "pixel \(x),\(y)")
        }
        #expect(s.pixel(x: 30, y: 60) == 0xffffff)
    }

    @Test func manyShortPiecesStayEven() {
        // Dense samples: every pixel is covered by several pieces.
        let points = stride(from: 10.0, through: 110, by: 1.5).map { Point($0, 60 + 10 * ((($0 - 10) / 25).rounded(.down).truncatingRemainder(dividingBy: 2))) }
        let s = paint(points, width: 10)
        #expect(channelDistance(s.pixel(x: 20, y: 60), expected) <= 2)
        #expect(channelDistance(s.pixel(x: 45, y: 70), expected) <= 2)
        #expect(channelDistance(s.pixel(x: 35, y: 65), expected) <= 2) // at a step
    }

    @Test func aStrokeCrossingItselfIsPaintedOnceThere() {
        // Right, up, left, then down through the first piece at (50, 50).
        let s = paint([Point(10, 50), Point(90, 50), Point(90, 20), Point(50, 20), Point(50, 100)])
        let crossing = s.pixel(x: 50, y: 50)
        let mid = s.pixel(x: 30, y: 50)
        #expect(channelDistance(mid, expected) <= 2)
        #expect(channelDistance(crossing, mid) <= 2)
    }
}
