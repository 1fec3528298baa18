/// A highlight darkens what lies under it as a felt marker does (multiply): black text and a
/// dark picture under it stay as dark as they were, where laying the translucent colour over
/// them (as before) washed them out to olive (black under yellow came out #8C8030). On white
/// paper the colour is what it was. On screen (committed in tiles, in progress), in PNG and in
/// PDF exports.
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

@Suite struct HighlightMultiplyTests {
    static let dark: UInt32 = 0x202830
    static let yellow = InkColor(rgb: 0xffe11a, alpha: 0.4)

    /// A page with a dark 60x40 picture at (100, 80) and a highlight across it and the paper
    /// beside it, at page height 100.
    static func document() -> Document {
        var page = Page(blankSize: Size(400, 300))
        page.images = [PlacedImage(id: 1, key: "pic", frame: Rect(x: 100, y: 80, width: 60, height: 40))]
        page.strokes = [ExportSamples.line(1, from: Point(40, 100), to: Point(220, 100), color: yellow, width: 16)]
        return Document(pages: [page], images: ["pic": PlacedImageRenderTests.solidPNG(width: 60, height: 40, rgb: dark)])
    }

    /// Multiply: over the picture, no channel lighter than the picture's.
    static func keepsDark(_ p: UInt32) -> Bool {
        [16, 8, 0].allSatisfy { Int((p >> $0) & 0xff) <= Int((dark >> $0) & 0xff) + 2 }
    }

    /// On white paper: the translucent yellow laid over white, as it always was.
    static func paperYellow(_ p: UInt32) -> Bool { channelDistance(p & 0xffffff, 0xfff3a3) <= 3 }

    @Test func onScreenCommittedAndInProgress() throws {
        let document = Self.document()
        var editor = Editor(document: document, windowSize: Size(640, 480))
        _ = editor.showStart()
        let renderer = try #require(FrameRenderer(width: 640, height: 480))
        renderer.images = PageImageCache { document.images[$0] }
        _ = renderer.render(editor.scene, damage: Damage(window: editor.windowFrame), fullInk: true)
        let over = editor.toWindow(Rect(x: 130, y: 100, width: 1, height: 1), page: 0)
        let paper = editor.toWindow(Rect(x: 60, y: 100, width: 1, height: 1), page: 0)
        let committed = renderer.frame.pixel(x: Int(over.x), y: Int(over.y))
        #expect(Self.keepsDark(committed), "committed: \(String(committed, radix: 16))")
        #expect(Self.paperYellow(renderer.frame.pixel(x: Int(paper.x), y: Int(paper.y))))
        // A second highlight in progress, across the picture lower down.
        _ = editor.handle(KeyChord(.character("h")))
        let mouse = DeviceRef(id: 2, kind: .mouse)
        let r = editor.toWindow(Rect(x: 40, y: 112, width: 1, height: 1), page: 0), a = Point(r.x, r.y)
        func show(_ o: Outcome) { _ = renderer.render(editor.scene, damage: o.damage) }
        show(editor.handle(InputEvent(action: .press(.primary), device: mouse, position: a)))
        for dx in stride(from: 10.0, through: 180, by: 10) {
            show(editor.handle(InputEvent(action: .motion, device: mouse, position: Point(a.x + dx, a.y), buttons: .primary)))
        }
        let under = editor.toWindow(Rect(x: 130, y: 112, width: 1, height: 1), page: 0)
        let inProgress = renderer.frame.pixel(x: Int(under.x), y: Int(under.y))
        #expect(editor.scene.stroke != nil, "a stroke in progress")
        #expect(Self.keepsDark(inProgress), "in progress: \(String(inProgress, radix: 16))")
        let beside = editor.toWindow(Rect(x: 60, y: 112, width: 1, height: 1), page: 0)
        #expect(Self.paperYellow(renderer.frame.pixel(x: Int(beside.x), y: Int(beside.y))), "in progress, on paper")
        #expect(Self.keepsDark(renderer.frame.pixel(x: Int(over.x), y: Int(over.y))), "the committed one, repainted with it")
    }

