/// distance(from:toSegment:): perpendicular distance inside the segment, distance to the
/// nearer end outside it, and a degenerate segment acting as a point.
import Testing
import InkGeometry

@Suite struct SegmentDistanceTests {
    @Test func perpendicularDistanceWithinTheSegment() {
        #expect(distance(from: Point(5, 3), toSegment: Point(0, 0), Point(10, 0)) == 3)
        #expect(abs(distance(from: Point(0, 10), toSegment: Point(0, 0), Point(10, 10)) - 50.0.squareRoot()) < 1e-12)
    }

    @Test func beyondAnEndMeasuresToThatEnd() {
        #expect(distance(from: Point(13, 4), toSegment: Point(0, 0), Point(10, 0)) == 5)
        #expect(distance(from: Point(-3, -4), toSegment: Point(0, 0), Point(10, 0)) == 5)
    }

    @Test func degenerateSegmentIsAPoint() {
        #expect(distance(from: Point(4, 5), toSegment: Point(1, 1), Point(1, 1)) == 5)
    }

    @Test func onTheSegmentIsZero() {
        #expect(distance(from: Point(2.5, 2.5), toSegment: Point(0, 0), Point(5, 5)) == 0)
    }
}
