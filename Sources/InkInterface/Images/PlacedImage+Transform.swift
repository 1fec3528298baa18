import InkDocument
import InkGeometry

extension PlacedImage {
    /// The image under a selection drag's transform: moved and scaled with it (its frame
    /// stays upright: under a turn only its centre goes round, the image is not rotated).
    public func transformed(by t: Affine) -> PlacedImage {
        var moved = self
        let a = t.apply(Point(frame.minX, frame.minY)), b = t.apply(Point(frame.maxX, frame.maxY))
        let w = abs(b.x - a.x), h = abs(b.y - a.y)
        // A turn keeps the size (the corners' spread would change it): only the centre moves.
        let size = t.b == 0 && t.c == 0 ? Size(w, h) : Size(frame.width, frame.height)
        let c = t.apply(frame.center)
        moved.frame = Rect(x: c.x - size.width / 2, y: c.y - size.height / 2, width: size.width, height: size.height)
        return moved
    }
}
