/// The area eraser's cut: where a capsule covers a stroke's centre line (each point padded by
/// half the ink's width there), the line is cut at the exact crossing; what stays outside is kept.
import Testing
import InkGeometry

@Suite struct PolylineCutTests {
    /// A straight line from (0, 0) to (200, 0) with a point every `step`.
    func line(step: Double = 10, pressure: Double = 0.5) -> [StrokePoint] {
        stride(from: 0.0, through: 200, by: step).map { StrokePoint(Point($0, 0), pressure: pressure) }
    }

    func pieces(_ r: PolylineCut.Result) -> [[StrokePoint]] {
        if case .pieces(let p) = r { return p } else { return [] }
    }

    /// No padding: the centre line itself is cut.
    let none: (StrokePoint) -> Double = { _ in 0 }

    @Test func aLineCutInTheMiddleKeepsTwoPiecesEndingOnTheFootprintsEdge() throws {
        let capsule = Capsule(from: Point(103, -40), to: Point(97, 40), radius: 12)
        let cut = pieces(PolylineCut.cut(line(), by: capsule, padding: { _ in 2 }))
        try #require(cut.count == 2)
        let leftEnd = try #require(cut[0].last), rightStart = try #require(cut[1].first)
        // The ends lie on the padded footprint's edge (radius 12 + half width 2).
        #expect(abs(distance(from: leftEnd.position, toSegment: capsule.from, capsule.to) - 14) < 0.5)
        #expect(abs(distance(from: rightStart.position, toSegment: capsule.from, capsule.to) - 14) < 0.5)
        // The capsule leans: its edge meets y = 0 at 14 / cos(lean) either side of x = 100.
        let half = 14 * (6.0 * 6 + 80 * 80).squareRoot() / 80
        #expect(abs(leftEnd.position.x - (100 - half)) < 1e-9 && abs(rightStart.position.x - (100 + half)) < 1e-9)
        // Everything else is kept as it was.
        #expect(cut[0].first == StrokePoint(Point(0, 0), pressure: 0.5))
        #expect(cut[1].last == StrokePoint(Point(200, 0), pressure: 0.5))
        #expect(cut[0].dropLast().allSatisfy { $0.position.x < 100 - half })
        #expect(cut[1].dropFirst().allSatisfy { $0.position.x > 100 + half })
    }

    @Test func theCutEdgeFollowsTheDiscEvenBetweenFarApartPoints() throws {
        // Two points only, 200 apart: the boundary points are computed, not picked from samples.
        let points = [StrokePoint(Point(0, 5), pressure: 0.2), StrokePoint(Point(200, 5), pressure: 0.8)]
        let capsule = Capsule(from: Point(100, 0), to: Point(100, 0), radius: 13)
        let cut = pieces(PolylineCut.cut(points, by: capsule, padding: none))
        try #require(cut.count == 2)
        let end = try #require(cut[0].last), start = try #require(cut[1].first)
        #expect(abs(end.position.distance(to: Point(100, 0)) - 13) < 1e-9)
        #expect(abs(start.position.distance(to: Point(100, 0)) - 13) < 1e-9)
        #expect(abs(end.position.x - 88) < 1e-9 && abs(start.position.x - 112) < 1e-9)
        // Per-point pressure carries over, interpolated at the cut.
        #expect(abs(end.pressure - (0.2 + 0.6 * 88 / 200)) < 1e-9)
        #expect(cut[1].last?.pressure == 0.8)
    }

    @Test func aStrokeFullyInsideDisappears() {
        let small = [StrokePoint(Point(0, 0)), StrokePoint(Point(3, 2)), StrokePoint(Point(5, 0))]
        #expect(PolylineCut.cut(small, by: Capsule(from: Point(2, 0), to: Point(2, 0), radius: 10), padding: none) == .pieces([]))
        #expect(PolylineCut.cut([StrokePoint(Point(1, 1))], by: Capsule(from: .zero, to: .zero, radius: 2), padding: none) == .pieces([]))
    }

