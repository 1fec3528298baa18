/// The centre line through a stroke's samples: it passes through them, is a smooth curve between
/// them (a 14-sample circle stays round), keeps real corners sharp, is curvature-continuous at
/// every sample, and is drawn with few pieces where the pen moved slowly and many where fast.
import Foundation
import Testing
import InkGeometry
import InkTestSupport

@Suite struct StrokeCurveTests {
    /// A wandering stroke with samples 1 to 40 px apart.
    func wandering(seed: UInt64) -> [Point] {
        var random = SeededRandom(seed: seed)
        var p = Point(300, 300), heading = 0.0
        var out = [p]
        for _ in 0..<200 {
            heading += (random.unit() - 0.5) * 1.2
            let step = 1 + random.unit() * 39
            p = p + Point(cos(heading), sin(heading)) * step
            out.append(p)
        }
        return out
    }

    @Test(arguments: [Smoothing.off])
    func passesThroughEverySampleWithinHalfAPixel(_ smoothing: Smoothing) {
        for seed in 1...5 as ClosedRange<UInt64> {
            let samples = wandering(seed: seed)
            let line = Centreline.drawn(samples, smoothing: smoothing)
            let worst = samples.map { line.distance(to: $0) }.max() ?? 0
            #expect(worst <= 0.5, "seed \(seed): a sample is \(worst) px from the line")
        }
    }

    /// A fast circle: 14 samples per turn, radius 100.
    func circle(samplesPerTurn: Int, turns: Double = 1.25, radius: Double = 100) -> [Point] {
        let count = Int(Double(samplesPerTurn) * turns)
        return (0...count).map { i in
            let a = 2 * .pi * Double(i) / Double(samplesPerTurn)
            return Point(400 + radius * cos(a), 300 + radius * sin(a))
        }
    }

    @Test(arguments: [Smoothing.off, .low, .medium, .high])
    func aFourteenSampleCircleStaysWithinOnePixelOfTheCircle(_ smoothing: Smoothing) {
        let line = Centreline.drawn(circle(samplesPerTurn: 14), smoothing: smoothing)
        let worst = line.densePoints().map { abs($0.distance(to: Point(400, 300)) - 100) }.max() ?? .infinity
        #expect(worst <= 1, "the centre line strays \(worst) px from the circle")
        // Not a 14-sided figure: the circle is drawn with many more, shorter pieces.
        #expect(line.points.count > 14 * 3)
    }

    /// A zigzag 40 px high drawn fast: each leg in three samples, the turns at the samples.
    func zigzag(legs: Int = 10, height: Double = 40, width: Double = 30) -> [Point] {
        var out: [Point] = []
        for leg in 0..<legs {
            let x0 = 100 + Double(leg) * width, y0 = leg % 2 == 0 ? 300.0 : 300 - height
            let y1 = leg % 2 == 0 ? 300 - height : 300.0
            for k in 0..<3 { out.append(Point(x0 + width * Double(k) / 3, y0 + (y1 - y0) * Double(k) / 3)) }
        }
        out.append(Point(100 + Double(legs) * width, legs % 2 == 0 ? 300 : 300 - height))
        return out
    }

    @Test(arguments: [Smoothing.off, .low, .medium, .high])
    func aFastZigzagKeepsItsAmplitudeAndSharpCorners(_ smoothing: Smoothing) {
        let line = Centreline.drawn(zigzag(), smoothing: smoothing)
        let ys = line.points.map(\.position.y)
        let top = ys.min() ?? 0, bottom = ys.max() ?? 0
        #expect(abs((bottom - top) - 40) <= 2, "amplitude \(bottom - top)")
        // No overshoot past the turns, and each turn reached (not rounded off).
        #expect(top >= 260 - 1 && bottom <= 300 + 1)
        for turn in zigzag().enumerated() where turn.offset % 3 == 0 {
            #expect(line.distance(to: turn.element) <= 0.5)
        }
    }

    /// A sample's points come in the buffer the last sample's came in, once the caller let go
    /// of that update (the stroke in progress does, within the event): no array is allocated
    /// for them on each event (issue 20, point 2).
    @Test func eachSamplesPointsReuseTheLastOnesBuffer() {
        var curve = StrokeCurve()
        var last: UnsafePointer<StrokePoint>?
        var reused = 0, updates = 0
        // Made after each update is let go, and kept over the next sample: a buffer the curve
        // freed would be taken by it (the allocator gives back the chunk just freed), so the
        // same address twice means the curve kept its buffer, not that it got the same one again.
        var blocker: [StrokePoint] = []
        for (i, p) in wandering(seed: 7).enumerated() {
            guard let update = curve.add(StrokePoint(p, pressure: 0.5)) else { continue }
            let storage = update.points.withUnsafeBufferPointer { $0.baseAddress }
            if i > 2 {
                updates += 1
                if storage == last { reused += 1 }
            }
            last = storage
            let capacity = update.points.capacity
            _ = consume update
            var next: [StrokePoint] = []
            next.reserveCapacity(capacity)   // before the old blocker goes: it takes the chunk just freed, if any
            blocker = next
        }
        withExtendedLifetime(blocker) {}
        #expect(updates > 100)
        // Only a sample with more points than ever before takes a larger buffer.
        #expect(reused >= updates - 3, "\(reused) of \(updates) updates reused the buffer")
    }

