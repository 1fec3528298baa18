/// `OutlineRuns`: a run of pieces filled as one polygon covers the pixels the union of the
/// pieces' hulls covers (the shape is the same; only where the arcs are cut into chords differs,
/// by less than a tenth of a pixel), on random strokes of every width, with sharp turns, pressure
/// jumps (one disc inside the next), tiny steps under a wide nib and reversals; and it has far
/// fewer edges.
import Foundation
import Testing
import CCairo
import InkGeometry
@testable import InkRender
import InkTestSupport

@Suite struct OutlineRunsTests {
    /// The coverage (0...255) of `polygons` filled together with the non-zero rule, on `size`².
    static func coverage(_ polygons: [[Point]], size: Int, scale: Double) -> [UInt8] {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(size), Int32(size)) else { return [] }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return [] }
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        cairo_new_path(cr)
        for polygon in polygons { addPolygon(cr, polygon) }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_fill(cr)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return [] }
        let stride = Int(cairo_image_surface_get_stride(surface))
        return (0..<size).flatMap { y in (0..<size).map { x in data[y * stride + x] } }
    }

    /// Pieces' hulls against runs: the largest difference of a pixel on the outline's edge;
    /// how many pixels deep inside (the pixel and its eight neighbours fully covered) or far
    /// outside (none covered) one of them are not so in the other (a hole, a missing join, ink
    /// where there is none: chords cut elsewhere never do that); and how many are inked.
    static func compare(_ points: [StrokePoint], options: OutlineOptions, size: Int = 160, scale: Double = 1)
        -> (largest: Int, wrong: Int, inked: Int) {
        let pieces = Array(0..<(points.count - 1))
        let hulls = pieces.map { outlinePiece(points[$0], points[$0 + 1], options: options) }
        let runs = OutlineRuns.polygons(points, pieces: pieces, options: options)
        let a = coverage(hulls, size: size, scale: scale), b = coverage(runs, size: size, scale: scale)
        func all(_ c: [UInt8], _ x: Int, _ y: Int, _ value: UInt8) -> Bool {
            for dy in -1...1 { for dx in -1...1 where c[(y + dy) * size + x + dx] != value { return false } }
            return true
        }
        var largest = 0, wrong = 0, inked = 0
        for y in 1..<(size - 1) {
            for x in 1..<(size - 1) {
                let i = y * size + x
                largest = max(largest, abs(Int(a[i]) - Int(b[i])))
                if a[i] > 0 { inked += 1 }
                for (one, other) in [(a, b), (b, a)] {
                    if all(one, x, y, 255) && other[i] != 255 { wrong += 1 }
                    if all(one, x, y, 0) && other[i] != 0 { wrong += 1 }
                }
            }
        }
        return (largest, wrong, inked)
    }

    /// A random walk of `count` samples from the middle: steps of `step`, turning by up to
    /// `turn` radians, pressure wandering (or jumping).
    static func walk(_ random: inout SeededRandom, count: Int, step: ClosedRange<Double>, turn: Double,
                     jumps: Bool, size: Double) -> [StrokePoint] {
        var p = Point(size / 2, size / 2), heading = Double.random(in: 0..<(2 * .pi), using: &random)
        var pressure = 0.5
        var points: [StrokePoint] = []
        for _ in 0..<count {
            points.append(StrokePoint(p, pressure: pressure))
            heading += Double.random(in: -turn...turn, using: &random)
            let s = Double.random(in: step, using: &random)
            p = Point(min(max(p.x + s * cos(heading), 10), size - 10), min(max(p.y + s * sin(heading), 10), size - 10))
            pressure = jumps ? Double.random(in: 0...1, using: &random)
                             : min(1, max(0, pressure + Double.random(in: -0.1...0.1, using: &random)))
        }
        return points
    }

    @Test(arguments: [
        (width: 1.0, step: 0.4...3.0, turn: 0.3, jumps: false),
        (width: 3.0, step: 0.4...6.0, turn: 0.5, jumps: false),
        (width: 3.0, step: 0.4...6.0, turn: 2.5, jumps: false),
        (width: 12.0, step: 0.4...4.0, turn: 1.0, jumps: true),
        (width: 30.0, step: 0.4...3.0, turn: 0.4, jumps: false),
        (width: 30.0, step: 2.0...12.0, turn: 3.1, jumps: true),
    ])
    func runsCoverWhatThePiecesCover(_ c: (width: Double, step: ClosedRange<Double>, turn: Double, jumps: Bool)) {
        var random = SeededRandom(seed: UInt64(c.width * 10 + c.turn * 100))
        let options = OutlineOptions(width: c.width, thinning: 0.6)
        for scale in [1.0, 2.5] {
            for _ in 0..<25 {
                let points = Self.walk(&random, count: 40, step: c.step, turn: c.turn, jumps: c.jumps, size: 160 / scale)
                let r = Self.compare(points, options: options, scale: scale)
                // Chords cut from the arcs at other angles move an edge pixel by up to ~70 levels.
                #expect(r.wrong == 0 && r.largest <= 96, "width \(c.width) scale \(scale): \(r)")
            }
        }
    }

    @Test func aReversalAWideNibOverTinyStepsAndADiscInsideTheNextAreCovered() {
        let options = OutlineOptions(width: 40, thinning: 1)
        let cases: [[StrokePoint]] = [
            [StrokePoint(Point(30, 80)), StrokePoint(Point(120, 80)), StrokePoint(Point(40, 82)), StrokePoint(Point(130, 90))],
            (0..<60).map { StrokePoint(Point(40 + Double($0) * 0.3, 80 + sin(Double($0) / 3) * 2)) },
            [StrokePoint(Point(40, 80), pressure: 0.1), StrokePoint(Point(42, 80), pressure: 1),
             StrokePoint(Point(80, 90), pressure: 1), StrokePoint(Point(81, 90), pressure: 0)],
            [StrokePoint(Point(40, 40)), StrokePoint(Point(120, 40)), StrokePoint(Point(40, 45)), StrokePoint(Point(120, 120))],
            // Turns of 100° and 110° under a 40-unit nib: the inner joins' loops are large.
            [StrokePoint(Point(20, 40)), StrokePoint(Point(80, 40)), StrokePoint(Point(80 + 60 * cos(1.745), 40 + 60 * sin(1.745))),
             StrokePoint(Point(80 + 60 * cos(1.745) + 50 * cos(-0.175), 40 + 60 * sin(1.745) + 50 * sin(-0.175)))],
        ]
        for points in cases {
            let r = Self.compare(points, options: options)
            #expect(r.wrong == 0 && r.largest <= 96, "\(r)")
        }
    }

    @Test func aRunHasAFractionOfThePiecesEdges() {
        let points = (0..<30).map { StrokePoint(Point(20 + Double($0) * 4, 60 + sin(Double($0) / 4) * 3)) }
        let options = OutlineOptions(width: 3)
        let pieces = Array(0..<29)
        let hullEdges = pieces.reduce(0) { $0 + outlinePiece(points[$1], points[$1 + 1], options: options).count }
        let runEdges = OutlineRuns.polygons(points, pieces: pieces, options: options).reduce(0) { $0 + $1.count }
        #expect(runEdges * 3 < hullEdges, "\(runEdges) edges in runs, \(hullEdges) in the pieces")
    }

    @Test func piecesApartMakeRunsApartAndAChiselKeepsItsPieces() {
        let points = (0..<10).map { StrokePoint(Point(20 + Double($0) * 10, 50)) }
        #expect(OutlineRuns.polygons(points, pieces: [0, 1, 2, 6, 7], options: OutlineOptions(width: 3)).count == 2)
        let chisel = OutlineOptions(width: 8, nib: .chisel)
        #expect(OutlineRuns.polygons(points, pieces: [0, 1, 2], options: chisel).count == 3)
    }
}

/// The painter fills a round nib's pieces as runs: the path Cairo gets for a stroke of 30
/// gently curving pieces has a few dozen points, not the ~16 per piece the hulls had.
@Suite struct InkPainterRunsTests {
    @Test func theStrokesPathHasARunsPointsNotEachPiecesHull() throws {
        let points = (0..<31).map { StrokePoint(Point(20 + Double($0) * 4, 60 + sin(Double($0) / 4) * 3)) }
        let surface = try #require(ImageSurface(width: 200, height: 120))
        let cr = surface.context
        cairo_new_path(cr)
        let device = DevicePath(cr)
        InkPainter.addOutline(points, pieces: Array(0..<30), outline: OutlineOptions(width: 3), to: device)
        device.end()
        let path = try #require(cairo_copy_path(cr))
        defer { cairo_path_destroy(path) }
        let hullPoints = (0..<30).reduce(0) { $0 + outlinePiece(points[$1], points[$1 + 1], options: OutlineOptions(width: 3)).count }
        // Each point is two path data (a header and the point): fewer than half the hulls' points.
        #expect(Int(path.pointee.num_data) < hullPoints, "\(path.pointee.num_data) path data for \(hullPoints) hull points")
    }
}
