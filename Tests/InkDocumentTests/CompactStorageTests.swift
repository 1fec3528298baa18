/// Compact storage (issue 14, point 3): a finished stroke's points take at most 32 bytes each
/// in memory, counted from the buffers themselves (capacities, not RSS), with what drawing and
/// hit tests need (the piece index, once built); packing keeps equality and save/reopen exact.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkTestSupport

@Suite struct CompactStorageTests {
    /// Every byte a stroke holds: its value, its packed points, and its piece index if built.
    static func bytes(_ stroke: Stroke) -> Int {
        MemoryLayout<Stroke>.stride + stroke.points.storageBytes + (stroke.pieceIndex.grid?.storageBytes ?? 0)
    }

    @Test func aNotebookTakesAtMost32BytesAPointWithItsPieceIndexes() {
        let document = HandwritingDocument(pages: 3, pointsPerPage: 20_000).document()
        var total = 0, points = 0
        for stroke in document.pages.flatMap(\.strokes) {
            // A hit test over part of the stroke builds its index (as the eraser would).
            let corner = Rect(x: stroke.bounds.minX, y: stroke.bounds.minY, width: 1, height: 1)
            _ = stroke.pieces(meeting: corner)
            total += Self.bytes(stroke)
            points += stroke.points.count
        }
        let perPoint = Double(total) / Double(points)
        #expect(perPoint <= 32, "\(perPoint) bytes a point")
        // An array of the points alone would take 40.
        #expect(MemoryLayout<StrokePoint>.stride == 40)
    }

    @Test func pencilAndChiselStrokesStayWithinTheBudgetToo() {
        let points = (0..<500).map { i -> StrokePoint in
            let t = Double(i)
            let position = Point(100 + t * 0.7, 200 + 30 * sin(t / 9))
            return StrokePoint(position, pressure: 0.3 + Double(i % 50) / 100, tilt: Double(i % 60), angle: t / 100)
        }
        for nib in [Nib.pencil, .chisel] {
            let stroke = Stroke(id: StrokeID(1), points: points, color: InkColor(rgb: 0), outline: OutlineOptions(width: 4, nib: nib))
            _ = stroke.pieces(meeting: Rect(x: 150, y: 180, width: 5, height: 5))
            #expect(stroke.pieceIndex.grid != nil)
            #expect(Double(Self.bytes(stroke)) / 500 <= 32, "\(nib): \(Self.bytes(stroke)) bytes")
        }
    }

    @Test func packedPointsAreWithinTheDocumentedPrecisionAndRepackExactly() {
        let raw = (0..<300).map { i -> StrokePoint in
            let t = Double(i)
            let position = Point(1234.567 + t * 0.3137, -87.1 + sin(t) * 12.345)
            return StrokePoint(position, pressure: Double(i % 97) / 97, tilt: Double(i % 7) * 11.3, angle: 0)
        }
        let packed = StrokePoints(raw)
        #expect(!packed.isWide)
        #expect(packed.count == raw.count)
        for (p, q) in zip(raw, packed) {
            #expect(abs(p.position.x - q.position.x) <= 1.0 / 131_072 && abs(p.position.y - q.position.y) <= 1.0 / 131_072)
            #expect(abs(p.pressure - q.pressure) <= 1e-7 && abs(p.tilt - q.tilt) <= 1e-5 && q.angle == 0)
        }
        // Packing what was read gives it back bit for bit: equality, files and journals stay exact.
        let read: [StrokePoint] = packed.map { $0 }
        let again = StrokePoints(read)
        #expect(again == packed)
        let xs: [UInt64] = again.map { $0.position.x.bitPattern }, pressures: [UInt64] = again.map { $0.pressure.bitPattern }
        #expect(xs == read.map { $0.position.x.bitPattern })
        #expect(pressures == read.map { $0.pressure.bitPattern })
        #expect(again.hashValue == packed.hashValue)
        #expect(packed.storageBytes <= 16 * raw.count + 64)
    }

    @Test func shortAndFarOutStrokesKeepTheirNumbersExactly() {
        let dot = StrokePoints([StrokePoint(Point(0.1, -0.3), pressure: 0.45, tilt: 3.3, angle: -1.2)])
        #expect(dot.isWide)
        #expect(dot[0] == StrokePoint(Point(0.1, -0.3), pressure: 0.45, tilt: 3.3, angle: -1.2))
        let far = (0..<40).map { StrokePoint(Point(1e12 + Double($0) * 0.1, .infinity), pressure: 0.3) }
        #expect(StrokePoints(far).map { $0 } == far)
        // A stroke too wide for the finest grid takes a coarser one, and still repacks exactly.
        let wide = (0..<40).map { StrokePoint(Point(Double($0) * 10_000.3, 5), pressure: 0.5) }
        let packed = StrokePoints(wide)
        #expect(!packed.isWide)
        #expect(zip(wide, packed).allSatisfy { abs($0.position.x - $1.position.x) < 0.01 })
        #expect(StrokePoints(packed.map { $0 }) == packed)
    }

    @Test func aNotebookSavedAndReopenedIsEqualAndSavesTheSameBytes() throws {
        let document = HandwritingDocument(pages: 2, pointsPerPage: 5_000).document()
        let bytes = try DocumentFile.encode(document)
        let back = try DocumentFile.decode(bytes)
        #expect(back == document)
        #expect(try DocumentFile.encode(back) == bytes)
        let v1 = try DocumentFile.encode(document, version: 1)
        #expect(try DocumentFile.decode(v1) == document)
    }
}
