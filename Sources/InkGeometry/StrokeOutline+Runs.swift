import Foundation

/// The outline of consecutive pieces of a round-nibbed centre line as one polygon per run,
/// instead of one per piece (`outlinePiece`): the same shape, the union of the pieces' hulls,
/// with far fewer edges.
///
/// Each piece's hull has a full circle of arc edges around every joint (half from the piece
/// before, half from the piece after), and a scan converter pays for every edge in every
/// sub-sampled row it crosses; filling a few pieces of a stroke in progress was most of a
/// drawing event's cost. A run's polygon goes forward along one side of the pieces (their
/// common tangents), round the end, back along the other side and round the start. At a
/// joint, the outer side follows the joint's disc from one tangent to the next (the round join
/// the hulls make there); on the inner side, where the two tangents cross, it goes straight
/// from one tangent point to the next: the small loop that makes lies inside the disc and
/// winds the same way as the rest, so the non-zero rule fills the union exactly
/// (`OutlineRunsTests` compares the pixels with the pieces' hulls, turns of 110° included). A piece with one disc inside the other or
/// whose width changes steeply is filled on its own, and a joint turning by more than
/// `sharpestJoin` ends a run: the next run starts with its own round cap, and the runs and
/// pieces, filled together with the non-zero rule, still make the union.
public enum OutlineRuns {
    /// The sharpest turn (radians) a run goes round; a sharper joint ends the run.
    public static let sharpestJoin = 2 * Double.pi / 3
    /// The most a radius may change per unit of a piece's length (the sine of how far its sides
    /// lean from the centre line) for the piece to go into a run.
    @usableFromInline static let steepestWidening = 0.34

    /// The polygons filling pieces `pieces` (ascending piece indices: piece `i` joins points `i`
    /// and `i + 1`) of `points`, a round nib's (for a chisel, one polygon per piece).
    @inlinable
    public static func polygons<P: RandomAccessCollection>(_ points: P, pieces: [Int], options: OutlineOptions) -> [[Point]]
    where P.Element == StrokePoint, P.Index == Int {
        var scratch = Scratch()
        var polygons: [[Point]] = []
        forEachPolygon(points, pieces: pieces, options: options, scratch: &scratch) { polygons.append($0) }
        return polygons
    }

    /// The buffers making outlines works in, kept by a caller that makes them on every drawing
    /// event (`CoverageFill`): the run's tangents and the polygon being made keep their room
    /// from one event to the next, so that making an outline allocates nothing once warm (each
    /// allocation and its release ran the allocator's code on a cold event).
    public struct Scratch: Sendable {
        @usableFromInline var run: [Tangents] = []
        @usableFromInline var polygon: [Point] = []
        public init() {}
    }

    /// `polygons`, one at a time: `body` sees each polygon in `scratch`'s buffer, valid until it
    /// returns (it copies what it keeps).
    @inlinable   // specialised where it is called: through a generic collection each point cost a witness call
    public static func forEachPolygon<P: RandomAccessCollection>(_ points: P, pieces: [Int], options: OutlineOptions,
                                                             scratch: inout Scratch, _ body: ([Point]) -> Void)
    where P.Element == StrokePoint, P.Index == Int {
        guard options.nib != .chisel else {
            for i in pieces { body(outlinePiece(points[i], points[i + 1], options: options)) }
            return
        }
        scratch.run.removeAll(keepingCapacity: true)
        var previous = -2
        for i in pieces {
            let a = points[i], b = points[i + 1]
            let t = Tangents(a, b, options: options)
            let continues = i == previous + 1 && !scratch.run.isEmpty && t != nil
            if let last = scratch.run.last, continues, let t, sharp(last, t) {
                emitRun(&scratch, body)
            } else if !continues, !scratch.run.isEmpty {
                emitRun(&scratch, body)
            }
            if let t { scratch.run.append(t) } else { body(outlinePiece(a, b, options: options)) }
            previous = i
        }
        if !scratch.run.isEmpty { emitRun(&scratch, body) }
    }

    /// Hands the run in `scratch` to `body` as one polygon, and empties it.
    @usableFromInline static func emitRun(_ scratch: inout Scratch, _ body: ([Point]) -> Void) {
        polygon(scratch.run, into: &scratch.polygon)
        body(scratch.polygon)
        scratch.run.removeAll(keepingCapacity: true)
    }

