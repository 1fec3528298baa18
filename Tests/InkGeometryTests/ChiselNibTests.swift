/// The highlighter's chisel nib: a stroke's width depends on the angle between the nib's long
/// edge and the direction of travel (broad across the edge, thin along it), the nib follows
/// the barrel rotation, turns smoothly past a half turn, and its outline pieces cover exactly
/// the swept rectangle and wind like the round nib's.
import Foundation
import Testing
import InkGeometry

@Suite struct ChiselNibTests {
    let nib = ChiselNib(OutlineOptions(width: 20, thinning: 0, nib: .chisel))

    /// The extent across a horizontal stroke of the outline of `points`, at x = 50.
    func verticalExtent(_ points: [StrokePoint], options: OutlineOptions) -> Double {
        var ys: [Double] = []
        for piece in strokeOutline(points, options: options) {
            for i in piece.indices {
                let a = piece[i], b = piece[(i + 1) % piece.count]
                guard (a.x - 50) * (b.x - 50) <= 0, a.x != b.x else { continue }
                ys.append(a.y + (b.y - a.y) * (50 - a.x) / (b.x - a.x))
            }
        }
        return (ys.max() ?? 0) - (ys.min() ?? 0)
    }

    @Test func theNibIsAQuarterAsThickAsItIsLong() {
        #expect(nib.length == 20)
        #expect(nib.thickness == 5)
        #expect(ChiselNib(OutlineOptions(width: 2, nib: .chisel)).thickness == 1)
    }

    @Test func theWidthAcrossTheStrokeFollowsTheAngleBetweenNibAndDirection() {
        // Travelling across the long edge: its whole length; along it: its thickness.
        #expect(abs(nib.sweptWidth(angle: .pi / 2, direction: 0) - 20) < 1e-9)
        #expect(abs(nib.sweptWidth(angle: 0, direction: 0) - 5) < 1e-9)
        // In between, the projection of the rectangle.
        let at30 = nib.sweptWidth(angle: .pi / 6, direction: 0)
        #expect(abs(at30 - (20 * 0.5 + 5 * cos(Double.pi / 6))) < 1e-9)
        // Held at rest, a line along the text is broad and a downstroke about half as wide.
        let across = nib.sweptWidth(angle: ChiselNib.restingAngle, direction: 0)
        let down = nib.sweptWidth(angle: ChiselNib.restingAngle, direction: .pi / 2)
        #expect(across > 19 && across < 21)
        #expect(down < across * 0.6)
    }

    @Test func theOutlineOfAHorizontalStrokeIsAsWideAsTheNibAcrossIt() {
        let options = OutlineOptions(width: 20, thinning: 0, nib: .chisel)
        for (angle, expected) in [(Double.pi / 2, 20.0), (0, 5), (ChiselNib.restingAngle, nib.sweptWidth(angle: ChiselNib.restingAngle, direction: 0))] {
            let points = stride(from: 0.0, through: 100, by: 2).map { StrokePoint(Point($0, 40), angle: angle) }
            #expect(abs(verticalExtent(points, options: options) - expected) < 1e-6, "angle \(angle)")
        }
    }

    @Test func barrelRotationTurnsTheNibFromItsRestingAngle() {
        #expect(ChiselNib.angle(rotation: nil) == ChiselNib.restingAngle)
        #expect(ChiselNib.angle(rotation: 0) == ChiselNib.restingAngle)
        #expect(abs(ChiselNib.angle(rotation: 90) - (ChiselNib.restingAngle + .pi / 2)) < 1e-12)
        // A horizontal stroke at rotation 0 and at 90° differ in width by more than half.
        let rest = nib.sweptWidth(angle: ChiselNib.angle(rotation: 0), direction: 0)
        let turned = nib.sweptWidth(angle: ChiselNib.angle(rotation: 90), direction: 0)
        #expect(turned < rest * 0.65)
    }

    @Test func aNibTurningPastAHalfTurnKeepsTurningSmoothly() {
        #expect(abs(ChiselNib.unwrapped(0.1, near: .pi - 0.1) - (.pi + 0.1)) < 1e-12)
        #expect(abs(ChiselNib.unwrapped(3 * .pi - 0.05, near: 0) - -0.05) < 1e-12)
        #expect(ChiselNib.unwrapped(0.3, near: 0.2) == 0.3)
    }

    @Test func piecesAreConvexAndWindLikeTheRoundNibs() throws {
        let options = OutlineOptions(width: 20, thinning: 0, nib: .chisel)
        let a = StrokePoint(Point(0, 0), angle: 0.3), b = StrokePoint(Point(6, 2), angle: 0.5)
        let piece = outlinePiece(a, b, options: options)
        #expect(PolygonMath.isConvex(piece))
        let round = outlinePiece(a, b, options: OutlineOptions(width: 20))
        #expect(PolygonMath.signedArea(piece).sign == PolygonMath.signedArea(round).sign)
        // A single point is the nib's rectangle.
        let dot = outlinePiece(a, a, options: options)
        #expect(abs(abs(PolygonMath.signedArea(dot)) - 100) < 1e-9)
        // The piece's bounds hold it whatever the angle.
        let bounds = outlinePieceBounds(a, b, options: options)
        for p in piece { #expect(bounds.insetBy(-1e-9).contains(p)) }
    }
}
