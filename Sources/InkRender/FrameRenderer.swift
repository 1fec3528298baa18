import CCairo
import InkGeometry
import InkInterface

/// Turns a scene (`Scene`, what the interface shows) into pixels, redrawing only what changed.
///
/// Two window-sized layers: `ink` holds the page backgrounds and the committed strokes, `frame`
/// is what the window shows (ink layer + the stroke in progress + the toolbar + overlays,
/// recomposed only in damaged rectangles). The committed strokes come from `inkTiles`, tiles
/// of ink per zoom painted in the background and laid over the backgrounds, so a scroll costs
/// copies, not strokes (see `FrameRenderer+InkTiles`). The platform copies the damaged
/// rectangles of `frame` to the window; PNG and PDF exports draw the strokes directly.
public final class FrameRenderer {
    public private(set) var ink: ImageSurface
    public private(set) var frame: ImageSurface

    /// The interface scale (`InterfaceScale`): the scene is in interface pixels, the layers in
    /// screen pixels, `scale` times as many. The interface is drawn scaled; the pages and ink
    /// are drawn at the screen's resolution (the viewport's scale times this).
    public private(set) var scale: Double

    /// Layers of `width` × `height` screen pixels for scenes laid out at `scale`.
    public init?(width: Int, height: Int, scale: Double = 1) {
        guard let i = ImageSurface(width: width, height: height), let f = ImageSurface(width: width, height: height) else { return nil }
        ink = i; frame = f
        self.scale = scale
    }

    /// Resizes both layers (screen pixels) and takes a new interface scale; the next `render`
    /// must cover the whole window. False if out of memory.
    public func resize(width: Int, height: Int, scale: Double = 1) -> Bool {
        if scale != self.scale { self.scale = scale; drawnGeometry = nil }
        guard width != frame.width || height != frame.height else { return true }
        guard let i = ImageSurface(width: width, height: height), let f = ImageSurface(width: width, height: height) else { return false }
        ink = i; frame = f
        drawnGeometry = nil
        return true
    }

    /// `view` (interface pixels) in the layers' screen pixels: what the pages and the ink are drawn for.
    public func screenView(_ view: Scene.View) -> Scene.View {
        guard scale != 1 else { return view }
        let s = scale
        return Scene.View(window: view.window.scaled(s), canvas: view.canvas.scaled(s),
                          viewport: Viewport(origin: view.viewport.origin * s, scale: view.viewport.scale * s))
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
        /// `Geometry` is taken of the scene in screen pixels, the toolbar in interface pixels.
        init(_ scene: Scene) {
            viewport = scene.view.viewport; canvas = scene.view.canvas; toolbar = scene.toolbar.frame; window = scene.view.window
        }
    }

    /// Brings the layers up to date for `damage`; returns the window rectangles to show (whole pixels).
    /// `fullInk` forces the whole ink layer to be recomposed (a layout change does so by itself);
    /// `refresh` is a window area whose backgrounds or tiles arrived (recomposed, nothing repainted),
    /// in the layers' screen pixels (`screenView`).
    /// The scene is read during this call only: build a fresh one for each call.
    /// `strokeOnly`: the damage is a drawing motion's (`Outcome.strokeOnly`), so the document
    /// is the one last drawn and its ink extents and tiles need no look (a look compares every
    /// page: per motion, that would grow with the document).
    public func render(_ scene: Scene, damage: Damage, fullInk: Bool = false, refresh: Rect = .empty, strokeOnly: Bool = false) -> DamageRegion {
        guard scale != 1 else {
            return render(scene, scene, damage: damage.region, ink: damage.ink, fullInk: fullInk, refresh: refresh, strokeOnly: strokeOnly)
        }
        var screen = scene
        screen.view = screenView(scene.view)
        var region = DamageRegion()
        damage.region.forEach { r in region.add(r.scaled(scale).integral) }
        return render(scene, screen, damage: region, ink: damage.ink, fullInk: fullInk, refresh: refresh, strokeOnly: strokeOnly)
    }

