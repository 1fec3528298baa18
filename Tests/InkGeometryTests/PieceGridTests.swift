/// PieceGrid: the index finds exactly the pieces a walk over every piece finds, in the same
/// order, for any mix of small, large, empty and far-out rectangles; and the work of a query
/// at the end of a long stroke does not grow with the stroke.
import Foundation
import Testing
import InkGeometry
import InkTestSupport

@Suite struct PieceGridTests {
    func walk(_ rects: [Rect], _ clip: Rect) -> [Int] { rects.indices.filter { rects[$0].intersects(clip) } }

    /// Piece `i` of a wavy stroke, added to `grid` and `rects`; every seventh is taken back and
    /// drawn again (a provisional piece). Returns the pen's place there.
    static func addWavyPiece(_ i: Int, to grid: inout PieceGrid, _ rects: inout [Rect]) -> (x: Double, y: Double) {
        let x = Double(i) * 1.5, y = 300 + sin(Double(i) / 9) * 80
        let r = Rect(x: x - 3, y: y - 3, width: 6 + Double(i % 5), height: 6)
        grid.append(r)
        rects.append(r)
        if i % 7 == 0 {
            grid.removeLast(1)
            grid.append(r)
        }
        return (x, y)
    }

    @Test func theIndexFindsWhatAWalkOverEveryPieceFinds() {
        var random = SeededRandom(seed: 0x9E37_79B9_7F4A_7C15)
        var grid = PieceGrid()
        var rects: [Rect] = []
        for i in 0..<3000 {
            let r: Rect
            switch i % 50 {
            case 0: r = Rect(x: random.unit() * 40_000 - 20_000, y: random.unit() * 40_000 - 20_000,
                             width: random.unit() * 30_000, height: random.unit() * 30_000)   // huge
            case 1: r = .empty
            case 2: r = Rect(x: 1e12, y: -1e12, width: 5, height: 5)                            // beyond the cells
            default: r = Rect(x: random.unit() * 2000 - 500, y: random.unit() * 2000 - 500,
                              width: random.unit() * 300, height: random.unit() * 40)
            }
            grid.append(r)
            rects.append(r)
            if i % 97 == 0 {
                for _ in 0..<20 {
                    let clip = Rect(x: random.unit() * 2400 - 700, y: random.unit() * 2400 - 700,
                                    width: random.unit() * (random.unit() < 0.1 ? 3000 : 60), height: random.unit() * 60)
                    #expect(grid.indices(meeting: clip) == walk(rects, clip))
                }
            }
        }
        // Cell edges: a piece that only touches the clip's edge does not meet it; one that overlaps does.
        var edges = PieceGrid()
        edges.append(Rect(x: 0, y: 0, width: 32, height: 32))
        edges.append(Rect(x: 31.5, y: 0, width: 1, height: 1))
        #expect(edges.indices(meeting: Rect(x: 32, y: 0, width: 10, height: 10)) == [1])
        #expect(edges.indices(meeting: Rect(x: -10, y: -10, width: 10, height: 10)) == [])
        #expect(edges.indices(meeting: .empty) == [])
    }

    /// A query into a kept buffer (the renderer's, on every drawing event) gives what the
    /// plain query gives, empties what was there, and allocates nothing once the buffer is
    /// large enough: the same storage, query after query (issue 20, point 2).
    @Test func aQueryIntoAKeptBufferGivesTheSameAndKeepsItsStorage() {
        var grid = PieceGrid(reservingCapacity: 512)
        var rects: [Rect] = []
        var out: [Int] = []
        out.reserveCapacity(4096)
        let storage = out.withUnsafeBufferPointer { $0.baseAddress }
        var work = 0
        for i in 0..<2000 {
            let (x, y) = Self.addWavyPiece(i, to: &grid, &rects)
            for clip in [Rect(x: x - 20, y: y - 20, width: 40, height: 40), Rect(x: x - 400, y: 150, width: 800, height: 300)] {
                grid.indices(meeting: clip, work: &work, into: &out)
                #expect(out == walk(rects, clip))
                #expect(out.withUnsafeBufferPointer { $0.baseAddress } == storage, "the buffer was replaced at piece \(i)")
            }
        }
        grid.indices(meeting: .empty, work: &work, into: &out)
        #expect(out.isEmpty)
    }

