/// StrokeSmoother: the first sample passes unchanged, later ones move `follow` of the way,
/// tiny moves are dropped, and `finish` brings the line to where the pen lifted.
import Testing
import InkGeometry

@Suite struct StrokeSmootherTests {
    @Test func firstPointPassesThroughUnchanged() {
        var s = StrokeSmoother()
        let first = StrokePoint(Point(12.5, -3), pressure: 0.3)
        let out = s.add(first)
        #expect(out == first)
    }

    @Test func laterPointsMoveFollowOfTheWay() throws {
        var s = StrokeSmoother(follow: 0.6, minimumDistance: 0.35)
        _ = s.add(StrokePoint(Point(0, 0), pressure: 0.5))
        let out2 = s.add(StrokePoint(Point(10, 20), pressure: 1.0))
        let second = try #require(out2)
        #expect(abs(second.position.x - 6) < 1e-12)
        #expect(abs(second.position.y - 12) < 1e-12)
        #expect(abs(second.pressure - 0.8) < 1e-12)
        // The next step starts from the smoothed point, not the raw one.
        let out3 = s.add(StrokePoint(Point(10, 20), pressure: 1.0))
        let third = try #require(out3)
        #expect(abs(third.position.x - 8.4) < 1e-12)
        #expect(abs(third.position.y - 16.8) < 1e-12)
    }

    @Test func followOneDoesNotSmooth() {
        var s = StrokeSmoother(follow: 1)
        _ = s.add(StrokePoint(Point(0, 0)))
        let out = s.add(StrokePoint(Point(3, 4), pressure: 0.7))
        #expect(out == StrokePoint(Point(3, 4), pressure: 0.7))
    }

    @Test func tinyMovesAreDropped() throws {
        var s = StrokeSmoother(follow: 0.6, minimumDistance: 0.35)
        _ = s.add(StrokePoint(Point(0, 0)))
        let tiny1 = s.add(StrokePoint(Point(0.3, 0)))
        let tiny2 = s.add(StrokePoint(Point(0, 0.5)))
        #expect(tiny1 == nil)
        #expect(tiny2 == nil)
        // A dropped sample leaves the smoother where it was.
        let out = s.add(StrokePoint(Point(1, 0)))
        let p = try #require(out)
        #expect(abs(p.position.x - 0.6) < 1e-12)
        #expect(p.position.y == 0)
    }

    @Test func aPressureChangeAloneIsKept() throws {
        var s = StrokeSmoother()
        _ = s.add(StrokePoint(Point(0, 0), pressure: 0.2))
        let out = s.add(StrokePoint(Point(0, 0), pressure: 0.9))
        let p = try #require(out)
        #expect(p.position == Point(0, 0))
        #expect(abs(p.pressure - 0.62) < 1e-12)
    }

    @Test func finishBringsTheLineToTheRawEnd() throws {
        var s = StrokeSmoother()
        _ = s.add(StrokePoint(Point(0, 0), pressure: 0.4))
        let out = s.add(StrokePoint(Point(20, 0), pressure: 0.4))
        let mid = try #require(out)
        #expect(mid.position.x < 20)
        let fin = s.finish(at: StrokePoint(Point(20, 0), pressure: 0.9))
        let end = try #require(fin)
        #expect(end.position == Point(20, 0))
        #expect(abs(end.pressure - 0.4) < 1e-12) // keeps the last drawn pressure
        // Already there: nothing more to add.
        let again = s.finish(at: StrokePoint(Point(20, 0)))
        #expect(again == nil)
    }

    @Test func finishWithoutSamplesAddsNothing() {
        var s = StrokeSmoother()
        let out = s.finish(at: StrokePoint(Point(5, 5)))
        #expect(out == nil)
    }
}
