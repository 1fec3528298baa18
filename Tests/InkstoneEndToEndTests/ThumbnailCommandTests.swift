import CCairo
import Foundation
import InkRenderTestSupport
import InkDocument
import InkGeometry
import Testing

/// `inkstone thumbnail` on the real binary, with no display: the first page with its ink, as
/// the PNG export of page 1 shows it, scaled to the size asked for; written atomically.
@Suite struct ThumbnailCommandTests {
    typealias Scratch = ExportCommandTests.Scratch

    @Test func theThumbnailIsThePNGExportOfPageOneScaledDown() throws {
        let s = try Scratch()
        let doc = s.path + "/two-pages.inkstone"
        try DocumentFile.save(Self.twoPageDocument(), to: URL(fileURLWithPath: doc))
        #expect(try s.run([doc, "--png", s.path + "/pages"]).status == 0)
        let exported = s.path + "/pages/page-001.png"
        for (size, args) in [(256, [String]()), (100, ["--size", "100"]), (40, ["--size", "40"])] {
            let thumb = s.path + "/thumb-\(size).png"
            let r = try runInkstone(["thumbnail", doc, thumb] + args, environment: s.environment)
            #expect(r.status == 0, "\(r.output)")
            #expect(r.output.isEmpty, "\(r.output)")
            let got = try ExportCommandTests.Pixels(png: thumb)
            // Page 1 is 600x400: the larger side becomes `size`.
            #expect(got.width == size && got.height == Int((Double(size) * 400 / 600).rounded()), "\(got.width)x\(got.height)")
            let expected = try Self.scaled(png: exported, width: got.width, height: got.height)
            let difference = Self.difference(got.values, expected)
            #expect(difference.mean < 3 && difference.max < 64, "thumbnail at \(size) differs from the scaled export: \(difference)")
            // The ink is there: dark pixels along the stroke's row (page 1's stroke at y = 200 of 400).
            let row = got.height / 2
            #expect((0..<got.width).contains { Self.isDark(got.values[row * got.width + $0]) }, "no ink in the thumbnail at \(size)")
        }
        // Page 2 (blank, with ink) is not what is shown: the thumbnail has page 1's red block.
        let thumb = try ExportCommandTests.Pixels(png: s.path + "/thumb-256.png")
        #expect(thumb.values[20 * thumb.width + 20] & 0xffffff == 0xd03030)
    }

    @Test func aBlankCanvasShowsItsInk() throws {
        let s = try Scratch()
        let doc = s.path + "/sketch.inkstone"
        let stroke = Stroke(id: StrokeID(1), points: stride(from: 0.0, through: 300, by: 5).map { StrokePoint(Point($0, $0 / 3), pressure: 0.5) },
                            color: InkColor(rgb: 0x1d1d22), outline: OutlineOptions(width: 6))
        try DocumentFile.save(Document(pages: [Page(strokes: [stroke])]), to: URL(fileURLWithPath: doc))
        #expect(try runInkstone(["thumbnail", doc, s.path + "/t.png", "--size", "128"], environment: s.environment).status == 0)
        let t = try ExportCommandTests.Pixels(png: s.path + "/t.png")
        #expect(max(t.width, t.height) == 128)
        #expect(t.values.contains { Self.isDark($0) }, "the sketch's ink is missing")
        #expect(t.values.contains { $0 & 0xffffff == 0xffffff } , "no paper around the ink")
    }

    @Test func aDocumentUnderAnotherNameIsKnownByItsMagic() throws {
        let s = try Scratch()
        // File managers may hand over a copy without the extension.
        let copy = s.path + "/copy-without-extension"
        try DocumentFile.save(Self.twoPageDocument(), to: URL(fileURLWithPath: copy))
        let r = try runInkstone(["thumbnail", copy, s.path + "/t.png"], environment: s.environment)
        #expect(r.status == 0, "\(r.output)")
        #expect(try ExportCommandTests.Pixels(png: s.path + "/t.png").width == 256)
    }

    @Test func theOutputIsReplacedWholeAndBadInputWritesNothing() throws {
        let s = try Scratch()
        let doc = s.path + "/doc.inkstone"
        try DocumentFile.save(Self.twoPageDocument(), to: URL(fileURLWithPath: doc))
        let out = s.path + "/t.png"
        try Data("old".utf8).write(to: URL(fileURLWithPath: out))
        #expect(try runInkstone(["thumbnail", doc, out, "--size", "64"], environment: s.environment).status == 0)
        #expect(try ExportCommandTests.Pixels(png: out).width == 64)
        #expect(s.names("") == ["doc.inkstone", "t.png"], "temporary files left: \(s.names(""))")
        // A damaged document: one line naming it, the old thumbnail untouched.
        let before = try Data(contentsOf: URL(fileURLWithPath: out))
        var damaged = try Data(contentsOf: URL(fileURLWithPath: doc))
        damaged[damaged.count / 2] ^= 0xff
        try damaged.write(to: URL(fileURLWithPath: s.path + "/damaged.inkstone"))
        let r = try runInkstone(["thumbnail", s.path + "/damaged.inkstone", out], environment: s.environment)
        #expect(r.status == 1)
        #expect(r.output.hasPrefix("inkstone: ") && r.output.contains("damaged.inkstone") && r.output.split(separator: "\n").count == 1, "\(r.output)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == before)
        // Never over its input.
        let over = try runInkstone(["thumbnail", doc, doc], environment: s.environment)
        #expect(over.status == 1 && over.output.contains("one of the files being exported"), "\(over.output)")
        #expect(try DocumentFile.load(from: URL(fileURLWithPath: doc)).pages.count == 2)
    }

