import CCairo
import InkGeometry
import InkInterface

/// Draws the page overview over the canvas: its header (close, add page, delete page and
/// "Page N of M") and the grid of thumbnails (drawn in the background by `ThumbnailCache`; a
/// blank sheet with the page's number stands in until one is ready), the selected page ringed
/// in the accent colour, a dragged page following the pointer and a bar where it would land.
enum OverviewPainter {
    static let background: UInt32 = 0xe9e9ee
    static let quiet: UInt32 = 0x6a6a74

    static func paint(_ o: Scene.OverviewView, thumbnails: ThumbnailCache?, in r: Rect, on cr: OpaquePointer) {
        let layout = o.layout
        let area = r.intersection(layout.canvas)
        guard !area.isEmpty else { return }
        cairo_save(cr)
        clip(cr, to: area)
        setColor(cr, background)
        cairo_paint(cr)
        paintGrid(o, thumbnails: thumbnails, on: cr)
        if let bar = layout.scrollbar {
            ScrollbarPainter.paint(Scene.ScrollbarsView(bars: Scrollbars(vertical: bar), hovered: nil,
                                                        dragged: o.scrollbarDragged ? .vertical : nil), on: cr)
        }
        paintHeader(o, on: cr)
        cairo_restore(cr)
    }

    private static func paintHeader(_ o: Scene.OverviewView, on cr: OpaquePointer) {
        let h = o.layout.header
        cairo_rectangle(cr, h.x, h.y, h.width, h.height)
        setColor(cr, Theme.bar)
        cairo_fill(cr)
        setColor(cr, Theme.barEdge)
        cairo_set_line_width(cr, 1)
        cairo_move_to(cr, h.minX, h.maxY - 0.5); cairo_line_to(cr, h.maxX, h.maxY - 0.5); cairo_stroke(cr)
        for button in o.layout.buttons {
            let f = button.frame
            let enabled = button.control != .deletePage || o.canDelete
            if enabled && (o.pressed == button.control || o.hovered == button.control) {
                roundedRect(cr, f, radius: 8)
                setColor(cr, o.pressed == button.control ? Theme.pressed : Theme.hover)
                cairo_fill(cr)
            }
            OverviewIcons.draw(button.control, in: f, color: enabled ? Theme.icon : Theme.iconDisabled, on: cr)
        }
        // "Page N of M" at the header's far end from the buttons, a hint beside it where it fits.
        let t = o.layout.titleFrame
        let baseline = t.center.y + 5
        let size = 14.0
        let titleWidth = TextPainter.width(o.title, size: size, bold: true, on: cr)
        let buttonsLeft = o.layout.buttons[0].frame.minX < h.center.x
        let x = buttonsLeft ? t.maxX - titleWidth : t.minX
        if titleWidth <= t.width { TextPainter.draw(o.title, x: x, y: baseline, size: size, bold: true, color: Theme.icon, on: cr) }
        let hint = tr("Tap a page to open it · drag to move it")
        let hintWidth = TextPainter.width(hint, size: 12, on: cr)
        if hintWidth + titleWidth + 32 <= t.width {
            let hx = buttonsLeft ? t.minX + 8 : t.maxX - 8 - hintWidth
            TextPainter.draw(hint, x: hx, y: baseline - 1, size: 12, color: quiet, on: cr)
        }
    }

