/// The stabiliser: each level takes more hand jitter out of a slow stroke than the one below,
/// `off` changes nothing, fast movement passes unchanged (no lag at the ink front), and the lift
/// ends the stroke where the pen was.
import Foundation
import Testing
import InkGeometry
import InkTestSupport

@Suite struct StrokeStabiliserTests {
    /// A slow horizontal line (1 px per event) with ±0.8 px of jitter across it (each level also
    /// caps how far the ink may trail the pen, which bounds how much it can average).
    func jitteryLine(seed: UInt64 = 7) -> [Point] {
        var random = SeededRandom(seed: seed)
        return (0..<300).map { i in Point(100 + Double(i), 200 + (random.unit() - 0.5) * 1.6) }
    }

    /// The root-mean-square distance of the centre line from the true line y = 200.
    func jitter(_ smoothing: Smoothing) -> Double {
        let line = Centreline.drawn(jitteryLine(), smoothing: smoothing)
        let ys = line.points.dropFirst(10).dropLast(2).map { $0.position.y - 200 }
        return (ys.map { $0 * $0 }.reduce(0, +) / Double(ys.count)).squareRoot()
    }

    @Test func eachLevelTakesOutMoreJitter() {
        let off = jitter(.off), low = jitter(.low), medium = jitter(.medium), high = jitter(.high)
        #expect(low < 0.75 * off, "off \(off), low \(low)")
        #expect(medium < low, "low \(low), medium \(medium)")
        #expect(high < medium, "medium \(medium), high \(high)")
        #expect(high < 0.5 * off, "off \(off), high \(high)")
    }

    @Test func offPassesSamplesUnchanged() {
        var s = StrokeStabiliser(.off)
        for p in jitteryLine() {
            let raw = StrokePoint(p, pressure: 0.3)
            #expect(s.add(raw) == raw)
        }
    }

    @Test(arguments: [Smoothing.low, .medium, .high])
    func fastMovementHasNoLag(_ smoothing: Smoothing) {
        var s = StrokeStabiliser(smoothing)
        var last = StrokePoint(.zero)
        for i in 0..<40 { last = s.add(StrokePoint(Point(Double(i) * 12, 50))) }
        #expect(last.position.distance(to: Point(39 * 12, 50)) < 0.5)
    }

    @Test(arguments: [Smoothing.low, .medium, .high])
    func slowMovementLagsLessThanAFewPixels(_ smoothing: Smoothing) {
        // The ink front behind the pen at a slow, steady 2 px per event.
        var s = StrokeStabiliser(smoothing)
        var last = StrokePoint(.zero)
        for i in 0..<100 { last = s.add(StrokePoint(Point(Double(i) * 2, 50))) }
        #expect(last.position.distance(to: Point(99 * 2, 50)) <= smoothing.stabiliser.maximumLag + 1e-9)
    }

    @Test func theLiftEndsWhereThePenWas() {
        var s = StrokeStabiliser(.high)
        for i in 0..<20 { _ = s.add(StrokePoint(Point(Double(i), 0))) }
        #expect(s.finish(StrokePoint(Point(20, 0))).position == Point(20, 0))
    }
}
