/// A run's arcs read into how many a disc is cut from a table of radii (`GridCircles.Tables.count`),
/// not from the acos formula on each arc; both, and the angle between a curve piece's end
/// tangents now taken with atan2, must answer exactly what the formulas answer.
import Foundation
import Testing
@testable import InkGeometry
import InkTestSupport

@Suite struct GridCirclesTests {
    /// The sharp-join test's cosine is written out as a constant (no lazy initialisation on a
    /// drawing event): it must be the cosine of the angle, to the last bit.
    @Test func theSharpJoinsCosineIsTheCosineOfItsAngle() {
        #expect(OutlineRuns.sharpestCosine == cos(OutlineRuns.sharpestJoin))
        #expect(OutlineRuns.sharpestCosine.bitPattern == cos(2 * Double.pi / 3).bitPattern)
    }

    @Test func theTableAnswersWhatTheFormulaAnswersForEveryRadius() {
        var random = SeededRandom(seed: 7)
        // Radii a pen draws with (a hundredth of a pixel to a few hundred), huge ones, and the
        // neighbours of every threshold, where a rounding would show first.
        var radii: [Double] = [0, 0.05, 0.1, 0.1.nextUp, 1, 3, 1e6, 1e12, .infinity, .nan, -1]
        for _ in 0..<20_000 { radii.append(pow(10, random.unit() * 5 - 2)) }
        for t in GridCircles.tables.thresholds { radii += [t.nextDown, t, t.nextUp] }
        for r in radii {
            #expect(GridCircles.tables.count(radius: r) == GridCircles.exactCount(radius: r), "radius \(r)")
        }
        // The counts the table knows cover the formula's whole range, in order.
        #expect(GridCircles.tables.thresholds == GridCircles.tables.thresholds.sorted())
        #expect(GridCircles.tables.count(radius: 0.05) == 8)
        #expect(GridCircles.tables.count(radius: 1e6) == 192)
    }

    /// A curve piece is cut into as many as with the acos of its end tangents' dot product.
    @Test func aPieceIsCutAsWithTheAcosOfItsTurn() {
        var random = SeededRandom(seed: 8)
        func point() -> Point { Point(random.unit() * 200 - 100, random.unit() * 200 - 100) }
        var differing = 0
        for _ in 0..<20_000 {
            let piece = QuinticPiece(start: KnotState(position: point(), velocity: point(), acceleration: point()),
                                     end: KnotState(position: point(), velocity: point(), acceleration: point()),
                                     span: 0.5 + random.unit())
            let tolerance = 0.05 + random.unit() * 0.2
            if piece.subdivisions(tolerance: tolerance) != Self.subdivisionsWithAcos(piece, tolerance: tolerance) { differing += 1 }
        }
        // Equal but where the two roundings of the angle fall either side of a whole count.
        #expect(differing == 0)
    }

    /// `QuinticPiece.subdivisions` as it was, with acos.
    static func subdivisionsWithAcos(_ p: QuinticPiece, tolerance: Double, limit: Int = 64) -> Int {
        let length = (p.end.position - p.start.position).length
        guard length > 0, p.span > 0 else { return 1 }
        var bulge = 0.0
        for s in [0.25, 0.5, 0.75] {
            bulge = Swift.max(bulge, distance(from: p.point(at: s), toSegment: p.start.position, p.end.position))
        }
        let v0 = p.start.velocity, v1 = p.end.velocity
        let turn = v0.length > 0 && v1.length > 0 ? acos(Swift.min(1, Swift.max(-1, v0.dot(v1) / (v0.length * v1.length)))) : 0
        let n = Swift.max((bulge / tolerance).squareRoot(), (length * turn / (8 * tolerance)).squareRoot()).rounded(.up)
        return Swift.min(limit, Swift.max(1, n.isFinite ? Int(n) : limit))
    }
}
