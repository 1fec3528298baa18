import CCairo
import InkDocument
import InkGeometry
import InkInterface

/// Where an input method puts what it shows beside the typing (its candidate window): the
/// caret of the text box being edited, measured by Pango as `TextEditPainter` draws it.
extension FrameRenderer {
    /// The foot of the caret (its left edge, its bottom) of the box `scene` edits, in screen
    /// pixels of the window; nil when no box is edited or it is off the canvas.
    public func inputSpot(_ scene: Scene) -> Point? {
        guard let edit = scene.textEdit, edit.page < scene.pages.pages.count,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return nil }
        defer { cairo_destroy(cr) }
        guard let c = TextBoxPainter.caret(edit.shownBox, at: edit.shownCaret, on: cr) else { return nil }
        let vp = scene.view.viewport, o = scene.pages.layout.origin(of: edit.page)
        let foot = Point(vp.origin.x + (o.x + c.x) * vp.scale, vp.origin.y + (o.y + c.maxY) * vp.scale)
        guard scene.view.canvas.insetBy(-1).contains(foot) else { return nil }
        return Point(foot.x * scale, foot.y * scale)
    }
}
