import Foundation
import Testing
import InkDocument
import InkGeometry
import InkRender
import InkTestSupport

/// PNG export: the page image at its own resolution, ink on top exactly as on screen,
/// untouched pages unchanged, and no partial output on failure.
@Suite struct DocumentExporterPNGTests {
    let red = InkColor(rgb: 0xd01010)

    @Test func inkOverAnImageLandsAtItsPixels() throws {
        let png = ExportSamples.png(width: 120, height: 90)
        var document = ExportSamples.document([png])
        document.pages[0].strokes = [ExportSamples.line(1, from: Point(20, 40), to: Point(100, 40), color: red, width: 8)]
        let s = try TemporaryFolder("export")
        let urls = try DocumentExporter.exportPNG(document, to: s.url)
        #expect(urls.map(\.lastPathComponent) == ["page-001.png"])
        let out = try decodeFile(urls[0])
        let original = try PageImageDecoder.decode(png)
        #expect(out.width == 120 && out.height == 90)
        for x in [22, 60, 98] { #expect(out.pixel(x: x, y: 40) & 0xffffff == 0xd01010, "ink at \(x),40") }
        #expect(out.pixel(x: 60, y: 37) & 0xffffff == 0xd01010) // within the 8-pixel width
        // Away from the stroke the image is untouched, pixel for pixel.
        for (x, y) in [(0, 0), (60, 30), (60, 50), (10, 40), (110, 40), (119, 89)] {
            #expect(out.pixel(x: x, y: y) == original.pixel(x: x, y: y), "image at \(x),\(y)")
        }
    }

    /// Translucent ink is a highlight: laid with multiply, it darkens the picture under it by
    /// its colour (`HighlightMultiplyTests`) and never lightens it.
    @Test func translucentInkIsLaidAsAHighlight() throws {
        let png = ExportSamples.png(width: 60, height: 40)
        var document = ExportSamples.document([png])
        document.pages[0].strokes = [ExportSamples.line(1, from: Point(5, 20), to: Point(55, 20),
                                                        color: InkColor(rgb: 0x0000ff, alpha: 0.5), width: 10)]
        let s = try TemporaryFolder("export")
        let out = try decodeFile(DocumentExporter.exportPNG(document, to: s.url)[0])
        let under = try PageImageDecoder.decode(png).pixel(x: 30, y: 20)
        let got = out.pixel(x: 30, y: 20)
        // Half the image's red and green (blue ink at half strength takes half of them), its blue as it was.
        #expect(abs(Int((got >> 16) & 0xff) - Int((under >> 16) & 0xff) / 2) <= 1)
        #expect(abs(Int((got >> 8) & 0xff) - Int((under >> 8) & 0xff) / 2) <= 1)
        #expect(abs(Int(got & 0xff) - Int(under & 0xff)) <= 1)
    }

    @Test func pagesWithoutInkAreUnchanged() throws {
        let png = ExportSamples.png(width: 50, height: 70, alpha: true)
        let document = ExportSamples.document([png, ExportSamples.jpeg16x8])
        let s = try TemporaryFolder("export")
        let urls = try DocumentExporter.exportPNG(document, to: s.url)
        #expect(urls.map(\.lastPathComponent) == ["page-001.png", "page-002.png"])
        #expect(try Data(contentsOf: urls[0]) == png, "a PNG page is written as it was imported")
        let jpeg = try decodeFile(urls[1])
        #expect(pixels(jpeg) == pixels(try PageImageDecoder.decode(ExportSamples.jpeg16x8)))
        #expect(s.names() == ["page-001.png", "page-002.png"], "no temporary files left")
    }

    @Test func blankPages() throws {
        let ink = ExportSamples.line(1, from: Point(-40, 10), to: Point(60, 30), color: red, width: 4)
        let document = Document(pages: [Page(strokes: [ink]), Page(blankSize: Size(30.5, 20)), Page()])
        let s = try TemporaryFolder("export")
        let urls = try DocumentExporter.exportPNG(document, to: s.url)
        let canvas = try decodeFile(urls[0])
        // The ink's bounds grown to whole pixels, plus the margin on every side.
        let bounds = ink.bounds.integral
        #expect(canvas.width == Int(bounds.width) + 64 && canvas.height == Int(bounds.height) + 64)
        #expect(canvas.pixel(x: 1, y: 1) == 0xffff_ffff)
        // Page point (0, 18) lies on the line.
        #expect(canvas.pixel(x: 32 - Int(bounds.minX), y: 32 + 18 - Int(bounds.minY)) & 0xffffff == 0xd01010)
        let sized = try decodeFile(urls[1])
        #expect(sized.width == 31 && sized.height == 20 && sized.pixel(x: 5, y: 5) == 0xffff_ffff)
        let empty = try decodeFile(urls[2])
        #expect(empty.width == 64 && empty.height == 64)
    }

    @Test func namesSortInPageOrder() throws {
        let document = Document(pages: (0..<12).map { _ in Page(blankSize: Size(2, 2)) })
        let s = try TemporaryFolder("export")
        let names = try DocumentExporter.exportPNG(document, to: s.url).map(\.lastPathComponent)
        #expect(names.first == "page-001.png" && names.last == "page-012.png")
        #expect(names.sorted() == names)
    }

    @Test func aFailureLeavesNothing() throws {
        var document = ExportSamples.document([ExportSamples.png(width: 10, height: 10), ExportSamples.jpeg16x8])
        document.images.removeValue(forKey: ImageKey.of(ExportSamples.jpeg16x8))
        let s = try TemporaryFolder("export")
        let target = s.url.appendingPathComponent("out/pages")
        do {
            _ = try DocumentExporter.exportPNG(document, to: target)
            Issue.record("exported a page without its image")
        } catch let error as ExportError {
            #expect(error.description.contains("page 2"))
        }
        #expect(s.names("out") == [], "the folder made for the export is removed again, nothing in it")

        // A corrupt image: the same.
        var corrupt = ExportSamples.document([ExportSamples.png(width: 10, height: 10), ExportSamples.jpeg16x8])
        corrupt.images[ImageKey.of(ExportSamples.jpeg16x8)] = ExportSamples.jpeg16x8.prefix(250)
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        #expect(throws: ExportError.self) { try DocumentExporter.exportPNG(corrupt, to: target) }
        #expect(s.names("out/pages") == [])
    }

    @Test func aFolderWhereAPageShouldBeFailsBeforeWritingAnything() throws {
        let s = try TemporaryFolder("export")
        try FileManager.default.createDirectory(at: s.url.appendingPathComponent("page-002.png"), withIntermediateDirectories: true)
        let document = Document(pages: [Page(blankSize: Size(4, 4)), Page(blankSize: Size(4, 4))])
        #expect(throws: ExportError.self) { try DocumentExporter.exportPNG(document, to: s.url) }
        #expect(s.names() == ["page-002.png"])
    }

    @Test func aFileWhereTheFolderShouldBe() throws {
        let s = try TemporaryFolder("export")
        let file = s.url.appendingPathComponent("taken")
        try Data("x".utf8).write(to: file)
        do {
            _ = try DocumentExporter.exportPNG(Document(pages: [Page(blankSize: Size(4, 4))]), to: file)
            Issue.record("exported into a file")
        } catch let error as ExportError {
            #expect(error.description.contains(file.path))
        }
    }
}
