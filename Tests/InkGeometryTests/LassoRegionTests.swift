/// The lasso's region: a loop encloses what a person drew around (concave loops too, the
/// notch left out); a near-straight drag is a rectangle; at least half of a stroke's points
/// inside count as "mostly inside".
import Foundation
import InkGeometry
import Testing

@Suite struct LassoRegionTests {
    /// A "C" opening to the right: a 100x100 square with a notch from x 40 to 100, y 40 to 60.
    static let cShape: [Point] = [Point(0, 0), Point(100, 0), Point(100, 40), Point(40, 40), Point(40, 60), Point(100, 60),
                                  Point(100, 100), Point(0, 100), Point(0, 0)]

    @Test func aConcaveLoopLeavesItsNotchOut() {
        let region = LassoRegion(path: Self.cShape)
        #expect(!region.isRectangle)
        #expect(region.contains(Point(20, 50)))
        #expect(region.contains(Point(70, 20)))
        #expect(region.contains(Point(70, 80)))
        #expect(!region.contains(Point(70, 50)), "the notch")
        #expect(!region.contains(Point(150, 50)))
    }

    @Test func aStrokeInTheNotchIsNotSelectedOneAlongTheBackIs() {
        let region = LassoRegion(path: Self.cShape)
        let inNotch = stride(from: 45.0, through: 95, by: 5).map { Point($0, 50) }
        let alongBack = stride(from: 5.0, through: 95, by: 5).map { Point(20, $0) }
        #expect(!region.holdsMost(of: inNotch))
        #expect(region.holdsMost(of: alongBack))
    }

    @Test func halfThePointsInsideIsEnoughLessIsNot() {
        let square = LassoRegion(path: [Point(0, 0), Point(100, 0), Point(100, 100), Point(0, 100), Point(0, 2)])
        let half = [Point(50, 50), Point(60, 50), Point(150, 50), Point(160, 50)]
        let third = [Point(50, 50), Point(150, 50), Point(160, 50)]
        #expect(square.holdsMost(of: half))
        #expect(!square.holdsMost(of: third))
    }

    @Test func aNearStraightDragIsARectangleALoopIsNot() {
        let drag = LassoRegion(path: [Point(10, 10), Point(60, 35), Point(110, 62)])
        #expect(drag.isRectangle)
        #expect(drag.bounds == Rect(x: 10, y: 10, width: 100, height: 52))
        #expect(drag.contains(Point(100, 15)), "a corner the path never went near")
        let circle = (0...36).map { i in Point(50 + 40 * cos(Double(i) * .pi / 18), 50 + 40 * sin(Double(i) * .pi / 18)) }
        #expect(!LassoRegion(path: circle).isRectangle)
        #expect(!LassoRegion(path: circle).contains(Point(12, 12)), "a circle's corner is out")
    }

    @Test func aTapEnclosesNothing() {
        let tap = LassoRegion(path: [Point(5, 5)])
        #expect(!tap.contains(Point(5, 5)))
        #expect(!tap.holdsMost(of: [Point(5, 5)]))
    }

    @Test func affineTransformsMoveScaleAndTurnAboutTheirCentre() {
        #expect(Affine.translation(Point(3, 4)).apply(Point(1, 1)) == Point(4, 5))
        let scale = Affine.scaling(2, 2, about: Point(10, 10))
        #expect(scale.apply(Point(10, 10)) == Point(10, 10))
        #expect(scale.apply(Point(11, 12)) == Point(12, 14))
        #expect(abs(scale.lengthScale - 2) < 1e-12)
        let turn = Affine.rotation(.pi / 2, about: Point(10, 10))
        let p = turn.apply(Point(20, 10))
        #expect(abs(p.x - 10) < 1e-9 && abs(p.y - 20) < 1e-9)
        #expect(abs(turn.angle - .pi / 2) < 1e-12 && abs(turn.lengthScale - 1) < 1e-12)
    }
}
