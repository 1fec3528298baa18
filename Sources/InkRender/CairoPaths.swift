import CCairo
import InkGeometry

/// Adds a closed polygon to the current path.
func addPolygon(_ cr: OpaquePointer, _ points: [Point]) {
    guard let first = points.first else { return }
    cairo_move_to(cr, first.x, first.y)
    for p in points.dropFirst() { cairo_line_to(cr, p.x, p.y) }
    cairo_close_path(cr)
}

/// Adds a rectangle with rounded corners to the current path.
func addRoundedRect(_ cr: OpaquePointer, _ r: Rect, radius: Double) {
    let rad = Swift.min(radius, r.width / 2, r.height / 2)
    cairo_new_sub_path(cr)
    cairo_arc(cr, r.maxX - rad, r.minY + rad, rad, -.pi / 2, 0)
    cairo_arc(cr, r.maxX - rad, r.maxY - rad, rad, 0, .pi / 2)
    cairo_arc(cr, r.minX + rad, r.maxY - rad, rad, .pi / 2, .pi)
    cairo_arc(cr, r.minX + rad, r.minY + rad, rad, .pi, 1.5 * .pi)
    cairo_close_path(cr)
}

/// Restricts drawing to a rectangle (in the current user space).
func clip(_ cr: OpaquePointer, to r: Rect) {
    cairo_rectangle(cr, r.x, r.y, r.width, r.height)
    cairo_clip(cr)
}

/// Sets an 0xRRGGBB source colour.
func setColor(_ cr: OpaquePointer, _ rgb: UInt32, alpha: Double = 1) {
    cairo_set_source_rgba(cr, Double((rgb >> 16) & 0xff) / 255, Double((rgb >> 8) & 0xff) / 255,
                          Double(rgb & 0xff) / 255, alpha)
}

/// Sets `cr` up for an icon drawn as strokes on a 24x24 grid centred in `frame` (the toolbar's,
/// the document ring's and the Document menu's icons): state saved (the caller restores it),
/// 1.8 px round strokes in `color`, and no current point (text drawn before would otherwise
/// join the icon's first arc with a line).
func beginIconGrid(_ cr: OpaquePointer, in frame: Rect, color: UInt32) {
    cairo_save(cr)
    cairo_translate(cr, (frame.center.x - 12).rounded(), (frame.center.y - 12).rounded())
    cairo_set_line_width(cr, 1.8)
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    setColor(cr, color)
    cairo_new_path(cr)
}

/// Strokes an open polyline through `points` (one line of an icon).
func strokeIconLine(_ cr: OpaquePointer, _ points: [(Double, Double)]) {
    guard let first = points.first else { return }
    cairo_move_to(cr, first.0, first.1)
    for p in points.dropFirst() { cairo_line_to(cr, p.0, p.1) }
    cairo_stroke(cr)
}

/// Adds the outline of `r` for a line one device pixel wide, along the device pixels' centres
/// just inside it, and sets that line width: at a fractional interface scale (1.5) a 1-unit
/// line at `r.minX + 0.5` fell between pixels and showed 2 px wide and lighter. At scale 1 an
/// integral `r` gives what `cairo_rectangle(r.minX + 0.5, …, width - 1, height - 1)` gives.
func addCrispRectangle(_ cr: OpaquePointer, _ r: Rect) {
    var x0 = r.minX, y0 = r.minY, x1 = r.maxX, y1 = r.maxY
    cairo_user_to_device(cr, &x0, &y0)
    cairo_user_to_device(cr, &x1, &y1)
    x0 = x0.rounded(.down) + 0.5; y0 = y0.rounded(.down) + 0.5
    x1 = Swift.max(x0, x1.rounded(.up) - 0.5); y1 = Swift.max(y0, y1.rounded(.up) - 0.5)
    cairo_device_to_user(cr, &x0, &y0)
    cairo_device_to_user(cr, &x1, &y1)
    var width = 1.0, zero = 0.0
    cairo_device_to_user_distance(cr, &width, &zero)
    cairo_set_line_width(cr, abs(width))
    cairo_rectangle(cr, x0, y0, x1 - x0, y1 - y0)
}