    /// Highlights crossing are one layer, in progress as committed (the tiles'): the crossing
    /// does not change when the pen lifts.
    @Test func aCrossingLooksTheSameInProgressAndCommitted() {
        let h = RenderHarness()
        h.key(KeyChord(.character("h")))
        h.line(y: 300, from: 150, to: 450)
        h.press(Point(300, 200))
        for y in stride(from: 210.0, through: 400, by: 10) { h.drag(Point(300, y)) }
        let crossing = h.pixel(300, 300), alone = h.pixel(300, 250)
        #expect(channelDistance(crossing, alone) > 8, "the crossing is darker: \(String(crossing, radix: 16)) \(String(alone, radix: 16))")
        h.release(Point(300, 400))
        #expect(channelDistance(h.pixel(300, 300), crossing) <= 2, "\(String(h.pixel(300, 300), radix: 16)) after \(String(crossing, radix: 16))")
        #expect(channelDistance(h.pixel(300, 250), alone) <= 2)
    }

    /// A row laid four pixels at a time gives exactly what one pixel at a time gives (each
    /// channel d · (255 − a + s) / 255, rounded), over rows of every length up to 13 (the
    /// last pixels on their own), random premultiplied layers with transparent runs.
    @Test func fourPixelsAtATimeAreExactlyOneAtATime() {
        var rng = SystemRandomNumberGenerator()
        func one(_ d: UInt32, _ s: UInt32) -> UInt32 {
            guard s != 0 else { return d }
            let keep = 255 - (s >> 24)
            func channel(_ shift: UInt32) -> UInt32 {
                let m = ((d >> shift) & 0xff) * (keep + ((s >> shift) & 0xff)) + 128
                return ((m + (m >> 8)) >> 8) << shift
            }
            return (d & 0xff00_0000) | channel(16) | channel(8) | channel(0)
        }
        for count in 0...13 {
            for _ in 0..<200 {
                let layer: [UInt32] = (0..<count).map { _ in
                    guard Bool.random(using: &rng) else { return 0 }
                    let a = UInt32.random(in: 0...255, using: &rng)
                    let c = { UInt32.random(in: 0...a, using: &rng) }
                    return a << 24 | c() << 16 | c() << 8 | c()
                }
                let under: [UInt32] = (0..<count).map { _ in 0xff00_0000 | UInt32.random(in: 0...0xffffff, using: &rng) }
                var laid = under
                laid.withUnsafeMutableBytes { d in
                    layer.withUnsafeBytes { s in
                        if let dp = d.baseAddress, let sp = s.baseAddress { ImageSurface.multiplyRow(dp, by: sp, count: count) }
                    }
                }
                #expect(laid == zip(under, layer).map(one), "\(count) pixels")
            }
        }
    }