    private static func paintGrid(_ o: Scene.OverviewView, thumbnails: ThumbnailCache?, on cr: OpaquePointer) {
        let layout = o.layout
        cairo_save(cr)
        clip(cr, to: layout.grid)
        // Drawn at the device's resolution (twice the box's interface pixels at interface
        // scale 2), so that a thumbnail is as sharp as the screen can show it.
        let size = Int((layout.box * deviceScale(cr)).rounded())
        for i in layout.visible where o.pages.indices.contains(i) {
            let f = layout.thumbnailFrame(i)
            if o.dragged?.page == i {
                // The page being moved leaves an empty slot behind.
                roundedRect(cr, f.insetBy(0.5), radius: 3)
                setColor(cr, 0xa8a8b4)
                cairo_set_line_width(cr, 1.5)
                var dash = [5.0, 4.0]
                cairo_set_dash(cr, &dash, 2, 0)
                cairo_stroke(cr)
                cairo_set_dash(cr, nil, 0, 0)
            } else {
                paintThumbnail(o, page: i, in: f, size: size, thumbnails: thumbnails, on: cr)
                if i == o.selected || (o.hovered == .thumbnail(i) && o.dragged == nil) {
                    roundedRect(cr, f.insetBy(-3.5), radius: 5)
                    setColor(cr, i == o.selected ? Theme.accent : 0xa9b8d8)
                    cairo_set_line_width(cr, 3)
                    cairo_stroke(cr)
                }
            }
            let label = String(i + 1)
            let l = layout.labelFrame(i)
            let w = TextPainter.width(label, size: 12, bold: i == o.selected, on: cr)
            TextPainter.draw(label, x: (l.center.x - w / 2).rounded(), y: l.minY + 16, size: 12, bold: i == o.selected,
                             color: i == o.selected ? Theme.accent : Theme.icon, on: cr)
        }
        if let d = o.dragged {
            // The page follows the pointer, lifted and smaller (what it lands between stays in
            // sight), with the bar where it would land drawn over it.
            let f = layout.thumbnailFrame(d.page)
            let w = (f.width * 0.6).rounded(), h = (f.height * 0.6).rounded()
            let moved = Rect(x: (d.at.x - w / 2).rounded(), y: (d.at.y - h / 2).rounded(), width: w, height: h)
            cairo_push_group(cr)
            paintThumbnail(o, page: d.page, in: moved, size: size, thumbnails: thumbnails, lifted: true, on: cr)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, 0.8)
            let m = layout.insertionMarker(d.insertion)
            roundedRect(cr, m, radius: 2)
            setColor(cr, Theme.accent)
            cairo_fill(cr)
        }
        cairo_restore(cr)
    }

    /// How many device pixels an interface pixel covers on `cr` (1 at scale 1, 2 at scale 2).
    static func deviceScale(_ cr: OpaquePointer) -> Double {
        var dx = 1.0, dy = 0.0
        cairo_user_to_device_distance(cr, &dx, &dy)
        return Swift.max(1, (dx * dx + dy * dy).squareRoot())
    }

    /// A thumbnail with its shadow and edge (a blank sheet with the number until it is drawn).
    private static func paintThumbnail(_ o: Scene.OverviewView, page i: Int, in f: Rect, size: Int, thumbnails: ThumbnailCache?,
                                       lifted: Bool = false, on cr: OpaquePointer) {
        let shadow = lifted ? 6.0 : 2.0
        cairo_rectangle(cr, f.x + 1, f.y + shadow, f.width, f.height)
        cairo_set_source_rgba(cr, 0, 0, 0, lifted ? 0.25 : 0.14)
        cairo_fill(cr)
        cairo_rectangle(cr, f.x, f.y, f.width, f.height)
        setColor(cr, Theme.paper)
        cairo_fill(cr)
        if let image = thumbnails?.thumbnail(serial: o.serial, index: i, page: o.pages[i], size: size), image.width > 0, image.height > 0 {
            cairo_save(cr)
            cairo_rectangle(cr, f.x, f.y, f.width, f.height)
            cairo_clip(cr)
            cairo_translate(cr, f.x, f.y)
            cairo_scale(cr, f.width / Double(image.width), f.height / Double(image.height))
            cairo_set_source_surface(cr, image.surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_paint(cr)
            cairo_restore(cr)
        }
        cairo_rectangle(cr, f.x + 0.5, f.y + 0.5, f.width - 1, f.height - 1)
        setColor(cr, Theme.barEdge)
        cairo_set_line_width(cr, 1)
        cairo_stroke(cr)
    }

    static func roundedRect(_ cr: OpaquePointer, _ f: Rect, radius: Double) {
        let r = Swift.min(radius, f.width / 2, f.height / 2)
        cairo_new_sub_path(cr)
        cairo_arc(cr, f.maxX - r, f.minY + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, f.maxX - r, f.maxY - r, r, 0, Double.pi / 2)
        cairo_arc(cr, f.minX + r, f.maxY - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, f.minX + r, f.minY + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }
}

/// The overview's button icons, drawn with lines like the toolbar's.
enum OverviewIcons {
    static func draw(_ control: OverviewControl, in f: Rect, color: UInt32, on cr: OpaquePointer) {
        let c = f.center
        cairo_save(cr)
        setColor(cr, color)
        cairo_set_line_width(cr, 2)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        switch control {
        case .close:
            cairo_move_to(cr, c.x - 7, c.y - 7); cairo_line_to(cr, c.x + 7, c.y + 7)
            cairo_move_to(cr, c.x + 7, c.y - 7); cairo_line_to(cr, c.x - 7, c.y + 7)
            cairo_stroke(cr)
        case .addPage:
            // A sheet with a plus.
            cairo_rectangle(cr, c.x - 8, c.y - 10, 16, 20)
            cairo_stroke(cr)
            cairo_move_to(cr, c.x - 4, c.y); cairo_line_to(cr, c.x + 4, c.y)
            cairo_move_to(cr, c.x, c.y - 4); cairo_line_to(cr, c.x, c.y + 4)
            cairo_stroke(cr)
        case .deletePage:
            // A bin.
            cairo_move_to(cr, c.x - 9, c.y - 6); cairo_line_to(cr, c.x + 9, c.y - 6)
            cairo_move_to(cr, c.x - 3, c.y - 6); cairo_line_to(cr, c.x - 3, c.y - 9); cairo_line_to(cr, c.x + 3, c.y - 9); cairo_line_to(cr, c.x + 3, c.y - 6)
            cairo_move_to(cr, c.x - 7, c.y - 6); cairo_line_to(cr, c.x - 6, c.y + 9); cairo_line_to(cr, c.x + 6, c.y + 9); cairo_line_to(cr, c.x + 7, c.y - 6)
            cairo_move_to(cr, c.x - 2, c.y - 2); cairo_line_to(cr, c.x - 2, c.y + 5)
            cairo_move_to(cr, c.x + 2, c.y - 2); cairo_line_to(cr, c.x + 2, c.y + 5)
            cairo_stroke(cr)
        case .thumbnail:
            break
        }
        cairo_restore(cr)
    }

    /// The page button's icon: four small sheets.
    static func grid(in f: Rect, color: UInt32, on cr: OpaquePointer) {
        setColor(cr, color)
        let s = 5.0, g = 2.0
        let x0 = (f.center.x - s - g / 2).rounded(), y0 = (f.center.y - s - g / 2).rounded()
        for (dx, dy) in [(0.0, 0.0), (s + g, 0), (0, s + g), (s + g, s + g)] {
            cairo_rectangle(cr, x0 + dx, y0 + dy, s, s)
        }
        cairo_fill(cr)
    }
}
