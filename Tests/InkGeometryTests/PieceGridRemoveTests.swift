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
}
