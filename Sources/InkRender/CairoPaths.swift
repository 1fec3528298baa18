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
