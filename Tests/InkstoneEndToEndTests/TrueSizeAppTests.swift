import CXTest
import Foundation
import InkDocument
import InkGeometry
import InkInterface
import Testing

/// `inkstone --dpi 150 scan.png`: the page still shows the image pixel for pixel at 100 %,
/// and the document saved from the window exports at 150 dpi (pdfinfo).
@Suite struct TrueSizeAppTests {
    @Test func aScanOpenedAt150DPIShowsItsPixelsAndExportsAtItsTrueSize() throws {
        let scratch = try ExportCommandTests.Scratch()
        let scan = scratch.path + "/scan.png"
        try TrueSizeExportTests.picture(width: 640, height: 400).write(to: URL(fileURLWithPath: scan))
        let document = try DocumentImport.document(from: [scan], resolution: Resolution(150))
        let page = DocumentTests.pageFrame(0, of: document)
        let source = try ExportCommandTests.Pixels(png: scan)
        let s = try AppSession(arguments: ["--dpi", "150", scan], environment: ["XDG_CONFIG_HOME": scratch.path + "/config"])
        // At 100 % the page is the image's pixels, one to one (below the page indicator).
        guard let shown = s.expectPixels("the square of the scan", {
            $0.pixel(Int(page.minX) + 125, Int(page.minY) + 125) == 0 && $0.pixel(Int(page.minX) + 90, Int(page.minY) + 125) == 0xffffff
        }) else { return }
        s.screenshot("true-size-150dpi")
        var differing = 0
        for y in 40..<source.height {
            for x in 0..<source.width where shown.pixel(Int(page.minX) + x, Int(page.minY) + y) != source.values[y * source.width + x] & 0xffffff {
                differing += 1
            }
        }
        s.check(differing == 0, "\(differing) pixels of the page differ from the image at 100%")
        // Save (Ctrl+S, Enter takes the name offered beside the image) and close.
        s.client.key("s", with: ["Control_L"])
        let chooser = ChooserLayout(FileChooser(mode: .save, folder: scratch.path, name: "scan.inkstone"), window: DocumentTests.window)
        let field = try #require(chooser.nameField)
        s.expectPixels("the save chooser") { $0.pixel(Int(field.maxX) - 20, Int(field.minY) + 6) == paperWhite }
        s.client.key("Return")
        let saved = scratch.path + "/scan.inkstone"
        s.check(waitUntil { FileManager.default.fileExists(atPath: saved) }, "not saved at \(saved)")
        s.client.requestClose(s.window)
        #expect(s.app.wait(timeout: 10) == 0)
        // The saved document keeps the 150 dpi the image itself does not state.
        let pdf = scratch.path + "/scan.pdf"
        let r = try scratch.run([saved, "--pdf", pdf])
        #expect(r.status == 0, "\(r.output)")
        #expect(try ExportCommandTests.pageSizes(pdf) == ["307.2 x 192"], "640x400 pixels at 150 dpi")
    }
}