    /// Whether the joint between `a` and the next piece `b` turns either side by more than
    /// `sharpestJoin` (with the radius changing, a side can turn more than the centre line):
    /// a side turns by more than 120° exactly when its two directions' cosine is below -1/2.
    @usableFromInline static func sharp(_ a: Tangents, _ b: Tangents) -> Bool {
        a.minus.dot(b.minus) < sharpestCosine || a.plus.dot(b.plus) < sharpestCosine
    }
    /// cos(`sharpestJoin`), written out: a constant needs no lazy initialisation, which a
    /// computed one pays (a `swift_once`) at each of the run's joints (`GridCirclesTests`
    /// holds it equal to the cosine).
    @usableFromInline static let sharpestCosine = -0.4999999999999998

    /// A piece's two discs and the directions of their common tangents' points: the sides'
    /// points are `c + r · minus` and `c + r · plus`, made from the centre line's direction and
    /// the radii without a cosine or a sine (most of a run's cost was trigonometry).
    @usableFromInline struct Tangents: Sendable {
        @usableFromInline var c0: Point, r0: Double, c1: Point, r1: Double
        /// The direction from the first centre to the second (radians).
        @usableFromInline var phi: Double
        /// The angle between that direction and each tangent point's radius.
        @usableFromInline var alpha: Double
        /// Unit vectors at `phi - alpha` and `phi + alpha`.
        @usableFromInline var minus: Point, plus: Point

        /// Nil when one disc holds the other (no tangents: the piece is a disc) or the radius
        /// changes too steeply along it: such a piece is filled on its own.
        @inlinable init?(_ a: StrokePoint, _ b: StrokePoint, options: OutlineOptions) {
            r0 = options.width(at: a) / 2
            r1 = options.width(at: b) / 2
            c0 = a.position
            c1 = b.position
            let d = c0.distance(to: c1)
            // One disc in the other, or the width changing steeply along the piece (its sides
            // then lean so far that a run's chain could fold back on itself): a piece alone.
            if d + Swift.min(r0, r1) <= Swift.max(r0, r1) + 1e-9 || abs(r0 - r1) > OutlineRuns.steepestWidening * d { return nil }
            let ux = (c1.x - c0.x) / d, uy = (c1.y - c0.y) / d
            let ca = Swift.min(1, Swift.max(-1, (r0 - r1) / d)), sa = (1 - ca * ca).squareRoot()
            phi = arctangent(c1.y - c0.y, c1.x - c0.x)
            // acos(ca), from the sine at hand: the drawing event then runs no acos at all (its
            // code and tables were ~25 lines fetched from memory on a cold event), nor libm's
            // atan2 (`arctangent`).
            alpha = arctangent(sa, ca)
            minus = Point(ux * ca + uy * sa, uy * ca - ux * sa)
            plus = Point(ux * ca - uy * sa, uy * ca + ux * sa)
        }
    }

    /// One run's polygon, wound as `outlinePiece`'s are (angles increasing round the caps).
    @usableFromInline static func polygon(_ run: [Tangents], into out: inout [Point]) {
        out.removeAll(keepingCapacity: true)
        guard let first = run.first, let last = run.last else { return }
        out.reserveCapacity(run.count * 4 + 24)
        // The arcs' tables, reached once a polygon: each reach of a lazily made static goes
        // through its once-token (`swift_once`, a call and a cold line), ~10 a drawing motion.
        let grid = GridCircles.tables
        // Forward along the side at phi - alpha.
        out.append(on(first.c0, first.r0, first.minus))
        for (k, t) in run.enumerated() {
            out.append(on(t.c1, t.r1, t.minus))
            if k + 1 < run.count {
                let next = run[k + 1]
                join(&out, t.c1, t.r1, from: t.phi - t.alpha, t.minus, next.minus, grid)
            }
        }
        // Round the end.
        gridArc(&out, last.c1, last.r1, from: last.phi - last.alpha, to: last.phi + last.alpha, last.plus, grid)
        // Back along the side at phi + alpha.
        for k in stride(from: run.count - 1, through: 0, by: -1) {
            let t = run[k]
            out.append(on(t.c0, t.r0, t.plus))
            if k > 0 {
                let previous = run[k - 1]
                join(&out, t.c0, t.r0, from: t.phi + t.alpha, t.plus, previous.plus, grid)
            }
        }
        // Round the start, back to the first point.
        gridArc(&out, first.c0, first.r0, from: first.phi + first.alpha, to: first.phi - first.alpha + 2 * .pi, first.minus, grid)
        out.removeLast()
    }