    @Test func aTurnOfMoreThanEightyDegreesIsACorner() {
        let right = Point(1, 0)
        #expect(StrokeCurve.isCorner(incoming: right, outgoing: Point(cos(1.5), sin(1.5)), spans: (10, 10), spanBefore: 10))
        #expect(!StrokeCurve.isCorner(incoming: right, outgoing: Point(cos(0.45), sin(0.45)), spans: (10, 10), spanBefore: 10))
        // A 50° turn is a corner only where the pen slowed into it.
        let fifty = Point(cos(50 * Double.pi / 180), sin(50 * Double.pi / 180))
        #expect(!StrokeCurve.isCorner(incoming: right, outgoing: fifty, spans: (10, 10), spanBefore: 10))
        #expect(StrokeCurve.isCorner(incoming: right, outgoing: fifty, spans: (3, 3), spanBefore: 10))
    }

    @Test func theCurveIsCurvatureContinuousAtEverySample() {
        for seed in 1...5 as ClosedRange<UInt64> {
            // Gentle turns only (no corners), so every knot is smooth.
            var random = SeededRandom(seed: seed)
            var p = Point(0, 0), heading = 0.0
            var samples = [p]
            for _ in 0..<100 {
                heading += (random.unit() - 0.5) * 0.6
                p = p + Point(cos(heading), sin(heading)) * (2 + random.unit() * 30)
                samples.append(p)
            }
            let pieces = Centreline.drawn(samples).finalPieces
            #expect(pieces.count == samples.count - 2)
            for (a, b) in zip(pieces, pieces.dropFirst()) {
                let e = 1e-6
                #expect(a.point(at: 1).distance(to: b.point(at: 0)) < 1e-9)
                #expect(a.velocity(at: 1).distance(to: b.velocity(at: 0)) < 1e-9)
                #expect(a.acceleration(at: 1).distance(to: b.acceleration(at: 0)) < 1e-7)
                // Numerically: the curvature just before and just after the knot agree.
                let k0 = curvature(a, at: 1 - e), k1 = curvature(b, at: e)
                #expect(abs(k0 - k1) < 1e-4, "seed \(seed): curvature jumps from \(k0) to \(k1)")
            }
        }
    }

    func curvature(_ piece: QuinticPiece, at s: Double) -> Double {
        let v = piece.velocity(at: s), a = piece.acceleration(at: s)
        return (v.x * a.y - v.y * a.x) / pow(v.length, 3)
    }

    @Test func theDerivativesMatchThePoints() {
        let piece = QuinticPiece(start: KnotState(position: Point(0, 0), velocity: Point(1, 0.2), acceleration: Point(0, 0.05)),
                                 end: KnotState(position: Point(20, 5), velocity: Point(0.8, 0.6), acceleration: Point(-0.02, 0)),
                                 span: 21)
        #expect(piece.point(at: 0) == Point(0, 0))
        #expect(piece.point(at: 1).distance(to: Point(20, 5)) < 1e-12)
        for s in [0.1, 0.5, 0.9] {
            let h = 1e-5
            let numeric = (piece.point(at: s + h) - piece.point(at: s - h)) * (1 / (2 * h * 21))
            #expect(numeric.distance(to: piece.velocity(at: s)) < 1e-6)
            let numericAcc = (piece.velocity(at: s + h) - piece.velocity(at: s - h)) * (1 / (2 * h * 21))
            #expect(numericAcc.distance(to: piece.acceleration(at: s)) < 1e-6)
        }
    }

    @Test func slowStrokesGetFewPiecesFastCurvesMany() {
        // Samples 1.5 px apart along a gentle wave: one piece per sample, as before.
        let slow = (0..<200).map { i in Point(Double(i) * 1.5, 3 * sin(Double(i) / 9)) }
        #expect(Centreline.drawn(slow).points.count == slow.count)
        // A fast circle: several pieces per span.
        let fast = Centreline.drawn(circle(samplesPerTurn: 14))
        #expect(fast.points.count >= 4 * 17)
        // Straight and fast: one piece per span however long.
        let straight = (0..<10).map { Point(Double($0) * 80, 100) }
        #expect(Centreline.drawn(straight).points.count == straight.count)
    }

    @Test func theNewestSpanIsProvisionalAndTheLiftKeepsIt() throws {
        var curve = StrokeCurve()
        let u1 = curve.add(StrokePoint(Point(0, 0)))
        let first = try #require(u1)
        #expect(first.points.count == 1 && first.provisional == 0)
        let u2 = curve.add(StrokePoint(Point(30, 0)))
        let second = try #require(u2)
        #expect(second.removeLast == 0 && second.provisional > 0)
        #expect(second.points.last?.position == Point(30, 0))
        let u3 = curve.add(StrokePoint(Point(50, 20)))
        let third = try #require(u3)
        #expect(third.removeLast == second.provisional)
        #expect(third.points.last?.position == Point(50, 20))
        curve.finish()
        #expect(curve.provisional == 0)
        let tiny = curve.add(StrokePoint(Point(50.1, 20)))
        #expect(tiny == nil)
    }

    @Test func pressureIsInterpolatedAlongTheCurve() {
        var c = Centreline(.off)
        c.add(Point(0, 0), pressure: 0)
        c.add(Point(60, 0), pressure: 1)
        c.add(Point(120, 40), pressure: 0)
        c.finish(Point(160, 120), pressure: 0)
        let pressures = c.points.map(\.pressure)
        #expect(pressures.contains { $0 > 0.2 && $0 < 0.8 })
        #expect(pressures.allSatisfy { $0 >= 0 && $0 <= 1 })
    }
}
