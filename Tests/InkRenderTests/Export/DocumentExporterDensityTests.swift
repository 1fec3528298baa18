import Foundation
import Testing
import InkDocument
import InkGeometry
import InkRender
import InkTestSupport

/// Exports at the pages' true sizes: a PDF page is its pixels at its resolution in points, a
/// PNG at `.dpi(N)` is drawn at N pixels per inch (image and ink scaled together), and every
/// drawn PNG states its density.
@Suite struct DocumentExporterDensityTests {
    let red = InkColor(rgb: 0xd01010)

    func text(_ url: URL) throws -> String { String(decoding: try Data(contentsOf: url), as: UTF8.self) }

    @Test func pdfPagesAreThePixelsAtTheirResolution() throws {
        var document = ExportSamples.document([ExportSamples.png(width: 150, height: 300), ExportSamples.png(width: 192, height: 48)])
        document.pages[0].resolution = Resolution(150)
        document.pages.append(Page(blankSize: Size(300, 150), resolution: Resolution(150)))
        document.pages.append(Page(blankSize: Size(100, 50)))
        document.pages.append(ExportSamples.document([ExportSamples.png(width: 100, height: 100)]).pages[0])
        document.pages[4].resolution = Resolution(x: 100, y: 200)
        document.images.merge(ExportSamples.document([ExportSamples.png(width: 100, height: 100)]).images) { a, _ in a }
        let s = try TemporaryFolder("export")
        let file = s.url.appendingPathComponent("out.pdf")
        try DocumentExporter.exportPDF(document, to: file)
        let pdf = try text(file)
        #expect(pdf.contains("/MediaBox [ 0 0 72 144 ]"), "150x300 pixels at 150 dpi: 1x2 inches")
        #expect(pdf.contains("/MediaBox [ 0 0 144 36 ]"), "no stated resolution: 96 dpi")
        #expect(pdf.contains("/MediaBox [ 0 0 144 72 ]"), "a blank page added beside the scan")
        #expect(pdf.contains("/MediaBox [ 0 0 100 50 ]"), "a blank page in points")
        #expect(pdf.contains("/MediaBox [ 0 0 72 36 ]"), "pixels twice as tall as wide")
    }

    @Test func pngAtADensityScalesTheImageAndItsInkTogether() throws {
        let png = ExportSamples.png(width: 120, height: 90)
        var document = ExportSamples.document([png])
        document.pages[0].strokes = [ExportSamples.line(1, from: Point(20, 40), to: Point(100, 40), color: red, width: 8)]
        let s = try TemporaryFolder("export")
        let url = try DocumentExporter.exportPNG(document, to: s.url, density: .dpi(48))[0]
        let out = try decodeFile(url)
        #expect(out.width == 60 && out.height == 45, "96 dpi drawn at 48: half the pixels")
        for x in [12, 30, 48] { #expect(out.pixel(x: x, y: 20) & 0xffffff == 0xd01010, "ink at \(x),20") }
        #expect(out.pixel(x: 30, y: 14) & 0xffffff != 0xd01010, "the ink is 4 pixels wide now")
        #expect(ImageResolution.of(try Data(contentsOf: url)) == Resolution(48))
    }

    @Test func pngAtItsOwnDensityStatesIt() throws {
        let png = ExportSamples.png(width: 30, height: 20)
        var document = ExportSamples.document([png, png])
        document.pages[0].resolution = Resolution(150)
        document.pages[0].strokes = [ExportSamples.line(1, from: Point(2, 2), to: Point(20, 10), color: red)]
        document.pages[1].resolution = Resolution(300)  // as `--dpi 300` gives: not what the image states
        let s = try TemporaryFolder("export")
        let urls = try DocumentExporter.exportPNG(document, to: s.url)
        let first = try Data(contentsOf: urls[0]), second = try Data(contentsOf: urls[1])
        #expect(ImageProbe.probe(first)?.width == 30)
        #expect(ImageResolution.of(first) == Resolution(150))
        #expect(second != png, "the image's own bytes would state no resolution")
        #expect(ImageResolution.of(second) == Resolution(300))
        #expect(pixels(try decodeFile(urls[1])) == pixels(try PageImageDecoder.decode(png)))
    }

    @Test func blankPagesAtADensity() throws {
        let document = Document(pages: [Page(blankSize: Size(100, 50)), Page(blankSize: Size(150, 300), resolution: Resolution(150))])
        let s = try TemporaryFolder("export")
        let urls = try DocumentExporter.exportPNG(document, to: s.url, density: .dpi(144))
        let a = try decodeFile(urls[0]), b = try decodeFile(urls[1])
        #expect(a.width == 200 && a.height == 100)
        #expect(b.width == 144 && b.height == 288)
        let native = try DocumentExporter.exportPNG(document, to: s.url.appendingPathComponent("native"))
        #expect(try decodeFile(native[0]).width == 100)
        #expect(ImageResolution.of(try Data(contentsOf: native[0])) == Resolution(72))
    }

    /// Pixels twice as tall as wide (100 dpi across, 200 down) come out square at a density.
    @Test func pixelsThatAreNotSquareComeOutSquareAtADensity() throws {
        var document = ExportSamples.document([ExportSamples.png(width: 100, height: 100)])
        document.pages[0].resolution = Resolution(x: 100, y: 200)
        let s = try TemporaryFolder("export")
        let url = try DocumentExporter.exportPNG(document, to: s.url, density: .dpi(100))[0]
        let out = try decodeFile(url)
        #expect(out.width == 100 && out.height == 50)
        #expect(ImageResolution.of(try Data(contentsOf: url)) == Resolution(100))
        let native = try DocumentExporter.exportPNG(document, to: s.url.appendingPathComponent("native"))[0]
        #expect(try decodeFile(native).height == 100)
        #expect(ImageResolution.of(try Data(contentsOf: native)) == Resolution(x: 100, y: 200), "its own pixels, as they are")
    }

    @Test func aDensityTooHighForThePixelLimitIsRefused() throws {
        let document = Document(pages: [Page(blankSize: Size(1000, 1000))])
        let s = try TemporaryFolder("export")
        #expect(throws: ExportError.self) { try DocumentExporter.exportPNG(document, to: s.url.appendingPathComponent("o"), density: .dpi(10_000)) }
        #expect(s.names() == [])
    }
}
