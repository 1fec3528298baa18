import Foundation
import InkDocument
import InkGeometry
import InkTestSupport
import Testing

/// Ctrl+E on a long PDF: the pages are written in the background. Run on the event loop, a
/// 300-page export froze the window ~17 s (ink drawn meanwhile showed only at its end); now
/// ink shows at once while the export is under way, and quitting stops the export without
/// leaving a file or its folder behind.
@Suite struct BackgroundExportTests {
    @Test func inkShowsWhileALongDocumentIsExportedAndQuittingLeavesNothing() throws {
        let scratch = try ExportCommandTests.Scratch()
        let paper = scratch.path + "/long.pdf"
        try #require(TestPDF.write(to: paper, pages: Array(repeating: (595, 842), count: 300)))
        let document = try DocumentImport.document(from: [paper], pdf: .poppler)
        let page = DocumentTests.pageFrame(0, of: document)
        let s = try AppSession(arguments: [paper], environment: ["XDG_CONFIG_HOME": scratch.path + "/config"])
        s.expectPixels("page 1 of the PDF") { $0.isDark(Int(page.minX) + 80, Int(page.minY) + 48) }
        s.client.key("e", with: ["Control_L"])
        let folder = scratch.path + "/long pages"
        s.check(waitUntil { FileManager.default.fileExists(atPath: folder) }, "the export did not begin: \(scratch.names(""))")
        let a = Point(page.minX + 150, page.minY + 300), b = Point(page.minX + 400, page.minY + 330)
        s.client.drag(s.window, through: DrawingTests.line(a.x, a.y, b.x, b.y))
        let mid = Point((a.x + b.x) / 2, (a.y + b.y) / 2)
        s.expectPixels("ink drawn during the export", timeout: 5) { $0.isDark(Int(mid.x), Int(mid.y)) }
        let placed = scratch.names("long pages").filter { $0.hasPrefix("page-") }
        #expect(placed.isEmpty, "the ink showed only once the export had put its files in place: \(placed.count)")
        // Quitting (SIGTERM) stops the export at its next page: nothing of it stays.
        s.app.stop()
        #expect(s.app.poll() != nil)
        #expect(!FileManager.default.fileExists(atPath: folder), "left behind: \(scratch.names("long pages").prefix(3))")
    }
}
