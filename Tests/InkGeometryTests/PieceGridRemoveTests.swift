/// PieceGrid.removeLast: taking away the newest rectangles (a stroke's provisional pieces)
/// leaves an index that answers every query as one built without them.
import Testing
import InkGeometry
import InkTestSupport

@Suite struct PieceGridRemoveTests {
    @Test func removingTheLastLeavesTheSameAnswersAsNeverAdding() {
        var random = SeededRandom(seed: 11)
        var grid = PieceGrid(), reference = PieceGrid()
        for round in 0..<400 {
            // Sizes from a pixel to beyond every cell level, some empty.
            let size = round % 50 == 0 ? 40_000 : round % 17 == 0 ? 0 : 1 + random.unit() * 300
            let r = Rect(x: random.unit() * 3000 - 500, y: random.unit() * 3000 - 500, width: size, height: size * 0.7)
            grid.append(r)
            reference.append(r)
            if round % 3 == 2 {
                let k = 1 + random.index(below: 3)
                grid.removeLast(k)
                reference = PieceGrid()
                for kept in grid.rects { reference.append(kept) }
            }
        }
        #expect(grid.count == reference.count)
        for _ in 0..<200 {
            let clip = Rect(x: random.unit() * 3000 - 500, y: random.unit() * 3000 - 500,
                            width: random.unit() * 600, height: random.unit() * 600)
            #expect(grid.indices(meeting: clip) == reference.indices(meeting: clip))
        }
    }

    /// The drawing pattern: each sample takes back the provisional pieces and puts back pieces
    /// close to them (mostly in the same cells, at times not, or fewer, or more), with queries
    /// in between, even before the pieces are back. Every answer is what walking gives.
    @Test func piecesPutBackWhereTheyWereAnswerAsAWalk() {
        var random = SeededRandom(seed: 29)
        var grid = PieceGrid()
        var at = Point(x: 100, y: 100)
        func walk(_ clip: Rect) -> [Int] { grid.rects.indices.filter { grid.rects[$0].intersects(clip) } }
        func piece() -> Rect {
            at = Point(x: at.x + random.unit() * 6 - 2, y: at.y + random.unit() * 6 - 2)
            let size = random.index(below: 40) == 0 ? 0 : random.index(below: 60) == 0 ? 50_000 : 2 + random.unit() * 10
            return Rect(x: at.x, y: at.y, width: size, height: size)
        }
        for round in 0..<3000 {
            let k = Swift.min(grid.count, random.index(below: 4))
            let back = grid.rects.suffix(k)
            grid.removeLast(k)
            if round % 7 == 0 {
                let clip = Rect(x: at.x - 20, y: at.y - 20, width: 40, height: 40)
                #expect(grid.indices(meeting: clip) == walk(clip))
            }
            // The same rectangles nudged (the same cells, mostly), then one or two new ones.
            for r in back.dropLast(random.index(below: 2)) {
                grid.append(random.index(below: 5) == 0 ? r.offsetBy(Point(x: random.unit() * 40 - 20, y: 0)) : r.insetBy(random.unit() * 0.5))
            }
            for _ in 0..<(1 + random.index(below: 2)) { grid.append(piece()) }
            if round % 5 == 0 {
                let clip = Rect(x: at.x - random.unit() * 60, y: at.y - random.unit() * 60,
                                width: random.unit() * 120, height: random.unit() * 120)
                #expect(grid.indices(meeting: clip) == walk(clip))
            }
        }
        for _ in 0..<100 {
            let clip = Rect(x: random.unit() * 600 - 100, y: random.unit() * 600 - 100, width: random.unit() * 200, height: random.unit() * 200)
            #expect(grid.indices(meeting: clip) == walk(clip))
        }
    }
}
