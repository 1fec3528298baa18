import CCairo
import InkGeometry
import InkInterface

/// Turns an editor's state into pixels, redrawing only what changed.
///
/// Two window-sized layers: `ink` holds paper and committed strokes (redrawn only where the
/// document changed), `frame` is what the window shows (ink layer + the stroke in progress +
/// the toolbar + overlays, recomposed only in damaged rectangles). The platform copies the
/// damaged rectangles of `frame` to the window; a PNG or PDF export draws the same way.
public final class FrameRenderer {
    public private(set) var ink: ImageSurface
    public private(set) var frame: ImageSurface

    public init?(width: Int, height: Int) {
        guard let i = ImageSurface(width: width, height: height), let f = ImageSurface(width: width, height: height) else { return nil }
        ink = i; frame = f
    }

    /// Resizes both layers; the next `render` must cover the whole window. False if out of memory.
    public func resize(width: Int, height: Int) -> Bool {
        guard width != frame.width || height != frame.height else { return true }
        guard let i = ImageSurface(width: width, height: height), let f = ImageSurface(width: width, height: height) else { return false }
        ink = i; frame = f
        return true
    }

    /// Brings the layers up to date for `damage`; returns the window rectangles to show (whole pixels).
    public func render(_ editor: Editor, damage: Damage, fullInk: Bool = false) -> DamageRegion {
        let canvas = editor.canvasFrame
        let inkWindow = fullInk ? canvas : editor.viewport.toWindow(damage.ink).integral.intersection(canvas)
        if !inkWindow.isEmpty { redrawInk(editor, in: inkWindow) }
        var region = damage.region
        region.add(inkWindow)
        let areas = region.clipped(to: editor.windowFrame)
        for r in areas.rects { compose(editor, in: r) }
        return areas
    }

    /// Redraws paper and committed strokes in a window rectangle of the ink layer.
    private func redrawInk(_ editor: Editor, in r: Rect) {
        let cr = ink.context
        cairo_save(cr)
        clip(cr, to: r)
        setColor(cr, Theme.paper)
        cairo_paint(cr)
        let vp = editor.viewport
        cairo_translate(cr, vp.origin.x, vp.origin.y)
        cairo_scale(cr, vp.scale, vp.scale)
        InkPainter.paint(editor.document.pages[editor.page], on: cr, within: vp.toPage(r))
        cairo_restore(cr)
    }

    /// Recomposes the frame in a window rectangle.
    private func compose(_ editor: Editor, in r: Rect) {
        let cr = frame.context
        cairo_save(cr)
        clip(cr, to: r)
        cairo_set_source_surface(cr, ink.surface, 0, 0)
        cairo_paint(cr)
        if let stroke = editor.activeStroke {
            cairo_save(cr)
            clip(cr, to: editor.canvasFrame)
            let vp = editor.viewport
            cairo_translate(cr, vp.origin.x, vp.origin.y)
            cairo_scale(cr, vp.scale, vp.scale)
            InkPainter.paint(stroke.points, color: stroke.color, outline: stroke.outline, on: cr, within: vp.toPage(r))
            cairo_restore(cr)
        }
        if editor.toolbar.frame.intersects(r) { ToolbarPainter.paint(editor, on: cr) }
        if editor.modeIndicatorFrame.insetBy(-6).intersects(r) { OverlayPainter.paintIndicator(editor, on: cr) }
        if let popup = editor.popup, popup.bounds.intersects(r) { OverlayPainter.paintPopup(popup, editor: editor, on: cr) }
        if let menu = editor.menu, menu.bounds.intersects(r) { MenuPainter.paint(menu, editor: editor, on: cr) }
        if let feedback = editor.feedback, let f = editor.feedbackFrame, f.intersects(r) {
            OverlayPainter.paintFeedback(feedback, frame: f, on: cr)
        }
        if let notice = editor.notice, let f = editor.noticeFrame, f.insetBy(-6).intersects(r) {
            OverlayPainter.paintNotice(notice.text, frame: f, on: cr)
        }
        if let layout = editor.panelLayout { PanelPainter.paint(editor, layout: layout, in: r, on: cr) }
        if let preview = editor.hoverPreview, preview.bounds.intersects(r), editor.panel == nil {
            clip(cr, to: editor.canvasFrame)
            HoverPainter.paint(preview, on: cr)
        }
        cairo_restore(cr)
    }
}
