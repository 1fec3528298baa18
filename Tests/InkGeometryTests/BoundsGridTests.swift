/// The spatial index of stroke bounds: what it finds equals testing every rectangle, after any
/// mix of insertions, removals and replacements it answers as one built afresh, and a small
/// query on a crowded page looks at the rectangles near it, not at all of them.
import Testing
import InkGeometry
import InkTestSupport

@Suite struct BoundsGridTests {
    /// A rectangle as strokes have them: mostly small, some long, a few huge, empty, far or broken.
    static func rect(_ r: inout SeededRandom) -> Rect {
        let x = r.unit() * 3000 - 500, y = r.unit() * 3000 - 500
        switch r.index(below: 20) {
        case 0: return Rect(x: x, y: y, width: r.unit() * 2500, height: r.unit() * 40)
        case 1: return Rect(x: x, y: y, width: 0, height: 0)
        case 2: return Rect(x: x, y: y, width: r.unit() * 1e7, height: r.unit() * 1e7)
        case 3: return Rect(x: 1e300, y: -1e300, width: 5, height: 5)
        case 4: return [Rect(x: .nan, y: 0, width: 3, height: 3), Rect(x: 0, y: 0, width: .infinity, height: 1),
                        Rect(x: x, y: y, width: -4, height: 7)][r.index(below: 3)]
        default: return Rect(x: x, y: y, width: r.unit() * 60, height: r.unit() * 60)
        }
    }

    static func query(_ r: inout SeededRandom) -> Rect {
        let x = r.unit() * 3400 - 700, y = r.unit() * 3400 - 700
        switch r.index(below: 10) {
        case 0: return Rect(x: x, y: y, width: r.unit() * 4000, height: r.unit() * 4000)
        case 1: return Rect(x: x, y: y, width: 0, height: 0)
        case 2: return Rect(x: -1e301, y: -1e301, width: 2e301, height: 2e301)
        default: return Rect(x: x, y: y, width: r.unit() * 120, height: r.unit() * 120)
        }
    }

    static func bruteForce(_ rects: [Rect], _ clip: Rect) -> [Int] {
        rects.indices.filter { BoundsGrid.meets(rects[$0], clip) }
    }

    @Test func queriesFindWhatTestingEveryRectangleFinds() {
        var r = SeededRandom(seed: 14)
        for size in [0, 1, 7, 300, 3000] {
            let rects = (0..<size).map { _ in Self.rect(&r) }
            let grid = BoundsGrid(rects)
            for _ in 0..<200 {
                let clip = Self.query(&r)
                #expect(grid.indices(meeting: clip) == Self.bruteForce(rects, clip), "\(size) rects, clip \(clip)")
            }
        }
    }

    @Test func edgesTouchingCountAndPointsAreFound() {
        let grid = BoundsGrid([Rect(x: 0, y: 0, width: 64, height: 64), Rect(x: 100, y: 100, width: 0, height: 0)])
        #expect(grid.indices(meeting: Rect(x: 64, y: 64, width: 10, height: 10)) == [0])
        #expect(grid.indices(meeting: Rect(x: 90, y: 90, width: 10, height: 10)) == [1])
        #expect(grid.indices(meeting: Rect(x: 65, y: 0, width: 10, height: 10)) == [])
    }

    @Test func incrementalChangesAnswerAsARebuiltIndex() {
        var r = SeededRandom(seed: 1414)
        var rects = (0..<400).map { _ in Self.rect(&r) }
        var grid = BoundsGrid(rects)
        for step in 0..<600 {
            let a = r.index(below: rects.count + 1)
            let b = a + (r.index(below: 4) == 0 ? 0 : r.index(below: Swift.min(3, rects.count - a) + 1))
            let new = (0..<r.index(below: 4)).map { _ in Self.rect(&r) }
            rects.replaceSubrange(a..<b, with: new)
            grid.replace(a..<b, with: new)
            #expect(grid.rects.count == rects.count)
            let clip = Self.query(&r)
            #expect(grid.indices(meeting: clip) == BoundsGrid(rects).indices(meeting: clip), "step \(step)")
            #expect(grid.indices(meeting: clip) == Self.bruteForce(rects, clip), "step \(step)")
        }
    }

    @Test func aSmallQueryOnACrowdedPageLooksAtTheRectanglesNearIt() {
        // 10,000 short strokes over a page of 1200x800: a disc-sized query looks at a handful.
        var r = SeededRandom(seed: 7)
        let rects = (0..<10_000).map { _ in Rect(x: r.unit() * 1200, y: r.unit() * 800, width: 5 + r.unit() * 25, height: 5 + r.unit() * 25) }
        let grid = BoundsGrid(rects)
        var work = 0
        let found = grid.indices(meeting: Rect(x: 600, y: 400, width: 20, height: 20), work: &work)
        #expect(found == Self.bruteForce(rects, Rect(x: 600, y: 400, width: 20, height: 20)))
        #expect(work < 600, "looked at \(work) of 10,000")
    }
}

extension BoundsGridTests {
    @Test func updatesOfManyAtOnceAnswerAsARebuiltIndex() {
        var r = SeededRandom(seed: 141_414)
        var rects = (0..<300).map { _ in Self.rect(&r) }
        var grid = BoundsGrid(rects)
        for step in 0..<300 {
            let removed = Array(Set((0..<r.index(below: 5)).compactMap { _ in rects.isEmpty ? nil : r.index(below: rects.count) })).sorted()
            for i in removed.reversed() { rects.remove(at: i) }
            var added: [(index: Int, rect: Rect)] = []
            var at = 0
            for _ in 0..<r.index(below: 5) {
                at += r.index(below: 40)
                let index = Swift.min(at, rects.count + added.count)
                if let last = added.last, last.index >= index { break }
                added.append((index, Self.rect(&r)))
            }
            for item in added { rects.insert(item.rect, at: item.index) }
            grid.update(removing: removed, adding: added)
            #expect(grid.rects.count == rects.count)
            for _ in 0..<3 {
                let clip = Self.query(&r)
                #expect(grid.indices(meeting: clip) == Self.bruteForce(rects, clip), "step \(step)")
            }
        }
    }
}
