/// strokeOutline / outlinePiece fixtures: a dot is one disc, a segment is one convex
/// polygon inside the union of its two footprints reaching their extreme points, one
/// disc swallowing the other gives a disc, and every piece winds the same way (which is what
/// makes a non-zero fill paint the union once).
import Testing
import InkGeometry

@Suite struct StrokeOutlineTests {
    let options = OutlineOptions(width: 4)

    @Test func noPointsGiveNoOutline() {
        #expect(strokeOutline([], options: options).isEmpty)
    }

    @Test func singlePointGivesOneDiscOfHalfTheWidth() throws {
        let centre = Point(7, -3)
        let pieces = strokeOutline([StrokePoint(centre, pressure: 0.5)], options: options)
        #expect(pieces.count == 1)
        let disc = try #require(pieces.first)
        #expect(disc.count >= 8)
        for p in disc { #expect(abs(p.distance(to: centre) - 2) < 1e-9) }
        #expect(PolygonMath.isConvex(disc))
        // Inscribed: a little less than the disc's area, but not much.
        let area = abs(PolygonMath.signedArea(disc))
        #expect(area < Double.pi * 4)
        #expect(area > Double.pi * 4 * 0.9)
        // It reaches the disc's extent on every side.
        let box = PolygonMath.bounds(disc)
        #expect(abs(box.minX - 5) < 1e-9 && abs(box.maxX - 9) < 1e-9)
        #expect(abs(box.minY - -5) < 1e-9 && abs(box.maxY - -1) < 1e-9)
    }

    @Test func singlePointDiscFollowsPressure() throws {
        let pieces = strokeOutline([StrokePoint(Point(0, 0), pressure: 1)], options: options)
        let disc = try #require(pieces.first)
        let r = options.width(atPressure: 1) / 2
        for p in disc { #expect(abs(p.length - r) < 1e-9) }
    }

    @Test func twoPointsGiveOneConvexPolygonInsideBothDiscs() throws {
        let a = StrokePoint(Point(3, 4), pressure: 0.2), b = StrokePoint(Point(30, 17), pressure: 0.9)
        let pieces = strokeOutline([a, b], options: options)
        #expect(pieces.count == 1)
        let poly = try #require(pieces.first)
        #expect(PolygonMath.isConvex(poly))
        let ra = options.width(atPressure: a.pressure) / 2, rb = options.width(atPressure: b.pressure) / 2
        for p in poly {
            let outside = Swift.min(p.distance(to: a.position) - ra, p.distance(to: b.position) - rb)
            #expect(outside <= 1e-6)
        }
    }

    @Test func horizontalSegmentReachesItsExtremePoints() throws {
        let pieces = strokeOutline([StrokePoint(Point(0, 0)), StrokePoint(Point(10, 0))], options: options)
        let poly = try #require(pieces.first)
        let box = PolygonMath.bounds(poly)
        #expect(abs(box.minX - -2) <= 0.05)
        #expect(abs(box.maxX - 12) <= 0.05)
        #expect(abs(box.minY - -2) <= 0.05)
        #expect(abs(box.maxY - 2) <= 0.05)
    }

    @Test func anyPieceReachesItsFootprintsBounds() throws {
        let a = StrokePoint(Point(3, 4), pressure: 0.2), b = StrokePoint(Point(31, -17), pressure: 0.9)
        for (p, q) in [(a, b), (b, a)] {
            let box = PolygonMath.bounds(outlinePiece(p, q, options: options))
            let expected = outlinePieceBounds(p, q, options: options)
            #expect(abs(box.minX - expected.minX) < 1e-9)
            #expect(abs(box.maxX - expected.maxX) < 1e-9)
            #expect(abs(box.minY - expected.minY) < 1e-9)
            #expect(abs(box.maxY - expected.maxY) < 1e-9)
        }
    }

    @Test func nPointsGiveNMinusOnePieces() {
        let points = (0..<5).map { StrokePoint(Point(Double($0) * 10, 0)) }
        #expect(strokeOutline(points, options: options).count == 4)
    }

    @Test func everyPieceWindsTheSameWay() {
        // A zig-zag with varying pressure in all four directions, a turn back on itself,
        // and a piece whose footprints nest (so it comes out as a disc).
        let points: [StrokePoint] = [
            StrokePoint(Point(0, 0), pressure: 0.1), StrokePoint(Point(40, 0), pressure: 0.9),
            StrokePoint(Point(40, 30), pressure: 0.5), StrokePoint(Point(-10, 30), pressure: 0.3),
            StrokePoint(Point(-10, -20), pressure: 1.0), StrokePoint(Point(-9, -20), pressure: 0.0),
            StrokePoint(Point(25, 5), pressure: 0.6), StrokePoint(Point(0, 0), pressure: 0.6),
        ]
        let pieces = strokeOutline(points, options: options)
        #expect(pieces.count == points.count - 1)
        let dot = strokeOutline([points[0]], options: options)
        let signs = (pieces + dot).map { PolygonMath.signedArea($0) > 0 }
        #expect(signs.allSatisfy { $0 == signs[0] })
        for piece in pieces { #expect(abs(PolygonMath.signedArea(piece)) > 1) }
    }

    @Test func aPieceWhoseFootprintHoldsTheOtherIsASingleDisc() throws {
        // r = 3.2 at (0, 0) holds r = 0.8 at (1, 0).
        let big = StrokePoint(Point(0, 0), pressure: 1), small = StrokePoint(Point(1, 0), pressure: 0)
        for (a, b) in [(big, small), (small, big)] {
            let piece = outlinePiece(a, b, options: options)
            for p in piece { #expect(abs(p.length - 3.2) < 1e-9) }
            #expect(PolygonMath.isConvex(piece))
        }
    }

    @Test func equalPointsGiveADisc() {
        let p = StrokePoint(Point(5, 5))
        let piece = outlinePiece(p, p, options: options)
        for q in piece { #expect(abs(q.distance(to: Point(5, 5)) - 2) < 1e-9) }
    }
}
