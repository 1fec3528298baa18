/// Images placed on a page, drawn (issue 17): on screen between the page and its ink, decoded
/// once through the page-image cache, on the unbounded canvas too; in PNG and PDF exports and
/// thumbnails; an image that cannot be decoded as a grey box, reported, never a crash.
import CCairo
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface
@testable import InkRender
import InkRenderTestSupport
import InkTestSupport

@Suite struct PlacedImageRenderTests {
    static let teal: UInt32 = 0x1a8c7a

    /// PNG bytes of a picture of one colour.
    static func solidPNG(width: Int, height: Int, rgb: UInt32) -> Data {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        cairo_set_source_rgb(cr, Double(rgb >> 16) / 255, Double((rgb >> 8) & 0xff) / 255, Double(rgb & 0xff) / 255)
        cairo_paint(cr)
        cairo_destroy(cr)
        return pngBytes(of: surface) ?? Data()
    }

    /// A page (or the canvas) with a 60x40 teal image at (100, 80), a black line across its
    /// middle's left half.
    static func document(sheet: Bool, bytes: Data = solidPNG(width: 60, height: 40, rgb: teal)) -> Document {
        var page = Page(blankSize: sheet ? Size(400, 300) : nil)
        page.strokes = [ExportSamples.line(1, from: Point(100, 100), to: Point(130, 100), color: InkColor(rgb: 0), width: 4)]
        page.images = [PlacedImage(id: 1, key: "pic", frame: Rect(x: 100, y: 80, width: 60, height: 40))]
        return Document(pages: [page], images: ["pic": bytes])
    }

    static func render(_ document: Document) throws -> (Editor, FrameRenderer, PageImageCache) {
        var editor = Editor(document: document, windowSize: Size(640, 480))
        _ = editor.showStart()
        let renderer = try #require(FrameRenderer(width: 640, height: 480))
        let cache = PageImageCache { document.images[$0] }
        renderer.images = cache
        _ = renderer.render(editor.scene, damage: Damage(window: editor.windowFrame), fullInk: true)
        return (editor, renderer, cache)
    }

    @Test(arguments: [true, false])
    func onScreenTheImageLiesBetweenThePageAndTheInk(sheet: Bool) throws {
        let (editor, renderer, cache) = try Self.render(Self.document(sheet: sheet))
        let image = editor.toWindow(Rect(x: 100, y: 80, width: 60, height: 40), page: 0)
        let inside = editor.toWindow(Rect(x: 150, y: 110, width: 1, height: 1), page: 0)
        let pixel = renderer.frame.pixel(x: Int(inside.x), y: Int(inside.y)) & 0xffffff
        #expect(channelDistance(pixel, Self.teal) <= 2, "\(String(pixel, radix: 16))")
        let ink = editor.toWindow(Rect(x: 110, y: 100, width: 1, height: 1), page: 0)
        #expect(renderer.frame.pixel(x: Int(ink.x), y: Int(ink.y)) & 0xffffff == 0, "the ink is drawn over the image")
        let outside = renderer.frame.pixel(x: Int(image.maxX + 6), y: Int(image.midYForTest))
        #expect(channelDistance(outside & 0xffffff, Self.teal) > 40)
        #expect(cache.keys == ["pic"], "decoded once, held in the cache")
    }

    @Test func anImageThatCannotBeDecodedIsAGreyBoxAndIsReported() throws {
        var broken = Self.solidPNG(width: 60, height: 40, rgb: Self.teal)
        broken.replaceSubrange(60..<broken.count, with: Data(repeating: 0x55, count: broken.count - 60))
        let (editor, renderer, cache) = try Self.render(Self.document(sheet: true, bytes: broken))
        let inside = editor.toWindow(Rect(x: 150, y: 110, width: 1, height: 1), page: 0)
        #expect(renderer.frame.pixel(x: Int(inside.x), y: Int(inside.y)) & 0xffffff == 0xc8c8c8)
        #expect(cache.takeFailures().map(\.key) == ["pic"])
    }

    @Test func aPNGExportDrawsTheImageUnderTheInk() throws {
        let s = try TemporaryFolder("placed-export")
        for sheet in [true, false] {
            let url = try DocumentExporter.exportPNG(Self.document(sheet: sheet), to: s.url.appendingPathComponent("\(sheet)"))[0]
            let out = try decodeFile(url)
            // The canvas's export starts 32 units before its ink and images.
            let o = sheet ? Point(0, 0) : Point(100 - 32, 80 - 32)
            #expect(channelDistance(out.pixel(x: Int(150 - o.x), y: Int(110 - o.y)) & 0xffffff, Self.teal) <= 2, "sheet \(sheet)")
            #expect(out.pixel(x: Int(110 - o.x), y: Int(100 - o.y)) & 0xffffff == 0)
            #expect(out.pixel(x: Int(170 - o.x), y: Int(110 - o.y)) & 0xffffff == 0xffffff)
        }
    }

    @Test func aPDFExportEmbedsTheImage() throws {
        let s = try TemporaryFolder("placed-pdf")
        let url = s.url.appendingPathComponent("out.pdf")
        try DocumentExporter.exportPDF(Self.document(sheet: true), to: url)
        let plain = try DocumentExporter.exportPDFBytesForTest(Self.document(sheet: true, withoutImages: true), in: s.url)
        let pdf = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        #expect(pdf.contains("/Subtype /Image"))
        #expect(!plain.contains("/Subtype /Image"))
    }

    @Test func aThumbnailShowsTheImage() throws {
        let document = Self.document(sheet: true)
        let thumb = try DocumentExporter.thumbnailImage(of: document.pages[0], index: 0, in: document, size: 200, pdfFile: nil)
        // 400x300 drawn at 200x150: the image's middle at (65, 50).
        #expect(channelDistance(thumb.pixel(x: 72, y: 54) & 0xffffff, Self.teal) <= 4)
    }
}

extension Rect {
    var midYForTest: Double { y + height / 2 }
}

extension PlacedImageRenderTests {
    static func document(sheet: Bool, withoutImages: Bool) -> Document {
        var d = document(sheet: sheet)
        if withoutImages { d.pages[0].images = []; d.images = [:] }
        return d
    }
}

extension DocumentExporter {
    static func exportPDFBytesForTest(_ document: Document, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent("plain-\(UUID().uuidString).pdf")
        try exportPDF(document, to: url)
        return String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }
}
