/// Packed points as a file keeps them (`StrokePoints.Storage` and the stored words): copied out
/// and back in they are the same points in the same words, not packed again; a storage that
/// does not fit its words, or names a grid or origin outside what packing makes, is refused.
import Testing
import InkGeometry

@Suite struct StrokePointsStorageTests {
    static func copied(_ points: StrokePoints) -> StrokePoints? {
        let bytes = points.withStoredWords { words in words.map(\.littleEndian).withUnsafeBytes { Array($0) } }
        return bytes.withUnsafeBytes { StrokePoints(storage: points.storage, littleEndianWords: $0) }
    }

    static func words(_ points: StrokePoints) -> [UInt32] { points.withStoredWords { Array($0) } }

    @Test func packedPointsCopyOutAndBackInUnchanged() throws {
        let pencil = StrokePoints((0..<40).map { StrokePoint(Point(1000.3 + Double($0) * 2.7, -50.1 + Double($0 % 7)), pressure: 0.3 + Double($0) / 100,
                                                             tilt: Double($0), angle: 0) })
        let storage = pencil.storage
        #expect(storage.gridExponent == 16 && storage.count == 40 && storage.tiltCount == 40 && storage.angleCount == 0)
        #expect(storage.wordCount == 3 * 40 + 40 && Self.words(pencil).count == storage.wordCount)
        let back = try #require(Self.copied(pencil))
        #expect(back == pencil && Self.words(back) == Self.words(pencil) && back.storage == storage)
        #expect(Array(back) == Array(pencil))

        let chisel = StrokePoints((0..<20).map { StrokePoint(Point(Double($0) * 3000, 7), pressure: 0.5, angle: -1.25) })
        #expect(chisel.storage.gridExponent! < 16 && chisel.storage.angleCount == 1)
        #expect(try #require(Self.copied(chisel)) == chisel)
    }

    @Test func shortStrokesKeepTheirExactForm() throws {
        let short = StrokePoints([StrokePoint(Point(.pi, -1e-300), pressure: 1.0 / 3, tilt: 12.5, angle: 0.1)])
        #expect(short.storage == StrokePoints.Storage(gridExponent: nil, count: 1))
        #expect(short.storage.wordCount == 10)
        let back = try #require(Self.copied(short))
        #expect(Array(back) == Array(short) && back.isWide)
        #expect(try #require(Self.copied(StrokePoints())).isEmpty)
    }

    @Test func storagesThatDoNotFitAreRefused() {
        let line = StrokePoints((0..<16).map { StrokePoint(Point(Double($0), 0), pressure: 0.5) })
        let bytes = line.withStoredWords { words in words.map(\.littleEndian).withUnsafeBytes { Array($0) } }
        var bad = [line.storage, line.storage, line.storage, line.storage, line.storage, line.storage]
        bad[0].gridExponent = 17
        bad[1].gridExponent = -1
        bad[2].originX = (1 << 51) + 1
        bad[3].tiltCount = 3
        bad[4].count = 15
        bad[5] = StrokePoints.Storage(gridExponent: nil, count: 16, tiltCount: 1)
        for storage in bad {
            #expect(bytes.withUnsafeBytes { StrokePoints(storage: storage, littleEndianWords: $0) } == nil, "\(storage)")
        }
        #expect(bytes.dropLast(4).withUnsafeBytes { StrokePoints(storage: line.storage, littleEndianWords: $0) } == nil)
    }
}
