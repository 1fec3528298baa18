/// The Document menu's New window, Close document and Quit each have an icon of their own
/// (a window with a plus, a page crossed out, the power sign), told apart from one another
/// and from the document icon they all used to share.
import CCairo
import InkGeometry
import InkInterface
@testable import InkRender
import Testing

@Suite struct DocumentMenuIconTests {
    /// The pixels of one icon drawn in a 24x24 frame on white.
    static func pixels(_ draw: (Rect, OpaquePointer) -> Void) throws -> [UInt32] {
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 24, 24))
        defer { cairo_surface_destroy(surface) }
        let cr = try #require(cairo_create(surface))
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        draw(Rect(x: 0, y: 0, width: 24, height: 24), cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let data = try #require(cairo_image_surface_get_data(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        return (0..<24).flatMap { y in (0..<24).map { x in data.advanced(by: y * stride + 4 * x).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee & 0xffffff } } }
    }

    @Test func newWindowCloseAndQuitEachHaveTheirOwnIcon() throws {
        let icons = [
            try Self.pixels { DocumentIcons.draw(.document, in: $0, color: 0x303038, on: $1) },
            try Self.pixels { DocumentIcons.drawNewWindow(in: $0, color: 0x303038, on: $1) },
            try Self.pixels { DocumentIcons.drawCloseDocument(in: $0, color: 0x303038, on: $1) },
            try Self.pixels { DocumentIcons.drawQuit(in: $0, color: 0x303038, on: $1) },
        ]
        for (i, a) in icons.enumerated() {
            #expect(a.filter { $0 != 0xffffff }.count > 30, "icon \(i) draws")
            for b in icons[(i + 1)...] {
                let differing = zip(a, b).filter { $0 != $1 }.count
                #expect(differing > 30, "icons differ in \(differing) pixels")
            }
        }
    }
}
