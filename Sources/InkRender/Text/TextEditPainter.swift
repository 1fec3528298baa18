import CCairo
import InkDocument
import InkGeometry
import InkInterface

/// Draws the text boxes over the canvas's ink (on screen; exports use `TextBoxPainter` alone),
/// and the box being edited: its draft, its frame, grip and width handle, the caret, and the
/// candidate bar of handwriting (pen-sized buttons under the box).
enum TextEditPainter {
    /// The boxes of the pages meeting the window rectangle `r`, the box being edited among them
    /// (its text; its frame and handles are `paintChrome`'s). `scene` and `r` are in the
    /// layers' pixels (`FrameRenderer.screenView`): the text is drawn at the screen's resolution.
    static func paint(_ scene: Scene, in r: Rect, on cr: OpaquePointer) {
        let vp = scene.view.viewport, pages = scene.pages
        let clipPage = vp.toPage(r)
        let editing = scene.textEdit
        cairo_save(cr)
        clip(cr, to: scene.view.canvas)
        cairo_translate(cr, vp.origin.x, vp.origin.y)
        cairo_scale(cr, vp.scale, vp.scale)
        for (i, page) in pages.pages.enumerated() where !page.texts.isEmpty || editing?.page == i {
            let o = pages.layout.origin(of: i)
            let local = clipPage.offsetBy(Point(-o.x, -o.y))
            cairo_save(cr)
            cairo_translate(cr, o.x, o.y)
            let except = editing?.page == i ? editing?.box.id : nil
            // A glyph's ink may pass the measured extent a little (an italic's overhang): a margin of an em.
            for box in page.texts where box.id != except && TextBoxMetrics.shared.frame(box).insetBy(-box.fontSize).intersects(local) {
                TextBoxPainter.paint(box, on: cr)
            }
            if let editing, editing.page == i { TextBoxPainter.paintShown(editing, on: cr) }
            cairo_restore(cr)
        }
        cairo_restore(cr)
    }

    /// The frame, handles, caret and candidates of the box being edited, in interface pixels
    /// (`scene` as laid out; the context scaled to them at an interface scale).
    static func paintChrome(_ edit: TextEditView, _ scene: Scene, on cr: OpaquePointer) {
        cairo_save(cr)
        clip(cr, to: scene.view.canvas)
        cairo_set_dash(cr, [4, 3], 2, 0)
        setColor(cr, Theme.accent, alpha: 0.8)
        addCrispRectangle(cr, edit.outline)
        cairo_stroke(cr)
        cairo_set_line_width(cr, 1)
        cairo_set_dash(cr, nil, 0, 0)
        // The grip (four dots) and the width handle (a bar with arrows).
        for grip in [edit.moveGrip, edit.widthGrip] {
            setColor(cr, Theme.bar)
            addRoundedRect(cr, grip, radius: 6)
            cairo_fill_preserve(cr)
            setColor(cr, Theme.accent)
            cairo_stroke(cr)
        }
        let m = edit.moveGrip.center, w = edit.widthGrip.center
        for dx in [-4.0, 4] { for dy in [-4.0, 4] { cairo_arc(cr, m.x + dx, m.y + dy, 2, 0, 2 * .pi); cairo_fill(cr) } }
        cairo_move_to(cr, w.x - 7, w.y); cairo_line_to(cr, w.x + 7, w.y)
        cairo_move_to(cr, w.x - 4, w.y - 3); cairo_line_to(cr, w.x - 7, w.y); cairo_line_to(cr, w.x - 4, w.y + 3)
        cairo_move_to(cr, w.x + 4, w.y - 3); cairo_line_to(cr, w.x + 7, w.y); cairo_line_to(cr, w.x + 4, w.y + 3)
        cairo_stroke(cr)
        // The caret, measured by Pango in the page's units.
        let vp = scene.view.viewport, o = scene.pages.layout.origin(of: edit.page)
        cairo_save(cr)
        cairo_translate(cr, vp.origin.x, vp.origin.y)
        cairo_scale(cr, vp.scale, vp.scale)
        cairo_translate(cr, o.x, o.y)
        if let selection = edit.selection { TextSelectionPainter.paint(edit.box, selection, on: cr) }
        if let c = TextBoxPainter.caret(edit.shownBox, at: edit.shownCaret, endsLine: edit.caretEndsLine, on: cr) {
            cairo_set_source_rgba(cr, edit.box.color.red, edit.box.color.green, edit.box.color.blue, 1)
            cairo_rectangle(cr, c.x, c.y, Swift.max(1.5 / vp.scale, edit.box.fontSize / 14), c.height)
            cairo_fill(cr)
        }
        cairo_restore(cr)
        // The candidates: a button each, the text in the box's font at a pen-friendly size.
        for (i, (text, frame)) in zip(edit.candidates, edit.candidateFrames).enumerated() {
            setColor(cr, Theme.bar)
            addRoundedRect(cr, frame, radius: 8)
            cairo_fill_preserve(cr)
            setColor(cr, Theme.barEdge)
            cairo_set_line_width(cr, 1)
            cairo_stroke(cr)
            let label = TextBox(id: 0, origin: Point(frame.minX + 10, frame.minY + 8), width: frame.width - 12, text: text,
                                fontSize: 24, color: InkColor(rgb: 0x202024), font: edit.box.font)
            TextBoxPainter.paint(label, on: cr)
            if edit.candidateRing && edit.candidateFocus == i { FocusRing.paint(frame, radius: 8, on: cr) }
        }
        cairo_restore(cr)
    }
}