    /// From the point at angle `from` (direction `a`) on a joint's disc to the one in direction
    /// `b`: round the disc on the outer side (the turn from `a` to `b` is counter-clockwise),
    /// straight across on the inner side.
    @inline(never)   // once, not inlined at each of its calls: a cold drawing event pays for every byte of code it runs
    static func join(_ out: inout [Point], _ c: Point, _ r: Double, from: Double, _ a: Point, _ b: Point, _ grid: GridCircles.Tables) {
        let cross = a.x * b.y - a.y * b.x
        if cross > 1e-9 {
            // Round by the turn from `a` to `b`, from the directions (not the difference of the
            // two angles brought within ±π by `remainder`: no remainder's code on a drawing event).
            gridArc(&out, c, r, from: from, to: from + arctangent(cross, a.x * b.x + a.y * b.y), b, grid)
        } else {
            out.append(on(c, r, b))
        }
    }

    /// Appends the points of a disc's boundary after the one at `from` (already there) up to
    /// the one at `to` (increasing; `end` is the unit vector at `to`): between them the disc's
    /// own grid of angles (whole fractions of a turn, a multiple of four, close enough that a
    /// chord strays at most a tenth of a unit from the circle), read from `GridCircles`. Every
    /// arc of a disc shares its grid, so where two runs (a stroke's and a tile's part of it)
    /// trace the same stretch of the boundary they cut it into the same chords, and their
    /// pixels agree.
    @inline(never)
    static func gridArc(_ out: inout [Point], _ c: Point, _ r: Double, from: Double, to: Double, _ end: Point, _ tables: GridCircles.Tables) {
        let n = Double(tables.count(radius: r))
        let grid = 2 * .pi / n
        var k = (from / grid).rounded(.down) + 1
        if k * grid < to - 1e-9 {
            let circle = tables.circle(Int(n)), count = Int(n)
            var i = Int(k) % count
            if i < 0 { i += count }
            while k * grid < to - 1e-9 {
                let u = circle[i]
                out.append(Point(c.x + r * u.x, c.y + r * u.y))
                i = i + 1 == count ? 0 : i + 1
                k += 1
            }
        }
        out.append(on(c, r, end))
    }

    static func on(_ c: Point, _ r: Double, _ direction: Point) -> Point {
        Point(c.x + r * direction.x, c.y + r * direction.y)
    }
}

/// The unit circle's points at whole fractions of a turn, for each number of fractions a run's
/// arc uses (8 to 192, multiples of four): read instead of a cosine and a sine per point. Made
/// once, on first use (about 75 kB).
enum GridCircles {
    /// Both tables, made together on first use: a polygon reaches them once (`tables`) and hands
    /// them to its arcs.
    struct Tables: Sendable {
        let circles: [[Point]]
        let thresholds: [Double]

        /// The `n` points of a circle cut into `n` (a multiple of four from 8 to 192).
        func circle(_ n: Int) -> [Point] { circles[n / 4] }

        /// Into how many a disc of radius `r` is cut: the fewest (a multiple of four, 8 to 192)
        /// for which a chord strays at most `tolerance` from the circle. What `exactCount` works
        /// out, read from `thresholds` instead (no acos on a drawing event).
        func count(radius r: Double) -> Int {
            var k = 0
            while k < thresholds.count && r >= thresholds[k] { k += 1 }
            return 8 + 4 * k
        }
    }

    static let tables = Tables(circles: stride(from: 0, through: 192, by: 4).map { n in
        n < 8 ? [] : (0..<n).map { k in
            let angle = 2 * Double.pi * Double(k) / Double(n)
            return Point(cos(angle), sin(angle))
        }
    }, thresholds: madeThresholds())

    /// How far a chord may stray from the circle.
    static let tolerance = 0.1

    /// The count from its formula: steps of 2·acos(1 - tolerance / r) round the circle.
    static func exactCount(radius r: Double) -> Int {
        let step = r > tolerance ? 2 * acos(1 - tolerance / r) : .pi / 4
        return Int(Swift.min(192, Swift.max(8, ((2 * .pi / step / 4).rounded(.up) * 4))))
    }

    /// `thresholds[k]`: the smallest radius whose count is at least 12 + 4k (the formula's
    /// count grows with the radius), found by halving the gap between two doubles until they
    /// are neighbours, so that `count` and `exactCount` agree on every radius.
    static func madeThresholds() -> [Double] {
        stride(from: 12, through: 192, by: 4).map { n in
            var low = 0.0, high = 1e9
            while low.nextUp < high {
                let middle = low + (high - low) / 2
                if middle <= low || middle >= high { break }
                if exactCount(radius: middle) >= n { high = middle } else { low = middle }
            }
            return high
        }
    }
}
