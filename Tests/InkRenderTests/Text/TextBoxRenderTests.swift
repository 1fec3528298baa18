/// Text boxes drawn with Pango: in a PNG export at their place and colour, wrapped at their
/// width; in a PDF export as real text (`pdftotext` reads it back, Chinese and Arabic too); on
/// screen over the ink, the box being edited with its frame and caret.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkRender
import InkTestSupport

@Suite struct TextBoxRenderTests {
    static let red = InkColor(rgb: 0xd01010)

    /// How many pixels of a rectangle are close to `color`.
    static func count(_ image: DecodedImage, _ r: (x: Range<Int>, y: Range<Int>), near color: UInt32) -> Int {
        var n = 0
        for y in r.y { for x in r.x where channelDistance(image.pixel(x: x, y: y) & 0xffffff, color) < 60 { n += 1 } }
        return n
    }

    @Test func aBoxIsDrawnInAPNGAtItsPlaceInItsColourAndWrapsAtItsWidth() throws {
        var document = Document(pages: [Page(blankSize: Size(300, 200))])
        document.pages[0].texts = [TextBox(id: 1, origin: Point(20, 30), width: 120, text: "HHHH HHHH HHHH", fontSize: 30, color: Self.red)]
        let s = try TemporaryFolder("text-png")
        let out = try decodeFile(try DocumentExporter.exportPNG(document, to: s.url)[0])
        #expect(Self.count(out, (20..<140, 30..<65), near: 0xd01010) > 300, "the first line's letters")
        #expect(Self.count(out, (20..<140, 65..<100), near: 0xd01010) > 300, "the words wrap to a second line at 120 units")
        #expect(Self.count(out, (150..<300, 0..<200), near: 0xd01010) == 0, "nothing past the box's width")
        #expect(Self.count(out, (0..<20, 0..<200), near: 0xd01010) == 0, "nothing before its left edge")
    }

    @Test func aPDFHoldsTheTextAsTextInEveryScript() throws {
        var document = Document(pages: [Page(blankSize: Size(400, 300)), Page(blankSize: Size(400, 300))])
        document.pages[0].texts = [TextBox(id: 1, origin: Point(20, 30), width: 300, text: "Hello Inkstone", fontSize: 20, color: Self.red)]
        document.pages[1].texts = [TextBox(id: 1, origin: Point(20, 30), width: 300, text: "你好世界", fontSize: 20, color: Self.red),
                                   TextBox(id: 2, origin: Point(20, 100), width: 300, text: "مرحبا", fontSize: 20, color: Self.red)]
        let s = try TemporaryFolder("text-pdf")
        let file = s.url.appendingPathComponent("out.pdf")
        try DocumentExporter.exportPDF(document, to: file)
        let (status, text) = try TestPDF.run("/usr/bin/pdftotext", ["-enc", "UTF-8", file.path, "-"])
        #expect(status == 0)
        #expect(text.contains("Hello Inkstone"))
        #expect(text.contains("你好世界"))
        #expect(text.contains("مرحبا"))
    }

    @Test func onScreenTheBoxIsDrawnOverTheInkAndTheEditedOneWithItsFrameAndCaret() throws {
        let h = RenderHarness(width: 640, height: 640)
        h.key(KeyChord(.character("t")))
        h.press(Point(200, 200)); h.release(Point(200, 200))
        for c in "HHH" { h.key(KeyChord(.character("h"), [.shift], text: String(c))) }
        let view = try #require(h.editor.scene.textEdit)
        // The frame's dashes are drawn in the accent colour along its outline.
        func framePixels() -> Int {
            let top = Int(view.outline.minY)
            return (top - 1...top + 2).map { y in (Int(view.outline.minX)..<Int(view.outline.maxX)).filter { channelDistance(h.pixel($0, y), 0x2f6fe4) < 90 }.count }.max() ?? 0
        }
        #expect(framePixels() > 20, "the frame of the box being edited")
        var dark = 0
        for y in Int(view.frame.minY)..<Int(view.frame.maxY) { for x in 200..<260 where channelDistance(h.pixel(x, y), 0x202020) < 50 { dark += 1 } }
        #expect(dark > 40, "the typed letters")
        h.key(KeyChord(.escape))
        #expect(h.editor.scene.textEdit == nil)
        var after = 0
        for y in Int(view.frame.minY)..<Int(view.frame.maxY) { for x in 200..<260 where channelDistance(h.pixel(x, y), 0x202020) < 50 { after += 1 } }
        #expect(after > 40, "the finished box is drawn from the page")
        #expect(framePixels() == 0, "no frame once it is done")
    }
}

@Suite struct TextBoxCanvasTests {
    @Test func anUnboundedPagesExportHoldsItsTextAsItHoldsItsInk() throws {
        var document = Document()
        document.pages[0].texts = [TextBox(id: 1, origin: Point(500, 400), width: 150, text: "far out", fontSize: 20)]
        let s = try TemporaryFolder("text-canvas")
        let out = try decodeFile(try DocumentExporter.exportPNG(document, to: s.url)[0])
        #expect(out.width >= 150 && out.height >= 28, "the canvas reaches the box (\(out.width)x\(out.height))")
        var dark = 0
        for y in 0..<out.height { for x in 0..<out.width where channelDistance(out.pixel(x: x, y: y) & 0xffffff, 0x202020) < 60 { dark += 1 } }
        #expect(dark > 50, "the text is on it")
    }
}