    /// `render` with the scene as laid out (`scene`, interface pixels) and as drawn on the
    /// layers (`screen`: its view in screen pixels); `damage` and `refresh` in screen pixels.
    private func render(_ scene: Scene, _ screen: Scene, damage: DamageRegion, ink changed: Rect, fullInk: Bool, refresh: Rect,
                        strokeOnly: Bool) -> DamageRegion {
        let sameDocument = scene.pages.serial == drawnDocument
        if !sameDocument {
            // Another document: the old one's decoded images are never drawn again.
            images?.removeAll()
            pdfPages?.removeAll()
            thumbnails?.removeAll()
            drawnDocument = scene.pages.serial
        }
        let view = screen.view
        let geometry = Geometry(screen)
        let layoutChanged = geometry != drawnGeometry
        drawnGeometry = geometry
        if strokeOnly && sameDocument && !layoutChanged && !fullInk && changed.isEmpty && refresh.isEmpty {
            // The ink layer stays as it is: only the frame is recomposed where the stroke went.
            let areas = damage.clipped(to: view.window)
            areas.forEach { r in compose(scene, screen, in: r) }
            return areas
        }
        let (source, reset) = inkSource(screen, changed: changed)
        let inkWindow = fullInk || layoutChanged || reset ? view.canvas
            : view.viewport.toWindow(changed).integral.union(refresh.integral).intersection(view.canvas)
        if !inkWindow.isEmpty { composeInk(screen, source, in: inkWindow) }
        if fullInk || layoutChanged || reset {
            prefetchPDFPages(screen)
            prefetchTiles(screen, source)
        }
        var region = damage
        region.add(inkWindow)
        if layoutChanged { region.add(view.window) }
        let areas = region.clipped(to: view.window)
        areas.forEach { r in compose(scene, screen, in: r) }
        return areas
    }

    /// How many outline pieces and index cells drawing the stroke in progress has looked at
    /// (a running count, for tests and the benchmark to see that it does not grow with the stroke).
    public var activeStrokeWork = 0
    /// How many times the ink's extents and tiles were looked at for the document (a running
    /// count, for tests to see that a drawing motion's frame does not: `strokeOnly`).
    public internal(set) var inkLooks = 0
    /// How many toolbar controls have been drawn (a running count, for tests to see that a frame
    /// repaints only the controls its damage meets).
    public private(set) var toolbarControlsDrawn = 0
    /// The stroke in progress's newest outline polygons, kept from one event to the next.
    let strokeOutlines = PieceOutlineCache()
    /// The outline pieces a drawing event fills (`fillDirectly`), kept from one event to the
    /// next so that finding them allocates nothing.
    var pieceScratch: [Int] = []
    /// Fills the stroke in progress on drawing events (`fillDirectly`).
    let coverage = CoverageFill()

    /// Decoded page images by key, shared with exports; set by whoever owns the document.
    public var images: PageImageSource?
    /// PDF pages' rasters, made in the background; set by whoever owns the document.
    public var pdfPages: PDFPageSource?
    /// The committed ink as tiles per zoom; the owner may put one with a background queue here
    /// (the default paints missing tiles at once, on the calling thread).
    public var inkTiles = InkTileCache(queue: nil)
    /// Each page's ink extent, so that painting looks only at the pages near a place.
    var extents = InkExtents()
    /// The page overview's thumbnails, made in the background; set by whoever owns the document.
    public var thumbnails: ThumbnailCache?

