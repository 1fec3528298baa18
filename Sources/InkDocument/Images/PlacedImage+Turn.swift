import Foundation
import InkGeometry

/// A placed image's turned shape: its frame turned by `angle` about the frame's centre. What
/// the page draws, what a lasso or a tap selects, and what a repaint covers follow this shape,
/// not the upright frame.
extension PlacedImage {
    /// The frame's corners as drawn (turned), clockwise from the image's top left.
    public var corners: [Point] {
        let f = frame
        let upright = [Point(f.minX, f.minY), Point(f.maxX, f.minY), Point(f.maxX, f.maxY), Point(f.minX, f.maxY)]
        guard angle != 0 else { return upright }
        let turn = Affine.rotation(angle, about: f.center)
        return upright.map(turn.apply)
    }

    /// The upright rectangle holding the image as drawn (its frame when it is not turned).
    public var bounds: Rect { angle == 0 ? frame : Rect(bounding: corners) }

    /// A point of the image at (`u`, `v`) of its width and height (0...1 each, from its top
    /// left), where it is drawn.
    public func point(atFraction u: Double, _ v: Double) -> Point {
        let f = frame, p = Point(f.minX + u * f.width, f.minY + v * f.height)
        return angle == 0 ? p : Affine.rotation(angle, about: f.center).apply(p)
    }

    /// Whether the image as drawn covers the page point `p` (the corners of its bounds that
    /// a turn leaves empty do not).
    public func contains(_ p: Point) -> Bool {
        guard angle != 0 else { return frame.contains(p) }
        // Back into the image's upright frame.
        return frame.contains(Affine.rotation(-angle, about: frame.center).apply(p))
    }
}
