import CCairo
internal import CPango
import InkDocument
import InkGeometry

/// A box's text as Pango lays it out, line by line (for a copy's SVG, whose `<text>` keeps the
/// lines where the page shows them).
enum TextBoxLines {
    /// Each line's text and its baseline below the box's top, in page units (a line's ending
    /// newline left out); empty when Pango cannot lay it out.
    static func lines(_ box: TextBox) -> [(text: String, baseline: Double)] {
        guard !box.text.isEmpty, let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else { return [] }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return [] }
        defer { cairo_destroy(cr) }
        let bytes = Array(box.text.utf8)
        return TextBoxPainter.withLayout(box, on: cr) { layout -> [(text: String, baseline: Double)] in
            guard let iter = pango_layout_get_iter(layout) else { return [] }
            defer { pango_layout_iter_free(iter) }
            var lines: [(text: String, baseline: Double)] = []
            repeat {
                guard let line = pango_layout_iter_get_line_readonly(iter) else { break }
                let start = Swift.min(Swift.max(Int(line.pointee.start_index), 0), bytes.count)
                let end = Swift.min(start + Swift.max(Int(line.pointee.length), 0), bytes.count)
                var text = String(decoding: bytes[start..<end], as: UTF8.self)
                while text.hasSuffix("\n") { text.removeLast() }
                lines.append((text, Double(pango_layout_iter_get_baseline(iter)) / Double(PANGO_SCALE)))
            } while pango_layout_iter_next_line(iter) != 0
            return lines
        } ?? []
    }
}
