/// Stroke.isTouched(byDiscAt:radius:): true when the disc reaches the outline, false
/// beyond the stroke's half width plus the radius; dots too.
import Testing
import InkDocument
import InkGeometry

@Suite struct StrokeHitTests {
    // Half width 2 (width 4 at pressure 0.5).
    let line = Fixtures.line(1, y: 50, x0: 0, x1: 100)

    @Test func touchedOnAndNearTheLine() {
        #expect(line.isTouched(byDiscAt: Point(50, 50), radius: 1))
        #expect(line.isTouched(byDiscAt: Point(50, 56.9), radius: 5))   // 6.9 <= 2 + 5
        #expect(line.isTouched(byDiscAt: Point(-6, 50), radius: 5))     // past the round cap, within reach
    }

    @Test func notTouchedBeyondReach() {
        #expect(!line.isTouched(byDiscAt: Point(50, 57.1), radius: 5))  // 7.1 > 7
        #expect(!line.isTouched(byDiscAt: Point(50, 43), radius: 4.9))
        #expect(!line.isTouched(byDiscAt: Point(107.5, 50), radius: 5))
        #expect(!line.isTouched(byDiscAt: Point(500, 500), radius: 5))
    }

    @Test func reachFollowsPressure() {
        let heavy = Stroke(id: StrokeID(9), points: [StrokePoint(Point(0, 0), pressure: 1), StrokePoint(Point(100, 0), pressure: 1)],
                           color: Fixtures.black, outline: OutlineOptions(width: 4))
        // Half width at full pressure: 3.2.
        #expect(heavy.isTouched(byDiscAt: Point(50, 4.1), radius: 1))
        #expect(!heavy.isTouched(byDiscAt: Point(50, 4.3), radius: 1))
    }

    @Test func aDotIsTouchedWithinItsRadius() {
        let dot = Stroke(id: StrokeID(5), points: [StrokePoint(Point(10, 10))], color: Fixtures.black, outline: OutlineOptions(width: 4))
        #expect(dot.isTouched(byDiscAt: Point(14.9, 10), radius: 3))
        #expect(!dot.isTouched(byDiscAt: Point(15.1, 10), radius: 3))
    }

    @Test func anEmptyStrokeIsNeverTouched() {
        let empty = Stroke(id: StrokeID(6), points: [], color: Fixtures.black, outline: OutlineOptions(width: 4))
        #expect(!empty.isTouched(byDiscAt: Point(0, 0), radius: 100))
    }
}
