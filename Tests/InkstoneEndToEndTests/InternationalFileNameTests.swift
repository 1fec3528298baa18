import CCairo
import CPango
import Foundation
import InkDocument
import InkGeometry
import InkInterface
import InkRender
import Testing

/// Documents named in Chinese and in Arabic: the app's own file chooser lists their names as
/// Pango draws them (the same pixels as pangocairo's rendering of the name: CJK glyphs from
/// the fallback font, Arabic joined and right to left), and the opened document's name is the
/// window's title (UTF-8 in _NET_WM_NAME and in the legacy WM_NAME).
@Suite struct InternationalFileNameTests {
    static let window = Size(1024, 720)
    static let names = ["笔记 手書き.inkstone", "ملاحظات المحاضرة.inkstone"]

    /// pangocairo's rendering of `text` as the chooser lays a row's name out in `row`, over `background`.
    static func pangoRow(_ text: String, row f: Rect, background: UInt32) -> (pixels: [UInt32], width: Int, textWidth: Double) {
        let w = Int(f.width), h = Int(f.height)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(w), Int32(h))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        cairo_set_source_rgb(cr, Double(background >> 16 & 0xff) / 255, Double(background >> 8 & 0xff) / 255, Double(background & 0xff) / 255)
        cairo_paint(cr)
        let layout = pango_cairo_create_layout(cr)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let font = pango_font_description_from_string("DejaVu Sans")!
        defer { pango_font_description_free(font) }
        pango_font_description_set_absolute_size(font, 13 * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, text, -1)
        // The name's box: 22 px in from the row, 8 px padding, shortened in the middle if need be.
        let innerX = 30.0, innerWidth = f.width - 38
        pango_layout_set_width(layout, Int32(innerWidth * Double(PANGO_SCALE)))
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let baseline = Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
        cairo_set_source_rgb(cr, 0x34 / 255.0, 0x34 / 255.0, 0x3c / 255.0)
        cairo_move_to(cr, innerX - Double(logical.x) / Double(PANGO_SCALE), f.height / 2 + 13 * 0.36 - baseline)
        pango_cairo_show_layout(cr, layout)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let data = cairo_image_surface_get_data(surface)!.withMemoryRebound(to: UInt32.self, capacity: stride * h) { $0 }
        var out: [UInt32] = []
        for y in 0..<h { for x in 0..<w { out.append(data[y * stride + x] & 0xffffff) } }
        return (out, w, Double(logical.width) / Double(PANGO_SCALE))
    }

    @Test func theChooserListsCJKAndArabicNamesAsPangoDrawsThem() throws {
        let scratch = try ExportCommandTests.Scratch()
        for name in Self.names {
            try DocumentFile.save(Document(), to: URL(fileURLWithPath: scratch.path + "/" + name))
        }
        let s = try AppSession(environment: ["HOME": scratch.path, "XDG_CONFIG_HOME": scratch.path + "/config", "GDK_SCALE": ""])
        s.client.move(s.window, 1000, 700)
        // The legacy title too keeps the em dash (no locale conversion drops it).
        #expect(s.client.utf8Property(s.window, "WM_NAME") == "Untitled — Inkstone")
        s.client.key("o", with: ["Control_L"])
        let chooser = FileChooser(mode: .open, folder: scratch.path)
        let layout = ChooserLayout(chooser, window: Self.window)
        s.expectPixels("the chooser") { $0.pixel(Int(layout.frame.minX) + 30, Int(layout.frame.minY) + 30) != paperWhite }
        s.screenshot("chooser-cjk-arabic")
        let snap = try #require(s.snapshot())
        for name in Self.names {
            let index = try #require(chooser.entries.firstIndex { $0.name == name })
            let row = try #require(layout.frame(of: .row(index)))
            let background = snap.pixel(Int(row.minX) + 26, Int(row.minY) + 4)
            let expected = Self.pangoRow(name, row: row, background: background)
            var differing = 0, inked = 0
            for y in 4..<Int(row.height) - 4 {
                for x in 28..<Int(28 + expected.textWidth + 4) {
                    let want = expected.pixels[y * expected.width + x], got = snap.pixel(Int(row.minX) + x, Int(row.minY) + y)
                    if want != background { inked += 1 }
                    if !close(want, got, tolerance: 8) { differing += 1 }
                }
            }
            #expect(inked > 150, "\(name): drawn")
            #expect(differing <= inked / 50, "\(name): \(differing) of \(inked) inked pixels differ from pangocairo's rendering")
        }
        // Opened, its name is the title (UTF-8, the em dash kept).
        let index = try #require(chooser.entries.firstIndex { $0.name == Self.names[0] })
        let row = try #require(layout.frame(of: .row(index)))
        s.client.click(s.window, row.center.x, row.center.y)
        s.client.click(s.window, row.center.x, row.center.y)
        s.check(waitUntil { s.client.utf8Property(s.window, "_NET_WM_NAME") == "\(Self.names[0]) — Inkstone" }, "title")
        #expect(s.client.utf8Property(s.window, "WM_NAME") == "\(Self.names[0]) — Inkstone")
        #expect(s.client.utf8Property(s.window, "_NET_WM_ICON_NAME") == "\(Self.names[0]) — Inkstone")
    }
}
