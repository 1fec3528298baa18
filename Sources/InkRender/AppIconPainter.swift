import CCairo
import InkGeometry

/// The app icon (`assets/inkstone.svg`, the same shapes in the same 128-unit box) drawn with
/// Cairo, for the window's `_NET_WM_ICON`: the window has its icon wherever the binary runs,
/// installed or not.
public enum AppIconPainter {
    /// The sizes the window offers its window manager and task bar (together under the 256 KiB
    /// an X request may carry without BIG-REQUESTS).
    public static let windowIconSizes = [16, 24, 32, 48, 64, 128]

    /// The icon at `size` x `size` pixels, rows top to bottom, as straight (not
    /// premultiplied) 0xAARRGGBB values, as `_NET_WM_ICON` wants them.
    public static func argb(size: Int) -> [UInt32] {
        guard size > 0, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size), Int32(size)) else { return [] }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return [] }
        cairo_scale(cr, Double(size) / 128, Double(size) / 128)
        paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return [] }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels: [UInt32] = []
        pixels.reserveCapacity(size * size)
        for y in 0..<size {
            for x in 0..<size {
                let p = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
                pixels.append(unpremultiplied(p))
            }
        }
        return pixels
    }

    /// Draws the icon in the box (0, 0)-(128, 128).
    static func paint(_ cr: OpaquePointer) {
        // The stone: a rounded square, dark grey from top to bottom.
        let stone = cairo_pattern_create_linear(0, 10, 0, 118)
        cairo_pattern_add_color_stop_rgb(stone, 0, 0x3a / 255.0, 0x3f / 255.0, 0x4b / 255.0)
        cairo_pattern_add_color_stop_rgb(stone, 1, 0x22 / 255.0, 0x25 / 255.0, 0x2d / 255.0)
        addRoundedRect(cr, Rect(x: 10, y: 10, width: 108, height: 108), radius: 24)
        cairo_set_source(cr, stone)
        cairo_fill(cr)
        cairo_pattern_destroy(stone)
        // The well of ink: a blue ellipse, its gradient from corner to corner of its bounding
        // box (SVG's objectBoundingBox units: the pattern space is that box as a unit square).
        let well = cairo_pattern_create_linear(0, 0, 1, 1)
        var box = cairo_matrix_t()
        cairo_matrix_init(&box, 1 / 76.0, 0, 0, 1 / 32.0, -26 / 76.0, -72 / 32.0)
        cairo_pattern_set_matrix(well, &box)
        cairo_pattern_add_color_stop_rgba(well, 0, 0x2f / 255.0, 0x6f / 255.0, 0xe4 / 255.0, 0.95)
        cairo_pattern_add_color_stop_rgba(well, 1, 0x1b / 255.0, 0x46 / 255.0, 0xa3 / 255.0, 0.95)
        cairo_save(cr)
        cairo_translate(cr, 64, 88)
        cairo_scale(cr, 38, 16)
        cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
        cairo_restore(cr)
        cairo_set_source(cr, well)
        cairo_fill(cr)
        cairo_pattern_destroy(well)
        // The stroke of ink.
        cairo_move_to(cr, 30, 86)
        cairo_curve_to(cr, 46, 70, 58, 96, 76, 78)
        cairo_curve_to(cr, 94, 60, 98, 70, 100, 74)
        setColor(cr, 0xffffff)
        cairo_set_line_width(cr, 5)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_stroke(cr)
        // The pen nib, turned 40 degrees about (78, 44).
        cairo_save(cr)
        cairo_translate(cr, 78, 44)
        cairo_rotate(cr, 40 * Double.pi / 180)
        cairo_translate(cr, -78, -44)
        addPolygon(cr, [Point(70, 14), Point(86, 14), Point(86, 54), Point(78, 70), Point(70, 54)])
        setColor(cr, 0xf3f3f6)
        cairo_fill(cr)
        addPolygon(cr, [Point(70, 46), Point(86, 46), Point(78, 70)])
        setColor(cr, 0xd7263d)
        cairo_fill(cr)
        cairo_arc(cr, 78, 58, 2.4, 0, 2 * Double.pi)
        setColor(cr, 0x22252d)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Cairo's premultiplied ARGB as straight ARGB.
    private static func unpremultiplied(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        guard a != 0 else { return 0 }
        guard a != 255 else { return p }
        func channel(_ shift: UInt32) -> UInt32 { Swift.min(255, (((p >> shift) & 0xff) * 255 + a / 2) / a) << shift }
        return a << 24 | channel(16) | channel(8) | channel(0)
    }
}
