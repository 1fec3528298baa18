/// Rect: union and intersection, the empty rectangle as union's identity, `integral`,
/// half-open `contains`, `insetBy` and the bounding-box initialiser.
import Testing
import InkGeometry

@Suite struct RectTests {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    let b = Rect(x: 5, y: -5, width: 10, height: 10)

    @Test func unionIsTheSmallestRectHoldingBoth() {
        #expect(a.union(b) == Rect(x: 0, y: -5, width: 15, height: 15))
        #expect(b.union(a) == a.union(b))
    }

    @Test func emptyIsTheIdentityOfUnion() {
        #expect(Rect.empty.union(b) == b)
        #expect(b.union(.empty) == b)
        // An empty rectangle far away must not stretch the union toward its origin.
        let farEmpty = Rect(x: 500, y: 500, width: 0, height: 3)
        #expect(farEmpty.isEmpty)
        #expect(b.union(farEmpty) == b)
        #expect(farEmpty.union(b) == b)
    }

    @Test func intersectionIsTheCommonPart() {
        #expect(a.intersection(b) == Rect(x: 5, y: 0, width: 5, height: 5))
        #expect(b.intersection(a) == a.intersection(b))
        #expect(a.intersects(b))
    }

    @Test func disjointRectsIntersectInEmpty() {
        let c = Rect(x: 20, y: 20, width: 5, height: 5)
        #expect(a.intersection(c) == .empty)
        #expect(!a.intersects(c))
        // Touching edges share no area.
        let d = Rect(x: 10, y: 0, width: 5, height: 10)
        #expect(a.intersection(d).isEmpty)
        #expect(!a.intersects(d))
        #expect(!a.intersects(.empty))
    }

    @Test func integralGrowsOutwardToWholePixels() {
        let r = Rect(x: 1.2, y: -0.5, width: 3.1, height: 2.0)
        #expect(r.integral == Rect(x: 1, y: -1, width: 4, height: 3))
        let whole = Rect(x: 2, y: 3, width: 4, height: 5)
        #expect(whole.integral == whole)
        #expect(Rect(x: 7.5, y: 7.5, width: 0, height: 4).integral == .empty)
    }

    @Test func containsIsHalfOpen() {
        #expect(a.contains(Point(0, 0)))
        #expect(a.contains(Point(9.999, 5)))
        #expect(!a.contains(Point(10, 5)))
        #expect(!a.contains(Point(5, 10)))
        #expect(!a.contains(Point(-0.001, 5)))
        #expect(!Rect.empty.contains(Point(0, 0)))
    }

    @Test func insetByShrinksAndNegativeGrows() {
        #expect(a.insetBy(2) == Rect(x: 2, y: 2, width: 6, height: 6))
        #expect(a.insetBy(-3) == Rect(x: -3, y: -3, width: 16, height: 16))
    }

    @Test func centerRadiusAndBoundingPoints() {
        #expect(Rect(center: Point(5, 6), radius: 2) == Rect(x: 3, y: 4, width: 4, height: 4))
        #expect(Rect(bounding: [Point(3, -1), Point(-2, 4), Point(1, 1)]) == Rect(x: -2, y: -1, width: 5, height: 5))
        #expect(Rect(bounding: [Point]()) == .empty)
        #expect(a.center == Point(5, 5))
    }
}
