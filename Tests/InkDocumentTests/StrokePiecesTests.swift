/// A long stroke's piece index: hit tests and piece look-ups answer exactly what walking every
/// piece answers, the index follows the points and outline it was built from (journal refills,
/// decoding), never counts in equality or coding, and the work of a hit test near a stroke of
/// 100,000 points is what it is near a stroke of 1,000.
import Foundation
import Testing
import InkDocument
import InkGeometry

@Suite struct StrokePiecesTests {
    /// A stroke that loops over itself, with varying pressure.
    static func loops(_ count: Int, id: UInt64 = 1) -> Stroke {
        let points = (0..<count).map { i -> StrokePoint in
            let t = Double(i) / 15
            return StrokePoint(Point(300 + 200 * cos(t) + Double(i % 11), 300 + 180 * sin(1.7 * t)),
                               pressure: 0.5 + 0.5 * sin(Double(i) / 40))
        }
        return Stroke(id: StrokeID(id), points: points, color: Fixtures.black, outline: OutlineOptions(width: 6))
    }

    /// isTouched as it was: every piece tested.
    static func walkedTouch(_ s: Stroke, _ center: Point, _ radius: Double) -> Bool {
        guard s.bounds.insetBy(-radius).contains(center), s.points.count > 1 else { return false }
        return (1..<s.points.count).contains { i in
            let a = s.points[i - 1], b = s.points[i]
            let reach = radius + max(s.outline.width(atPressure: a.pressure), s.outline.width(atPressure: b.pressure)) / 2
            return distance(from: center, toSegment: a.position, b.position) <= reach
        }
    }

    static func walkedPieces(_ s: Stroke, _ clip: Rect) -> [Int] {
        (1..<s.points.count).filter { outlinePieceBounds(s.points[$0 - 1], s.points[$0], options: s.outline).intersects(clip) }.map { $0 - 1 }
    }

    @Test func hitTestsAndLookUpsMatchWalkingEveryPiece() {
        let stroke = Self.loops(3000)
        #expect(stroke.pieceIndex.isIndexed)
        var touched = 0
        for gx in stride(from: 60.0, through: 560, by: 7.3) {
            for gy in stride(from: 80.0, through: 520, by: 11.1) {
                let center = Point(gx, gy), radius = 1 + gx.truncatingRemainder(dividingBy: 9)
                let hit = stroke.isTouched(byDiscAt: center, radius: radius)
                #expect(hit == Self.walkedTouch(stroke, center, radius), "disc at \(gx),\(gy) r \(radius)")
                if hit { touched += 1 }
                let clip = Rect(center: center, radius: radius * 3)
                #expect(stroke.pieces(meeting: clip) == Self.walkedPieces(stroke, clip))
            }
        }
        #expect(touched > 100)
    }

    @Test func theIndexFollowsThePointsAndIsNeverCodedOrCompared() throws {
        var stroke = Self.loops(200)
        let other = Self.loops(500)
        // As the journal refills a decoded skeleton's points.
        stroke.points = other.points
        let clip = Rect(x: 250, y: 250, width: 40, height: 40)
        #expect(stroke.pieces(meeting: clip) == Self.walkedPieces(other, clip))
        stroke.outline = OutlineOptions(width: 30)
        #expect(stroke.pieces(meeting: clip) == Self.walkedPieces(stroke, clip))
        stroke.points = StrokePoints(other.points.prefix(10))
        #expect(!stroke.pieceIndex.isIndexed)
        // Coding: the same keys as before the index, and decoding rebuilds it.
        let json = try JSONEncoder().encode(other)
        let keys = (try JSONSerialization.jsonObject(with: json) as? [String: Any]).map { Set($0.keys) }
        #expect(keys == ["id", "points", "color", "outline", "bounds"])
        let back = try JSONDecoder().decode(Stroke.self, from: json)
        #expect(back == other)
        #expect(back.pieces(meeting: clip) == Self.walkedPieces(other, clip))
        // A stroke given a drawing-time index that does not fit its points rebuilds it.
        var wrong = PieceGrid()
        wrong.append(Rect(x: 0, y: 0, width: 1, height: 1))
        let rebuilt = Stroke(id: other.id, points: other.points, color: other.color, outline: other.outline, pieceIndex: wrong)
        #expect(rebuilt.pieces(meeting: clip) == Self.walkedPieces(other, clip))
        #expect(rebuilt.hashValue == other.hashValue)
    }

    /// The work of 100 eraser-sized look-ups along the newest part of a long stroke.
    static func hitWork(atLength n: Int) -> Int {
        // Rows back and forth down a long page: the end of the stroke is far from its start.
        let points = (0..<n).map { i -> StrokePoint in
            let row = i / 600, along = Double(i % 600) * 1.5
            return StrokePoint(Point(row % 2 == 0 ? 150 + along : 1050 - along, 30 + Double(row) * 11))
        }
        let stroke = Stroke(id: StrokeID(1), points: points, color: Fixtures.black, outline: OutlineOptions(width: 4))
        var work = 0
        for p in points.suffix(100) { _ = stroke.pieces(meeting: Rect(center: p.position, radius: 8), work: &work) }
        return work
    }

    @Test func theWorkOfAHitTestDoesNotGrowWithTheStroke() {
        let short = Self.hitWork(atLength: 1000), long = Self.hitWork(atLength: 100_000)
        #expect(long <= short * 3, "work of 100 look-ups: \(short) at 1,000 points, \(long) at 100,000")
    }
}