    @Test func usageMistakesExitTwo() throws {
        let s = try Scratch()
        for args in [["thumbnail"], ["thumbnail", "a.inkstone"], ["thumbnail", "a", "b", "c"], ["thumbnail", "a", "b", "--size", "0"],
                     ["thumbnail", "a", "b", "--size", "big"], ["thumbnail", "a", "b", "--size"], ["thumbnail", "a", "b", "--frobnicate"]] {
            let r = try runInkstone(args, environment: s.environment)
            #expect(r.status == 2, "\(args): \(r.output)")
            #expect(r.output.hasPrefix("inkstone: ") && r.output.contains("Usage: inkstone"), "\(args): \(r.output)")
        }
    }

    // MARK: - Helpers

    /// Page 1: a 600x400 PNG (a red block top left on a pale blue-grey gradient) with a dark
    /// stroke across its middle; page 2: a blank canvas with other ink.
    static func twoPageDocument() throws -> Document {
        let png = try #require(pageImage())
        let across = Stroke(id: StrokeID(1), points: stride(from: 50.0, through: 550, by: 5).map { StrokePoint(Point($0, 200), pressure: 0.8) },
                            color: InkColor(rgb: 0x1d1d22), outline: OutlineOptions(width: 8))
        let other = Stroke(id: StrokeID(2), points: [StrokePoint(Point(0, 0), pressure: 0.5), StrokePoint(Point(900, 900), pressure: 0.5)],
                           color: InkColor(rgb: 0x1d1d22), outline: OutlineOptions(width: 30))
        return Document(pages: [Page(background: .image(key: "page1", size: Size(600, 400)), strokes: [across]), Page(strokes: [other])],
                        images: ["page1": png], nextStrokeID: 3)
    }

    private static func pageImage() -> Data? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 600, 400), let cr = cairo_create(surface) else { return nil }
        defer { cairo_surface_destroy(surface) }
        let gradient = cairo_pattern_create_linear(0, 0, 600, 400)
        cairo_pattern_add_color_stop_rgb(gradient, 0, 0.85, 0.9, 0.95)
        cairo_pattern_add_color_stop_rgb(gradient, 1, 0.6, 0.7, 0.8)
        cairo_set_source(cr, gradient)
        cairo_paint(cr)
        cairo_pattern_destroy(gradient)
        cairo_set_source_rgb(cr, 0xd0 / 255.0, 0x30 / 255.0, 0x30 / 255.0)
        cairo_rectangle(cr, 0, 0, 150, 100)
        cairo_fill(cr)
        cairo_destroy(cr)
        return pngBytes(of: surface)
    }

    /// The PNG at `path` scaled to `width` x `height` by Cairo (smooth filter), as 0xAARRGGBB.
    static func scaled(png path: String, width: Int, height: Int) throws -> [UInt32] {
        let source = try #require(cairo_image_surface_create_from_png(path))
        defer { cairo_surface_destroy(source) }
        let target = try #require(cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)))
        defer { cairo_surface_destroy(target) }
        let cr = try #require(cairo_create(target))
        cairo_scale(cr, Double(width) / Double(cairo_image_surface_get_width(source)), Double(height) / Double(cairo_image_surface_get_height(source)))
        cairo_set_source_surface(cr, source, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(target)
        let stride = Int(cairo_image_surface_get_stride(target))
        let data = try #require(cairo_image_surface_get_data(target))
        return (0..<height).flatMap { y in
            (0..<width).map { x in data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee } | 0xff00_0000 }
        }
    }

    /// Mean and largest difference of the colour channels of two equally sized pictures.
    static func difference(_ a: [UInt32], _ b: [UInt32]) -> (mean: Double, max: Int) {
        guard a.count == b.count, !a.isEmpty else { return (255, 255) }
        var total = 0, largest = 0
        for (p, q) in zip(a, b) {
            for shift in [0, 8, 16] {
                let d = abs(Int((p >> UInt32(shift)) & 0xff) - Int((q >> UInt32(shift)) & 0xff))
                total += d
                largest = max(largest, d)
            }
        }
        return (Double(total) / Double(a.count * 3), largest)
    }

    static func isDark(_ p: UInt32) -> Bool { (p >> 16) & 0xff < 0x60 && (p >> 8) & 0xff < 0x60 && p & 0xff < 0x60 }
}
