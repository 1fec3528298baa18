import Foundation

/// A plane transform x' = a·x + c·y + tx, y' = b·x + d·y + ty: moving, scaling and turning
/// a selection.
public struct Affine: Hashable, Sendable {
    public var a, b, c, d, tx, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = Affine(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A move by `offset`.
    public static func translation(_ offset: Point) -> Affine { Affine(a: 1, b: 0, c: 0, d: 1, tx: offset.x, ty: offset.y) }

    /// A scaling by `sx`, `sy` that keeps `center` in place.
    public static func scaling(_ sx: Double, _ sy: Double, about center: Point) -> Affine {
        Affine(a: sx, b: 0, c: 0, d: sy, tx: center.x - sx * center.x, ty: center.y - sy * center.y)
    }

    /// A turn by `angle` radians (towards +y) about `center`.
    public static func rotation(_ angle: Double, about center: Point) -> Affine {
        let cs = cos(angle), sn = sin(angle)
        return Affine(a: cs, b: sn, c: -sn, d: cs, tx: center.x - cs * center.x + sn * center.y,
                      ty: center.y - sn * center.x - cs * center.y)
    }

    public func apply(_ p: Point) -> Point { Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty) }

    /// How much lengths grow, on average over directions (the square root of the area scale):
    /// what a stroke's width is multiplied by.
    public var lengthScale: Double { abs(a * d - b * c).squareRoot() }

    /// How far the transform turns the x axis, in radians.
    public var angle: Double { atan2(b, a) }
}
