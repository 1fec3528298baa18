/// A turned placed image (`PlacedImage.angle`) is drawn turned about its centre: on screen, in
/// a PNG export and in a PDF export, the pixels of a long thin image turned a quarter stand
/// upright, and the ends of its upright frame show the page.
import CCairo
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInterface
@testable import InkRender
import InkRenderTestSupport
import InkTestSupport

@Suite struct TurnedImageRenderTests {
    /// A 400x300 page with a 100x20 teal image centred at (200, 150), turned a quarter: it
    /// covers x 190...210, y 100...200.
    static func document() -> Document {
        var page = Page(blankSize: Size(400, 300))
        page.images = [PlacedImage(id: 1, key: "pic", frame: Rect(x: 150, y: 140, width: 100, height: 20), angle: .pi / 2)]
        return Document(pages: [page], images: ["pic": PlacedImageRenderTests.solidPNG(width: 100, height: 20, rgb: PlacedImageRenderTests.teal)])
    }

    /// Inside the turned image, outside its upright frame.
    static let inside = [Point(200, 110), Point(200, 190)]
    /// Inside the upright frame, outside the turned image.
    static let outside = [Point(160, 150), Point(240, 150)]

    func expectTurned(_ pixel: (Point) -> UInt32, _ what: String) {
        for p in Self.inside {
            #expect(channelDistance(pixel(p) & 0xffffff, PlacedImageRenderTests.teal) <= 4, "\(what) \(p): \(String(pixel(p), radix: 16))")
        }
        for p in Self.outside {
            #expect(channelDistance(pixel(p) & 0xffffff, PlacedImageRenderTests.teal) > 40, "\(what) \(p): \(String(pixel(p), radix: 16))")
        }
    }

    @Test func onScreenItIsDrawnTurned() throws {
        let (editor, renderer, _) = try PlacedImageRenderTests.render(Self.document())
        expectTurned({ p in
            let w = editor.viewport.toWindow(p + editor.layout.origin(of: 0))
            return renderer.frame.pixel(x: Int(w.x), y: Int(w.y))
        }, "screen")
    }

    @Test func aPNGExportDrawsItTurned() throws {
        let s = try TemporaryFolder("turned-export")
        let out = try decodeFile(try DocumentExporter.exportPNG(Self.document(), to: s.url.appendingPathComponent("page"))[0])
        let k = Double(out.width) / 400
        expectTurned({ out.pixel(x: Int($0.x * k), y: Int($0.y * k)) }, "png")
    }

    @Test func aPDFExportDrawsItTurned() throws {
        let s = try TemporaryFolder("turned-pdf")
        let url = s.url.appendingPathComponent("out.pdf")
        try DocumentExporter.exportPDF(Self.document(), to: url)
        let file = try PDFFile(try Data(contentsOf: url))
        let size = try #require(try PDFReader.poppler.pageSizes(try Data(contentsOf: url), nil).first)
        let raster = try #require(PDFRaster.draw(file, page: 0, scale: 400 / size.width, area: Rect(x: 0, y: 0, width: size.width, height: size.height)))
        let k = Double(raster.image.width) / 400
        expectTurned({ raster.image.pixel(x: Int($0.x * k), y: Int($0.y * k)) }, "pdf")
    }
}
