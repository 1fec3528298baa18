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
        drawnGeometry = nil
        return true
    }

    /// The geometry the layers were last drawn for: when the editor's differs (a switch of
    /// hands, a resize, a compact toolbar, a scroll or zoom), everything is redrawn, whatever
    /// the damage says, so the window always shows what a fresh start would.
    private var drawnGeometry: Geometry?
    /// The document the layers were last drawn for (`Editor.documentSerial`).
    private var drawnDocument: Int?

    /// What decides where things are drawn: the viewport, the canvas, the bar and the window.
    private struct Geometry: Equatable {
        var viewport: Viewport
        var canvas: Rect
        var toolbar: Rect
        var window: Rect
        init(_ editor: Editor) {
            viewport = editor.viewport; canvas = editor.canvasFrame; toolbar = editor.toolbar.frame; window = editor.windowFrame
        }
    }

    /// Brings the layers up to date for `damage`; returns the window rectangles to show (whole pixels).
    /// `fullInk` forces the whole ink layer to be redrawn (a layout change does so by itself).
    public func render(_ editor: Editor, damage: Damage, fullInk: Bool = false) -> DamageRegion {
        if editor.documentSerial != drawnDocument {
            // Another document: the old one's decoded images are never drawn again.
            images?.removeAll()
            drawnDocument = editor.documentSerial
        }
        let canvas = editor.canvasFrame
        let geometry = Geometry(editor)
        let layoutChanged = geometry != drawnGeometry
        drawnGeometry = geometry
        let inkWindow = fullInk || layoutChanged ? canvas : editor.viewport.toWindow(damage.ink).integral.intersection(canvas)
        if !inkWindow.isEmpty { redrawInk(editor, in: inkWindow) }
        var region = damage.region
        region.add(inkWindow)
        if layoutChanged { region.add(editor.windowFrame) }
        let areas = region.clipped(to: editor.windowFrame)
        for r in areas.rects { compose(editor, in: r) }
        return areas
    }

    /// How many outline pieces and index cells drawing the stroke in progress has looked at
    /// (a running count, for tests and the benchmark to see that it does not grow with the stroke).
    public var activeStrokeWork = 0

    /// Decoded page images by key, shared with exports; set by whoever owns the document.
    public var images: PageImageSource?

    /// Redraws the pages (paper or image) and committed strokes in a window rectangle of the
    /// ink layer. All backgrounds go first, then all ink, so ink running into a margin or onto
    /// the next page is never covered (G4).
    private func redrawInk(_ editor: Editor, in r: Rect) {
        let cr = ink.context
        let vp = editor.viewport
        let clipPage = vp.toPage(r)
        cairo_save(cr)
        clip(cr, to: r)
        setColor(cr, editor.layout.frames.contains { $0 != nil } ? Theme.desk : Theme.paper)
        cairo_paint(cr)
        cairo_translate(cr, vp.origin.x, vp.origin.y)
        cairo_scale(cr, vp.scale, vp.scale)
        for (i, frame) in editor.layout.frames.enumerated() {
            guard let f = frame, f.intersects(clipPage.insetBy(-4)) else { continue }
            PagePainter.paintBackground(editor.document.pages[i], frame: f, scale: vp.scale, images: images, on: cr)
        }
        for (i, page) in editor.document.pages.enumerated() {
            let o = editor.layout.origin(of: i)
            cairo_save(cr)
            cairo_translate(cr, o.x, o.y)
            InkPainter.paint(page, on: cr, within: clipPage.offsetBy(Point(-o.x, -o.y)))
            cairo_restore(cr)
        }
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
            let o = editor.layout.origin(of: stroke.page)
            cairo_translate(cr, vp.origin.x, vp.origin.y)
            cairo_scale(cr, vp.scale, vp.scale)
            cairo_translate(cr, o.x, o.y)
            InkPainter.paint(stroke, on: cr, within: vp.toPage(r).offsetBy(Point(-o.x, -o.y)), work: &activeStrokeWork)
            cairo_restore(cr)
        }
        if editor.toolbar.frame.intersects(r) { ToolbarPainter.paint(editor, on: cr) }
        if editor.modeIndicatorFrame.intersects(r) { StatusBarPainter.paint(editor, on: cr) }
        if let popup = editor.popup, popup.bounds.intersects(r) { OverlayPainter.paintPopup(popup, editor: editor, on: cr) }
        if let menu = editor.menu, menu.bounds.intersects(r) { MenuPainter.paint(menu, editor: editor, on: cr) }
        if let feedback = editor.feedback, let f = editor.feedbackFrame, f.intersects(r) {
            OverlayPainter.paintFeedback(feedback, frame: f, on: cr)
        }
        if let notice = editor.notice, let f = editor.noticeFrame, f.insetBy(-6).intersects(r) {
            OverlayPainter.paintNotice(notice.text, frame: f, on: cr)
        }
        if let layout = editor.panelLayout { PanelPainter.paint(editor, layout: layout, in: r, on: cr) }
        if let chooser = editor.chooser, let layout = editor.chooserLayout {
            ChooserPainter.paint(chooser, layout: layout, editor: editor, in: r, on: cr)
        }
        if let prompt = editor.prompt { PromptPainter.paint(prompt, editor: editor, in: r, on: cr) }
        if let preview = editor.hoverPreview, preview.bounds.intersects(r), editor.panel == nil {
            clip(cr, to: editor.canvasFrame)
            HoverPainter.paint(preview, on: cr)
        }
        cairo_restore(cr)
    }
}