    /// The tiles' multiply by hand gives Cairo's pixels within a level, over random pictures
    /// and random translucent layers, placed across the surface's edge and clipped.
    @Test func theHandWrittenMultiplyIsCairos() throws {
        var rng = SystemRandomNumberGenerator()
        let layer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 64, 48)!
        defer { cairo_surface_destroy(layer) }
        let data = try #require(cairo_image_surface_get_data(layer))
        let stride = Int(cairo_image_surface_get_stride(layer))
        for y in 0..<48 {
            for x in 0..<64 {
                let a = UInt32.random(in: 0...255, using: &rng) & (x % 5 == 0 ? 0 : 0xff)   // some transparent
                let c = { UInt32.random(in: 0...a, using: &rng) }
                data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee = a << 24 | c() << 16 | c() << 8 | c() }
            }
        }
        cairo_surface_mark_dirty(layer)
        let hand = try #require(ImageSurface(width: 100, height: 80)), cairo = try #require(ImageSurface(width: 100, height: 80))
        for y in 0..<80 {
            for x in 0..<100 {
                let p = UInt32.random(in: 0...0xffffff, using: &rng)
                for s in [hand, cairo] { s.pixels.storeBytes(of: p, toByteOffset: y * s.stride + x * 4, as: UInt32.self) }
            }
        }
        for s in [hand, cairo] { cairo_surface_mark_dirty(s.surface) }
        let origin = (x: 60, y: -10), clip = Rect(x: 62, y: 0, width: 30, height: 30)
        #expect(hand.multiply(layer, at: origin, within: clip))
        cairo_save(cairo.context)
        cairo_rectangle(cairo.context, clip.x, clip.y, clip.width, clip.height)
        cairo_clip(cairo.context)
        cairo_set_operator(cairo.context, CAIRO_OPERATOR_MULTIPLY)
        cairo_set_source_surface(cairo.context, layer, Double(origin.x), Double(origin.y))
        cairo_paint(cairo.context)
        cairo_restore(cairo.context)
        var worst = 0
        for y in 0..<80 { for x in 0..<100 { worst = max(worst, channelDistance(hand.pixel(x: x, y: y), cairo.pixel(x: x, y: y))) } }
        #expect(worst <= 1, "\(worst) levels apart")
        #expect(!hand.multiply(layer, at: origin, within: Rect(x: 0.5, y: 0, width: 10, height: 10)), "half pixels: Cairo's")
    }

    @Test func inAPNGExport() throws {
        let s = try TemporaryFolder("highlight-multiply-png")
        let url = try DocumentExporter.exportPNG(Self.document(), to: s.url)[0]
        let out = try decodeFile(url)
        #expect(Self.keepsDark(out.pixel(x: 130, y: 100)), "\(String(out.pixel(x: 130, y: 100), radix: 16))")
        #expect(Self.paperYellow(out.pixel(x: 60, y: 100)))
    }

    /// A copy's PNG for other apps lays its highlights on its images as the page does.
    @Test func inACopysPicture() throws {
        let highlight = ExportSamples.line(1, from: Point(0, 20), to: Point(60, 20), color: Self.yellow, width: 16)
        let image = ClipboardImage(frame: Rect(x: 0, y: 0, width: 60, height: 40), bytes: PlacedImageRenderTests.solidPNG(width: 60, height: 40, rgb: Self.dark))
        let bytes = try #require(ClipboardPictures.png(ClipboardStrokes([highlight], images: [image])))
        let s = try TemporaryFolder("highlight-multiply-clip")
        let file = s.url.appendingPathComponent("clip.png")
        try bytes.write(to: file)
        let out = try decodeFile(file)
        let p = out.pixel(x: 30, y: 20)
        #expect(Self.keepsDark(p), "\(String(p, radix: 16))")
    }

    @Test func inAPDFExport() throws {
        let s = try TemporaryFolder("highlight-multiply-pdf")
        let file = s.url.appendingPathComponent("out.pdf")
        try DocumentExporter.exportPDF(Self.document(), to: file)
        let bytes = try Data(contentsOf: file)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("/Multiply"), "a blend mode the PDF keeps")
        #expect(text.components(separatedBy: "/Subtype /Image").count - 1 == 1, "the picture only: the highlight stays a vector")
        let size = try #require(try PDFReader.poppler.pageSizes(bytes, nil).first)
        let raster = try #require(PDFRaster.draw(try PDFFile(bytes), page: 0, scale: 400 / size.width, area: Rect(x: 0, y: 0, width: size.width, height: size.height)))
        let image = raster.image
        let p = image.pixel(x: 130 * image.width / 400, y: 100 * image.height / 300)
        #expect(Self.keepsDark(p), "\(String(p, radix: 16))")
        #expect(Self.paperYellow(image.pixel(x: 60 * image.width / 400, y: 100 * image.height / 300)))
    }
}
