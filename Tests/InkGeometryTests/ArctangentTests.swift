/// `arctangent` (the drawing path's atan2 without libm's tables) must answer what libm's
/// `atan2` answers, to a few units in the last place, and exactly where the outline's grid
/// meets it (the axes, the diagonals), so that a run's arcs pick the same grid points.
import Foundation
import Testing
@testable import InkGeometry
import InkTestSupport

@Suite struct ArctangentTests {
    static func ulps(_ a: Double, _ b: Double) -> Double { abs(a - b) / Swift.max(abs(b), 1e-300).ulp }

    @Test func itAgreesWithLibmToAFewUnitsInTheLastPlace() {
        var random = SeededRandom(seed: 11)
        var worst = 0.0
        for i in 0..<200_000 {
            // Every octant, scales from tiny to huge, and near-axis directions.
            let scale = pow(10, random.unit() * 12 - 6)
            var x = (random.unit() * 2 - 1) * scale, y = (random.unit() * 2 - 1) * scale
            if i % 7 == 0 { y *= 1e-9 }
            if i % 11 == 0 { x *= 1e-9 }
            let mine = arctangent(y, x), libm = atan2(y, x)
            worst = Swift.max(worst, Self.ulps(mine, libm))
            #expect(Self.ulps(mine, libm) <= 4, "atan2(\(y), \(x)): \(mine) against \(libm)")
            if Self.ulps(mine, libm) > 4 { break }
        }
        #expect(worst <= 4)
    }

    @Test func itIsExactOnTheAxesAndTheDiagonals() {
        for s in [1e-300, 0.5, 1, 3, 1e300] {
            for (y, x) in [(0, s), (s, 0), (0, -s), (-s, 0), (s, s), (-s, s), (s, -s), (-s, -s), (-0.0, s), (-0.0, -s), (s, -0.0)] {
                #expect(arctangent(y, x).bitPattern == atan2(y, x).bitPattern, "atan2(\(y), \(x))")
            }
        }
    }

    @Test func whatIsNotADirectionIsLibms() {
        for (y, x) in [(0.0, 0.0), (-0.0, -0.0), (0, -0.0), (.infinity, 1), (1, -.infinity), (.infinity, .infinity), (.nan, 1), (1, .nan)] {
            let mine = arctangent(y, x), libm = atan2(y, x)
            #expect(mine.bitPattern == libm.bitPattern || (mine.isNaN && libm.isNaN), "atan2(\(y), \(x))")
        }
    }
}
