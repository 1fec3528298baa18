/// outlineBounds and outlinePieceBounds: the union of every footprint's square, which holds
/// every outline polygon.
import Testing
import InkGeometry

@Suite struct OutlineBoundsTests {
    let options = OutlineOptions(width: 4)

    @Test func boundsAreTheUnionOfTheFootprints() {
        let points = [StrokePoint(Point(0, 0), pressure: 0.5), StrokePoint(Point(10, 5), pressure: 1)]
        let r = outlineBounds(points, options: options)
        #expect(abs(r.minX - -2) < 1e-12)
        #expect(abs(r.minY - -2) < 1e-12)
        #expect(abs(r.maxX - 13.2) < 1e-12)
        #expect(abs(r.maxY - 8.2) < 1e-12)
        #expect(outlinePieceBounds(points[0], points[1], options: options) == r)
    }

    @Test func noPointsHaveEmptyBounds() {
        #expect(outlineBounds([], options: options) == .empty)
    }

    @Test func singlePointBoundsAreItsDiscSquare() {
        #expect(outlineBounds([StrokePoint(Point(3, 3))], options: options) == Rect(x: 1, y: 1, width: 4, height: 4))
    }

    @Test func boundsHoldEveryOutlinePoint() {
        let points = [StrokePoint(Point(0, 0), pressure: 0.2), StrokePoint(Point(17, -9), pressure: 0.8),
                      StrokePoint(Point(-4, 22), pressure: 0.5)]
        let bounds = outlineBounds(points, options: options).insetBy(-1e-9)
        for piece in strokeOutline(points, options: options) {
            for p in piece { #expect(bounds.contains(p)) }
        }
    }
}
