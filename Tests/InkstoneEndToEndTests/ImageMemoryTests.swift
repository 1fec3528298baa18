import CCairo
import Foundation
import InkDocument
import InkGeometry
import InkInterface
import Testing

/// Decoded page images are let go when another document is opened: the app's resident memory
/// falls by about the decoded size of the first document's page.
@Suite struct ImageMemoryTests {
    /// The resident memory of a process, in bytes (from /proc).
    static func residentBytes(_ pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kB = Int(line.split(separator: " ").dropFirst().first { !$0.isEmpty } ?? "") else { return nil }
        return kB * 1024
    }

    /// A plain 5000x5000 PNG: small on disk, 100 MB decoded.
    static func bigPNG(_ path: String) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 5000, 5000)!
        let cr = cairo_create(surface)!
        cairo_set_source_rgb(cr, 0.95, 0.93, 0.85)
        cairo_paint(cr)
        cairo_set_source_rgb(cr, 0.2, 0.3, 0.7)
        cairo_rectangle(cr, 500, 500, 4000, 300)
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_write_to_png(surface, path)
        cairo_surface_destroy(surface)
    }

    @Test func openingAnotherDocumentLetsTheDecodedImagesGo() throws {
        let scratch = try ExportCommandTests.Scratch()
        let folder = try scratch.mkdir("pages")
        Self.bigPNG(folder + "/big.png")
        try DocumentFile.save(Document(pages: [Page()]), to: URL(fileURLWithPath: folder + "/small.inkstone"))
        let s = try AppSession(arguments: [folder + "/big.png"], environment: ["HOME": scratch.path, "XDG_CONFIG_HOME": scratch.path + "/config"])
        // The page is drawn (its blue band shows): it is decoded.
        var editor = Editor(document: try DocumentImport.document(from: [folder + "/big.png"]), windowSize: Size(1024, 720))
        _ = editor.showStart()
        let band = editor.toWindow(Rect(x: 2500, y: 650, width: 1, height: 1), page: 0)
        s.expectPixels("the big page") { close($0.pixel(Int(band.midX), Int(band.midY)), 0x334db3, tolerance: 24) }
        let withImage = try #require(Self.residentBytes(s.app.pid))
        // Open the small document with the chooser.
        s.client.move(s.window, 500, 400)
        s.client.key("o", with: ["Control_L"])
        let chooser = FileChooser(mode: .open, folder: folder)
        let layout = ChooserLayout(chooser, window: Size(1024, 720))
        let index = try #require(chooser.entries.firstIndex { $0.name == "small.inkstone" })
        let row = try #require(layout.frame(of: .row(index)))
        s.expectPixels("the chooser") { $0.pixel(Int(layout.frame.minX) + 30, Int(layout.frame.minY) + 30) != paperWhite }
        s.client.click(s.window, row.center.x, row.center.y)
        s.client.click(s.window, row.center.x, row.center.y)
        s.check(waitUntil { s.client.utf8Property(s.window, "_NET_WM_NAME") == "small.inkstone — Inkstone" }, "not opened")
        s.expectPixels("the small document") { $0.pixel(Int(band.midX), Int(band.midY)) == paperWhite }
        var after = withImage
        let freed = waitUntil(timeout: 10) {
            after = Self.residentBytes(s.app.pid) ?? after
            return withImage - after > 60 << 20
        }
        s.check(freed, "resident memory went from \(withImage >> 20) MiB to \(after >> 20) MiB: the big page's pixels (100 MB) are still held")
    }
}

private extension Rect {
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }
}
