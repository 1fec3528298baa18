/// A long finished stroke repainted in a small area (the eraser nearby, an undo, another stroke
/// committed over it) gets the pixels that walking every one of its pieces gives.
import Foundation
import Testing
import CCairo
import InkDocument
import InkGeometry
import InkRender

@Suite struct FinishedStrokeIndexTests {
    @Test(arguments: [InkColor(rgb: 0x1d1d22), InkColor(rgb: 0x1f5fd6, alpha: 0.38)])
    func aSmallRepaintOfALongStrokeMatchesWalkingEveryPiece(_ color: InkColor) throws {
        let points = (0..<2000).map { i -> StrokePoint in
            let t = Double(i) / 15
            return StrokePoint(Point(150 + 110 * cos(t) + Double(i % 9), 150 + 100 * sin(1.7 * t)), pressure: 0.5 + 0.4 * sin(Double(i) / 30))
        }
        let stroke = Stroke(id: StrokeID(1), points: points, color: color, outline: OutlineOptions(width: 8))
        try #require(stroke.pieceIndex.isIndexed)
        let indexed = try #require(ImageSurface(width: 300, height: 300))
        let walked = try #require(ImageSurface(width: 300, height: 300))
        for (n, clip) in [Rect(x: 140, y: 140, width: 13, height: 9), Rect(x: 37, y: 120, width: 31, height: 40),
                          Rect(x: 200, y: 48, width: 6, height: 60), Rect(x: 0, y: 0, width: 300, height: 300)].enumerated() {
            for (surface, useIndex) in [(indexed, true), (walked, false)] {
                let cr = surface.context
                cairo_save(cr)
                cairo_set_source_rgb(cr, 1, 1, 1)
                cairo_paint(cr)
                cairo_rectangle(cr, clip.x, clip.y, clip.width, clip.height)
                cairo_clip(cr)
                if useIndex {
                    InkPainter.paint(stroke, on: cr, within: clip)
                } else {
                    InkPainter.paint(Array(stroke.points), color: color, outline: stroke.outline, on: cr, within: clip)
                }
                cairo_restore(cr)
            }
            var differing = 0
            for y in 0..<300 { for x in 0..<300 where indexed.pixel(x: x, y: y) != walked.pixel(x: x, y: y) { differing += 1 } }
            #expect(differing == 0, "clip \(n): \(differing) pixels differ")
        }
    }
}