    /// A grid made with room per cell (a stroke being drawn, `ActiveStrokeModel`) makes each
    /// new cell's list with that room: filling a cell up to it never grows the list, where a
    /// list grown by doubling was reallocated three or four times (issue 20, point 2). It
    /// finds what a grid without the room finds.
    @Test func aNewCellsListHasTheRoomAskedForAndFindsTheSame() {
        var roomy = PieceGrid(reservingCapacity: 64, perCell: 16), plain = PieceGrid(reservingCapacity: 64)
        // Small rectangles inside one finest cell (32 units): each adds an entry to that cell.
        let r = Rect(x: 2, y: 2, width: 4, height: 4)
        roomy.append(r)
        let afterFirst = roomy.storageBytes
        var plainSizes: Set<Int> = []
        for _ in 1..<16 {
            roomy.append(r)
            plain.append(r)
            plainSizes.insert(plain.storageBytes)
        }
        plain.append(r)
        #expect(roomy.storageBytes == afterFirst, "the cell's list grew")
        #expect(plainSizes.count > 1, "a list without room grows (the test would not see a difference)")
        // A wavy stroke's pieces over many cells, some drawn again: the same answers.
        var rects: [Rect] = Array(repeating: r, count: 16)
        for i in 0..<600 {
            let (x, y) = Self.addWavyPiece(i, to: &roomy, &rects)
            let clip = Rect(x: x - 20, y: y - 20, width: 40, height: 40)
            #expect(roomy.indices(meeting: clip) == walk(rects, clip))
        }
    }

    @Test func strangeValuesNeverTrap() {
        var grid = PieceGrid()
        for v in [Double.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -1e300] {
            grid.append(Rect(x: v, y: 0, width: 1, height: 1))
            grid.append(Rect(x: 0, y: 0, width: v, height: v))
        }
        grid.append(Rect(x: 1, y: 1, width: 2, height: 2))
        for clip in [Rect(x: .nan, y: 0, width: 5, height: 5), Rect(x: 0, y: 0, width: .infinity, height: 9),
                     Rect(x: -1e300, y: -1e300, width: 1e300, height: 1e300), Rect(x: 0, y: 0, width: 4, height: 4)] {
            let rects = grid.rects
            #expect(grid.indices(meeting: clip) == walk(rects, clip))
        }
    }

    /// The work of finding the pieces under the newest piece, at a stroke length.
    func queryWork(atLength n: Int) -> Int {
        var grid = PieceGrid()
        var previous = Point(150, 30)
        var work = 0
        for i in 1...n {
            // Rows back and forth down a long page.
            let row = i / 600, along = Double(i % 600) * 1.5
            let p = Point(row % 2 == 0 ? 150 + along : 1050 - along, 30 + Double(row) * 11)
            let piece = Rect(center: previous, radius: 2).union(Rect(center: p, radius: 2))
            grid.append(piece)
            previous = p
            if i > n - 100 { _ = grid.indices(meeting: piece, work: &work) }
        }
        return work
    }

    @Test func theWorkOfAQueryDoesNotGrowWithTheStroke() {
        let short = queryWork(atLength: 1000), long = queryWork(atLength: 100_000)
        // A walk over every piece would do 100 times more at 100,000 than at 1,000.
        #expect(long <= short * 3, "work for 100 queries: \(short) at 1,000 pieces, \(long) at 100,000")
        #expect(long < 100 * 1000, "work for 100 queries at 100,000 pieces: \(long)")
    }
}