    /// Recomposes the frame in a window rectangle: the ink layer, the stroke in progress, the
    /// bars, the floating surfaces, the notes, the modal surfaces, the hover preview.
    /// `scene` is in interface pixels, `screen` and `r` in the layers' screen pixels.
    private func compose(_ scene: Scene, _ screen: Scene, in r: Rect) {
        let cr = frame.context
        let screenView = screen.view
        // The ink layer under the rectangle, copied as it is (whole pixels).
        if !frame.copy(r, from: ink) {
            cairo_save(cr)
            clip(cr, to: r)
            cairo_set_source_surface(cr, ink.surface, 0, 0)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
            cairo_restore(cr)
        }
        // Cairo's state is saved and the clip set only once something is drawn with Cairo: a
        // drawing event's rectangle usually needs neither (the stroke is filled without it).
        // Whatever draws with Cairo below calls `begin` first (`interface: true` from the
        // interface on: it also scales to interface pixels).
        var begun = (clipped: false, scaled: false)
        func begin(interface: Bool) {
            if !begun.clipped { cairo_save(cr); clip(cr, to: r); begun.clipped = true }
            if interface && !begun.scaled { if scale != 1 { cairo_scale(cr, scale, scale) }; begun.scaled = true }
        }
        defer { if begun.clipped { cairo_restore(cr) } }
        // The stroke in progress is read where the scene holds it: binding `scene.stroke` to a
        // name copies all of it (several times a drawing event).
        let strokeLayer: InkLayer? = if let nib = scene.stroke?.outline.nib, let color = scene.stroke?.color { InkLayer(nib: nib, color: color) } else { nil }
        if strokeLayer == .highlights, let stroke = scene.stroke {
            // A highlight in progress goes under the ink: the canvas here is painted anew with it.
            let area = r.intersection(screenView.canvas)
            if !area.isEmpty { begin(interface: false); paintInk(screen, in: area, on: cr, highlight: stroke) }
        }
        // The text boxes lie over the ink (drawn here, not in the ink tiles).
        // (Asked through a field: `!= nil` copied the optional view, 312 bytes, four times.)
        let editingText = scene.textEdit?.page != nil
        if editingText || scene.pages.hasTexts { begin(interface: false); TextEditPainter.paint(screen, in: r, on: cr) }
        if strokeLayer == .ink, let page = scene.stroke?.page,
           !fillDirectly(scene, in: r.intersection(screenView.canvas), viewport: screenView.viewport,
                         pageOrigin: scene.pages.layout.origin(of: page)), let stroke = scene.stroke {
            begin(interface: false)
            cairo_save(cr)
            // Already inside the canvas (a drawing event's rectangle, nearly always): no second
            // clip (a Cairo clip costs more than the rest of the set-up).
            if screenView.canvas.intersection(r) != r { clip(cr, to: screenView.canvas) }
            let vp = screenView.viewport
            let o = scene.pages.layout.origin(of: stroke.page)
            cairo_translate(cr, vp.origin.x, vp.origin.y)
            cairo_scale(cr, vp.scale, vp.scale)
            cairo_translate(cr, o.x, o.y)
            InkPainter.paint(stroke, on: cr, within: vp.toPage(r).offsetBy(Point(-o.x, -o.y)), work: &activeStrokeWork,
                             outlines: strokeOutlines)
            cairo_restore(cr)
        }
        // The interface, in interface pixels.
        let r = scale == 1 ? r : r.scaled(1 / scale)
        let view = scene.view
        if editingText, let edit = scene.textEdit, edit.extent.intersects(r) { begin(interface: true); TextEditPainter.paintChrome(edit, scene, on: cr) }
        if let selection = scene.selection {
            begin(interface: true)
            cairo_save(cr)
            clip(cr, to: view.canvas)
            SelectionPainter.paint(selection, on: cr)
            cairo_restore(cr)
        }
        if let line = scene.dropIndicator, line.intersects(r) {
            begin(interface: true)
            cairo_save(cr)
            clip(cr, to: view.canvas)
            DropIndicatorPainter.paint(line, on: cr)
            cairo_restore(cr)
        }
        if let bars = scene.scrollbars, bars.bars.area.intersects(r) { begin(interface: true); ScrollbarPainter.paint(bars, on: cr) }
        if scene.toolbar.frame.intersects(r) { begin(interface: true); toolbarControlsDrawn += ToolbarPainter.paint(scene.toolbar, controls: scene.controls, on: cr, within: r) }
        if scene.statusBar.frame.intersects(r) { begin(interface: true); StatusBarPainter.paint(scene, on: cr) }
        for surface in scene.surfaces where !surface.isModal { begin(interface: true); paint(surface, scene, in: r, on: cr) }
        if let feedback = scene.feedback, feedback.frame.intersects(r) {
            begin(interface: true)
            OverlayPainter.paintFeedback(feedback.feedback, frame: feedback.frame, on: cr)
        }
        if let hint = scene.hint, hint.frame.insetBy(-6).intersects(r) { begin(interface: true); GuidancePainter.paintHint(hint, on: cr) }
        // Over the hint: a tap where they meet takes the notice away (the hit test asks it first).
        if let notice = scene.notice, notice.frame.insetBy(-6).intersects(r) {
            begin(interface: true)
            OverlayPainter.paintNotice(notice.notice.text, frame: notice.frame, on: cr)
        }
        for surface in scene.surfaces where surface.isModal { begin(interface: true); paint(surface, scene, in: r, on: cr) }
        if let tip = scene.tooltip, tip.frame.insetBy(-2).intersects(r) { begin(interface: true); GuidancePainter.paintTooltip(tip, on: cr) }
        if let preview = scene.hoverPreview, preview.bounds.intersects(r) {
            begin(interface: true)
            clip(cr, to: view.canvas)
            HoverPainter.paint(preview, on: cr)
        }
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
        case .pad(let pad, let hovered, let pressed):
            if pad.frame.insetBy(-8).intersects(r) { PadPainter.paint(pad, hovered: hovered, pressed: pressed, on: cr) }
        case .list(let menu, let hovered, let pressed):
            if menu.frame.insetBy(-8).intersects(r) { DocumentMenuPainter.paint(menu, hovered: hovered, pressed: pressed, controls: scene.controls, on: cr) }
        case .panel(let panel): PanelPainter.paint(panel, in: r, on: cr)
        case .chooser(let chooser): ChooserPainter.paint(chooser, in: r, on: cr)
        case .prompt(let prompt): PromptPainter.paint(prompt, in: r, on: cr)
        case .overview(let overview): OverviewPainter.paint(overview, thumbnails: thumbnails, in: r, on: cr)
        }
    }
}
