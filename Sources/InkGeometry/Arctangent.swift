import Foundation

/// The angle of the direction (x, y), as `atan2(y, x)` gives it, to within a few units in the
/// last place (exact on the axes and the diagonals).
///
/// Written out rather than taken from libm because a drawing motion asks for ~27 of them (a
/// run's tangent points and joins, a curve piece's turn) on a core that idled 8 ms at 125 Hz:
/// libm's `atan2` reads its tables on each call, ~11 data lines and ~11 code lines fetched
/// from memory a cold motion (callgrind's cache simulation of `inkstone-bench
/// --motion-profile`), where this reads a few constants and lies in the hot text block. The
/// angle is reduced to the first octant, then by the nearest multiple of π/12 to a tangent
/// under tan(π/24) ≈ 0.13, where eight terms of atan's series leave an error under 1e-16.
/// Non-finite values and (0, 0) go to libm, which says what they mean.
public func arctangent(_ y: Double, _ x: Double) -> Double {
    let ax = abs(x), ay = abs(y)
    guard ax.isFinite, ay.isFinite, ax > 0 || ay > 0 else { return atan2(y, x) }
    let steep = ay > ax
    let z = steep ? ax / ay : ay / ax
    var base = 0.0, t = z
    if z > 0.13165249758739583 {            // tan(π/24): nearer π/12 than 0
        let c: Double, tc: Double
        if z > 0.7673269879789604 {         // tan(5π/24)
            c = .pi / 4; tc = 1
        } else if z > 0.41421356237309503 { // tan(3π/24)
            c = .pi / 6; tc = 0.5773502691896257
        } else {
            c = .pi / 12; tc = 0.2679491924311227
        }
        t = (z - tc) / (1 + z * tc)
        base = c
    }
    let t2 = t * t
    var series = -1.0 / 15
    series = series * t2 + 1.0 / 13
    series = series * t2 - 1.0 / 11
    series = series * t2 + 1.0 / 9
    series = series * t2 - 1.0 / 7
    series = series * t2 + 1.0 / 5
    series = series * t2 - 1.0 / 3
    var a = base + (t + t * t2 * series)
    if steep { a = .pi / 2 - a }
    if x.sign == .minus { a = .pi - a }
    return y.sign == .minus ? -a : a
}
