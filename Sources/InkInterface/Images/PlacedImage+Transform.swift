import Foundation
import InkDocument
import InkGeometry

extension PlacedImage {
    /// The image under a selection drag's transform: moved, scaled and turned with it. Its
    /// centre goes where the transform takes it; its angle turns as the transform turns the
    /// image's top edge, and its sides grow as the transform stretches them (a uniform scale
    /// keeps the angle; a free scale of a turned image, which would shear it, keeps it a
    /// rectangle whose sides follow the stretched ones).
    public func transformed(by t: Affine) -> PlacedImage {
        var moved = self
        let size: Size
        if angle == 0, t.b == 0, t.c == 0 {
            // Upright and no turn: the frame's corners go through the transform (exactly as before images turned).
            let a = t.apply(Point(frame.minX, frame.minY)), b = t.apply(Point(frame.maxX, frame.maxY))
            size = Size(abs(b.x - a.x), abs(b.y - a.y))
        } else if t.b == 0, t.c == 0, t.a == t.d, t.a > 0 {
            // A move or a uniform scale of a turned image: its angle stays exactly as it was.
            size = Size(frame.width * t.a, frame.height * t.a)
        } else {
            let across = Point(cos(angle), sin(angle)), down = Point(-sin(angle), cos(angle))
            let u = Point(t.a * across.x + t.c * across.y, t.b * across.x + t.d * across.y)
            let v = Point(t.a * down.x + t.c * down.y, t.b * down.x + t.d * down.y)
            size = Size(frame.width * (u.x * u.x + u.y * u.y).squareRoot(), frame.height * (v.x * v.x + v.y * v.y).squareRoot())
            moved.angle = Self.normalised(atan2(u.y, u.x))
        }
        let c = t.apply(frame.center)
        moved.frame = Rect(x: c.x - size.width / 2, y: c.y - size.height / 2, width: size.width, height: size.height)
        return moved
    }

    /// An angle within -π...π, and exactly 0 when a turn brought the image back upright
    /// (within 10⁻⁸ radian), so an image turned round and back is upright again.
    static func normalised(_ angle: Double) -> Double {
        var a = angle.remainder(dividingBy: 2 * .pi)
        if abs(a) < 1e-8 { a = 0 }
        return a
    }
}
