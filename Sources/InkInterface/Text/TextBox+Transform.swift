import InkDocument
import InkGeometry

extension TextBox {
    /// The box as a selection drag, nudge or turn leaves it: its (estimated) centre goes where
    /// `t` takes it; its width and font size grow or shrink as `t` scales areas (the square
    /// root of its determinant); the text stays upright (a turn moves the box round, as the
    /// knob does an image's centre).
    public func transformed(by t: Affine) -> TextBox {
        let k = (abs(t.a * t.d - t.b * t.c)).squareRoot()
        let scale = k.isFinite && k > 1e-6 ? k : 1
        let centre = bounds.center, moved = t.apply(centre)
        var box = self
        box.width = width * scale
        box.fontSize = fontSize * scale
        box.origin = Point(moved.x - (centre.x - origin.x) * scale, moved.y - (centre.y - origin.y) * scale)
        return box
    }
}
