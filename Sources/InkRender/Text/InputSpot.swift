import CCairo
import InkDocument
import InkGeometry
import InkInterface

/// Where an input method puts what it shows beside the typing (its candidate window): the
/// caret of the save chooser's name, or of the text box being edited, measured by Pango as
/// `ChooserPainter` and `TextEditPainter` draw them.
extension FrameRenderer {
    /// The foot of the caret (its left edge, its bottom) of the field `scene` types into, in
    /// screen pixels of the window; nil when none takes typing or the box is off the canvas.
    public func inputSpot(_ scene: Scene) -> Point? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return nil }
        defer { cairo_destroy(cr) }
        // The name field of a chooser that writes a file, over everything, takes the typing while it is open.
        for case .chooser(let view) in scene.surfaces {
            guard view.chooser.mode.writesFile, let field = view.layout.nameField else { return nil }
            let x = ChooserPainter.nameCaret(view.chooser, in: field, on: cr)
            return Point(x * scale, (field.maxY - 10) * scale)
        }
        guard let edit = scene.textEdit, edit.page < scene.pages.pages.count,
              let c = TextBoxPainter.caret(edit.shownBox, at: edit.shownCaret, endsLine: edit.caretEndsLine, on: cr) else { return nil }
        let vp = scene.view.viewport, o = scene.pages.layout.origin(of: edit.page)
        let foot = Point(vp.origin.x + (o.x + c.x) * vp.scale, vp.origin.y + (o.y + c.maxY) * vp.scale)
        guard scene.view.canvas.insetBy(-1).contains(foot) else { return nil }
        return Point(foot.x * scale, foot.y * scale)
    }
}
