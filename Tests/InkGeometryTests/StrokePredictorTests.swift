/// The predictor: on a straight line at constant speed the guess lands on the line ahead, a
/// stopping pen gets a tail shrinking to nothing, a corner's overshoot is bounded, and old or
/// still samples predict nothing.
import Foundation
import Testing
import InkGeometry

@Suite struct StrokePredictorTests {
    /// Feeds `path` sampled every `interval` ms from time 1000; returns the predictor.
    func fed(_ path: [Point], interval: Double = 8) -> StrokePredictor {
        var p = StrokePredictor()
        for (i, point) in path.enumerated() { p.add(point, time: 1000 + Double(i) * interval) }
        return p
    }

    @Test func aStraightLineAtConstantSpeedIsPredictedOnTheLineAhead() throws {
        // 0.6 units per ms along (3, 4) / 5.
        let direction = Point(0.6, 0.8)
        let path = (0..<10).map { Point(100, 100) + direction * (Double($0) * 8 * 0.6) }
        let predictor = fed(path)
        let offset = try #require(predictor.offset(ahead: 8))
        // 8 ms at 0.6 units/ms: 4.8 units along the line.
        #expect(abs(offset.length - 4.8) < 1e-9)
        #expect(abs(offset.x * direction.y - offset.y * direction.x) < 1e-9, "off the line")
        #expect(offset.x > 0 && offset.y > 0, "behind the pen")
    }

    @Test func theTailNeverReachesFartherThanTheCap() throws {
        let path = (0..<10).map { Point(100 + Double($0) * 40, 100) }   // 5 units/ms
        let offset = try #require(fed(path).offset(ahead: 16))
        #expect(abs(offset.length - StrokePredictor().maximumDistance) < 1e-9)
    }

    @Test func aStopShrinksTheTailToNothing() throws {
        var predictor = fed((0..<10).map { Point(100 + Double($0) * 4, 100) })
        let moving = try #require(predictor.offset(ahead: 8)).length
        // The pen slows hard, then stays put: each tail is shorter, then there is none.
        predictor.add(Point(137, 100), time: 1080)
        let slowing = try #require(predictor.offset(ahead: 8)).length
        #expect(slowing < moving / 2)
        predictor.add(Point(137, 100), time: 1088)
        #expect(predictor.offset(ahead: 8) == nil)
        predictor.add(Point(137, 100), time: 1096)
        #expect(predictor.offset(ahead: 8) == nil)
    }

    @Test func aCornersOvershootIsBounded() {
        // Right at 1 unit/ms, then straight down at the same speed.
        var path = (0..<10).map { Point(100 + Double($0) * 8, 100) }
        path += (1..<10).map { Point(172, 100 + Double($0) * 8) }
        var predictor = StrokePredictor()
        var worst = 0.0
        for (i, point) in path.enumerated() {
            let time = 1000 + Double(i) * 8
            predictor.add(point, time: time)
            guard let offset = predictor.offset(ahead: 8) else { continue }
            // Where the pen really was 8 ms later.
            let actual = i + 1 < path.count ? path[i + 1] : point
            worst = max(worst, (point + offset).distance(to: actual))
            #expect(offset.length <= 8 + 1e-9, "no faster than the pen")
        }
        // At worst the tail points the old way at the corner: a diagonal of one step.
        #expect(worst <= 8 * 2.0.squareRoot() + 1e-9)
    }

    @Test func stillOrOldSamplesPredictNothing() {
        #expect(fed([Point(100, 100)]).offset(ahead: 8) == nil)
        // Nearly still: a hundredth of a unit per ms.
        #expect(fed((0..<10).map { Point(100 + Double($0) * 0.08, 100) }).offset(ahead: 8) == nil)
        // After a long pause the old samples say nothing of where the pen goes now.
        var predictor = fed((0..<10).map { Point(100 + Double($0) * 8, 100) })
        predictor.add(Point(180, 100), time: 1200)
        #expect(predictor.offset(ahead: 8) == nil)
        // Time running backwards starts afresh.
        var backwards = fed((0..<10).map { Point(100 + Double($0) * 8, 100) })
        backwards.add(Point(180, 100), time: 900)
        #expect(backwards.offset(ahead: 8) == nil)
        #expect(fed((0..<10).map { Point(100 + Double($0) * 8, 100) }).offset(ahead: 0) == nil)
    }

    @Test func samplesInTheSameMillisecondCountOnce() throws {
        var predictor = StrokePredictor()
        predictor.add(Point(100, 100), time: 1000)
        predictor.add(Point(108, 100), time: 1008)
        predictor.add(Point(110, 100), time: 1008)   // coalesced: replaces the one before
        let offset = try #require(predictor.offset(ahead: 8))
        #expect(abs(offset.length - 8 * 10.0 / 8) < 1e-9)
    }
}
