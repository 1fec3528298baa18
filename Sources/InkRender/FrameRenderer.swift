import CCairo
import InkGeometry
import InkInterface

/// Turns a scene (`Scene`, what the interface shows) into pixels, redrawing only what changed.
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

    /// The geometry the layers were last drawn for: when the scene's differs (a switch of
    /// hands, a resize, a compact toolbar, a scroll or zoom), everything is redrawn, whatever
    /// the damage says, so the window always shows what a fresh start would.
    private var drawnGeometry: Geometry?
    /// The document the layers were last drawn for (`Scene.Pages.serial`).
    private var drawnDocument: Int?

    /// What decides where things are drawn: the viewport, the canvas, the bar and the window.
    private struct Geometry: Equatable {
        var viewport: Viewport
        var canvas: Rect
        var toolbar: Rect
        var window: Rect
        init(_ scene: Scene) {
            viewport = scene.view.viewport; canvas = scene.view.canvas; toolbar = scene.toolbar.frame; window = scene.view.window
        }
    }

    /// Brings the layers up to date for `damage`; returns the window rectangles to show (whole pixels).
    /// `fullInk` forces the whole ink layer to be redrawn (a layout change does so by itself).
    /// The scene is read during this call only: build a fresh one for each call.
    public func render(_ scene: Scene, damage: Damage, fullInk: Bool = false) -> DamageRegion {
        if scene.pages.serial != drawnDocument {
            // Another document: the old one's decoded images are never drawn again.
            images?.removeAll()
            pdfPages?.removeAll()
            thumbnails?.removeAll()
            drawnDocument = scene.pages.serial
        }
        let view = scene.view
        let geometry = Geometry(scene)
        let layoutChanged = geometry != drawnGeometry
        drawnGeometry = geometry
        let inkWindow = fullInk || layoutChanged ? view.canvas : view.viewport.toWindow(damage.ink).integral.intersection(view.canvas)
        if !inkWindow.isEmpty { redrawInk(scene, in: inkWindow) }
        if fullInk || layoutChanged { prefetchPDFPages(scene) }
        var region = damage.region
        region.add(inkWindow)
        if layoutChanged { region.add(view.window) }
        let areas = region.clipped(to: view.window)
        for r in areas.rects { compose(scene, in: r) }
        return areas
    }

    /// How many outline pieces and index cells drawing the stroke in progress has looked at
    /// (a running count, for tests and the benchmark to see that it does not grow with the stroke).
    public var activeStrokeWork = 0

    /// Decoded page images by key, shared with exports; set by whoever owns the document.
    public var images: PageImageSource?
    /// PDF pages' rasters, made in the background; set by whoever owns the document.
    public var pdfPages: PDFPageSource?
    /// The page overview's thumbnails, made in the background; set by whoever owns the document.
    public var thumbnails: ThumbnailCache?

    /// Redraws the pages (paper or image) and committed strokes in a window rectangle of the
    /// ink layer.
    private func redrawInk(_ scene: Scene, in r: Rect) { paintInk(scene, in: r, on: ink.context) }

    /// Paints the pages and their strokes in a window rectangle. All backgrounds go first, then
    /// all highlights (with `highlight`, a highlighter stroke in progress), then all the pen's
    /// ink, so ink running into a margin or onto the next page is never covered (G4) and a
    /// highlight always lies under the ink.
    private func paintInk(_ scene: Scene, in r: Rect, on cr: OpaquePointer, highlight: Scene.StrokeInProgress? = nil) {
        let vp = scene.view.viewport, pages = scene.pages
        let clipPage = vp.toPage(r)
        let visible = vp.toPage(scene.view.canvas)
        cairo_save(cr)
        clip(cr, to: r)
        setColor(cr, pages.areSheets ? Theme.desk : Theme.paper)
        cairo_paint(cr)
        cairo_translate(cr, vp.origin.x, vp.origin.y)
        cairo_scale(cr, vp.scale, vp.scale)
        for (i, frame) in pages.layout.frames.enumerated() {
            guard let f = frame, f.intersects(clipPage.insetBy(-4)) else { continue }
            PagePainter.paintBackground(pages.pages[i], frame: f, scale: vp.scale, images: images,
                                        pdfPages: pdfPages, visible: visible, on: cr)
        }
        for layer in [InkLayer.highlights, .ink] {
            for (i, page) in pages.pages.enumerated() {
                let o = pages.layout.origin(of: i)
                cairo_save(cr)
                cairo_translate(cr, o.x, o.y)
                InkPainter.paint(page, layer: layer, on: cr, within: clipPage.offsetBy(Point(-o.x, -o.y)))
                if layer == .highlights, let highlight, highlight.page == i {
                    InkPainter.paint(highlight, on: cr, within: clipPage.offsetBy(Point(-o.x, -o.y)), work: &activeStrokeWork)
                }
                cairo_restore(cr)
            }
        }
        cairo_restore(cr)
    }

    /// Recomposes the frame in a window rectangle: the ink layer, the stroke in progress, the
    /// bars, the floating surfaces, the notes, the modal surfaces, the hover preview.
    private func compose(_ scene: Scene, in r: Rect) {
        let cr = frame.context
        let view = scene.view
        cairo_save(cr)
        clip(cr, to: r)
        cairo_set_source_surface(cr, ink.surface, 0, 0)
        cairo_paint(cr)
        if let stroke = scene.stroke, InkLayer(nib: stroke.outline.nib, color: stroke.color) == .highlights {
            // A highlight in progress goes under the ink: the canvas here is painted anew with it.
            let area = r.intersection(view.canvas)
            if !area.isEmpty { paintInk(scene, in: area, on: cr, highlight: stroke) }
        }
        if let stroke = scene.stroke, InkLayer(nib: stroke.outline.nib, color: stroke.color) == .ink {
            cairo_save(cr)
            clip(cr, to: view.canvas)
            let vp = view.viewport
            let o = scene.pages.layout.origin(of: stroke.page)
            cairo_translate(cr, vp.origin.x, vp.origin.y)
            cairo_scale(cr, vp.scale, vp.scale)
            cairo_translate(cr, o.x, o.y)
            InkPainter.paint(stroke, on: cr, within: vp.toPage(r).offsetBy(Point(-o.x, -o.y)), work: &activeStrokeWork)
            cairo_restore(cr)
        }
        if let bars = scene.scrollbars, bars.bars.area.intersects(r) { ScrollbarPainter.paint(bars, on: cr) }
        if scene.toolbar.frame.intersects(r) { ToolbarPainter.paint(scene.toolbar, controls: scene.controls, on: cr) }
        if scene.statusBar.frame.intersects(r) { StatusBarPainter.paint(scene, on: cr) }
        for surface in scene.surfaces where !surface.isModal { paint(surface, scene, in: r, on: cr) }
        if let feedback = scene.feedback, feedback.frame.intersects(r) {
            OverlayPainter.paintFeedback(feedback.feedback, frame: feedback.frame, on: cr)
        }
        if let notice = scene.notice, notice.frame.insetBy(-6).intersects(r) {
            OverlayPainter.paintNotice(notice.notice.text, frame: notice.frame, on: cr)
        }
        for surface in scene.surfaces where surface.isModal { paint(surface, scene, in: r, on: cr) }
        if let preview = scene.hoverPreview, preview.bounds.intersects(r) {
            clip(cr, to: view.canvas)
            HoverPainter.paint(preview, on: cr)
        }
        cairo_restore(cr)
    }

    /// Draws an open surface where it meets `r` (a modal one dims all of `r`).
    private func paint(_ surface: Scene.Surface, _ scene: Scene, in r: Rect, on cr: OpaquePointer) {
        switch surface {
        case .popup(let popup):
            if popup.bounds.intersects(r) { OverlayPainter.paintPopup(popup, controls: scene.controls, on: cr) }
        case .picker(let picker, let hovered, let pressed):
            if picker.bounds.intersects(r) { PickerPainter.paint(picker, hovered: hovered, pressed: pressed, on: cr) }
        case .menu(let menu, let hovered):
            if menu.bounds.intersects(r) { MenuPainter.paint(menu, hovered: hovered, controls: scene.controls, on: cr) }
        case .panel(let panel): PanelPainter.paint(panel, in: r, on: cr)
        case .chooser(let chooser): ChooserPainter.paint(chooser, in: r, on: cr)
        case .prompt(let prompt): PromptPainter.paint(prompt, in: r, on: cr)
        case .overview(let overview): OverviewPainter.paint(overview, thumbnails: thumbnails, in: r, on: cr)
        }
    }
}