    @Test func anUntouchedStrokeIsLeftAsItIs() {
        let capsule = Capsule(from: Point(0, 30), to: Point(200, 30), radius: 10)
        #expect(PolylineCut.cut(line(), by: capsule, padding: { _ in 2 }) == .untouched)
        // Padding counts: within reach of the ink's edge, the stroke is touched.
        #expect(PolylineCut.cut(line(), by: capsule, padding: { _ in 21 }) != .untouched)
        #expect(PolylineCut.cut([StrokePoint(Point(1, 1))], by: Capsule(from: Point(9, 9), to: Point(9, 9), radius: 2),
                                padding: none) == .untouched)
    }

    @Test func aZigzagCrossedTwiceLeavesThreePieces() throws {
        // Up and down between y = 0 and y = 100: a horizontal sweep at y = 50 crosses it
        // on each leg; the points above and below stay in three runs.
        let zigzag = [Point(0, 0), Point(50, 100), Point(100, 0)].map { StrokePoint($0) }
        let sweep = Capsule(from: Point(-20, 50), to: Point(120, 50), radius: 5)
        let cut = pieces(PolylineCut.cut(zigzag, by: sweep, padding: none))
        try #require(cut.count == 3)
        #expect(cut[0].first?.position == Point(0, 0) && cut[2].last?.position == Point(100, 0))
        #expect(cut[1].contains { $0.position == Point(50, 100) })
        for run in cut {
            for p in run { #expect(abs(p.position.y - 50) >= 5 - 1e-9) }
        }
        // A vertical sweep through the apex cuts the upper part only: two runs.
        let apex = pieces(PolylineCut.cut(zigzag, by: Capsule(from: Point(50, 200), to: Point(50, 80), radius: 4), padding: none))
        #expect(apex.count == 2)
    }

    @Test func fragmentsShorterThanTheLimitAreDropped() throws {
        // A 0.3-long remnant beyond the disc is dropped; the long side stays.
        let points = [StrokePoint(Point(0, 0)), StrokePoint(Point(100, 0))]
        let cut = pieces(PolylineCut.cut(points, by: Capsule(from: Point(10.3, 0), to: Point(10.3, 0), radius: 10), padding: none,
                                         minimumLength: 0.5))
        try #require(cut.count == 1)
        #expect(abs((cut[0].first?.position.x ?? 0) - 20.3) < 1e-9)
    }

    @Test func onlyTheCandidateSegmentsAreLookedAt() {
        // The caller's piece index says which segments may meet the capsule; the result is the
        // same as looking at every segment when the candidates are the right ones.
        let capsule = Capsule(from: Point(55, -5), to: Point(55, 5), radius: 3)
        let all = PolylineCut.cut(line(), by: capsule, padding: none)
        #expect(PolylineCut.cut(line(), by: capsule, padding: none, candidates: [5]) == all)
        #expect(PolylineCut.cut(line(), by: capsule, padding: none, candidates: [0, 19]) == .untouched)
    }

    @Test func manyStrokesEachKeepWhatIsOutside() {
        // 50 parallel lines swept across by one capsule: each loses exactly the part inside.
        let sweep = Capsule(from: Point(100, -10), to: Point(100, 500), radius: 8)
        for k in 0..<50 {
            let y = Double(k) * 10
            let points = stride(from: 0.0, through: 200, by: 7).map { StrokePoint(Point($0, y)) }
            let cut = pieces(PolylineCut.cut(points, by: sweep, padding: none))
            #expect(cut.count == 2)
            #expect(cut.allSatisfy { run in run.allSatisfy { abs($0.position.x - 100) >= 8 - 1e-9 } })
            #expect(abs((cut.first?.last?.position.x ?? 0) - 92) < 1e-9)
            #expect(abs((cut.last?.first?.position.x ?? 0) - 108) < 1e-9)
        }
    }

    @Test func aCapsuleMeetsASegmentOnlyWhereItIs() {
        let c = Capsule(from: Point(0, 0), to: Point(100, 0), radius: 10)
        // Across the middle: inside from y = -10 to 10 of a segment from y = -50 to 50.
        let across = c.interval(ofSegment: Point(50, -50), Point(50, 50))
        #expect(across.map { abs($0.lowerBound - 0.4) < 1e-9 && abs($0.upperBound - 0.6) < 1e-9 } == true)
        // Through an end disc.
        let end = c.interval(ofSegment: Point(-10, -50), Point(-10, 50))
        #expect(end.map { abs($0.lowerBound - 0.5) < 1e-9 && abs($0.upperBound - 0.5) < 1e-9 } == true)
        #expect(c.interval(ofSegment: Point(-30, -50), Point(-30, 50)) == nil)
        #expect(c.interval(ofSegment: Point(20, 1), Point(30, 2)) == 0...1)
    }
}
