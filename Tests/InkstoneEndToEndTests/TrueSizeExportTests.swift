import CCairo
import Foundation
import InkRenderTestSupport
import InkDocument
import InkGeometry
import Testing

/// Image pages at their true size, with the real binary: a 150-dpi Letter scan exports as a
/// 612×792 pt PDF page with its ink where it was drawn (pdfinfo, pdftoppm), a 300-dpi JPEG and
/// an image stating nothing (96 dpi) likewise, `--image-dpi` overrides, and `--png --dpi N`
/// draws pages at N dpi.
@Suite struct TrueSizeExportTests {
    typealias Pixels = ExportCommandTests.Pixels

    /// PNG bytes of a white `width`×`height` picture with a black 50×50 square at (100, 100).
    static func picture(width: Int, height: Int) -> Data {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_rectangle(cr, 100, 100, 50, 50)
        cairo_fill(cr)
        cairo_destroy(cr)
        return pngBytes(of: surface) ?? Data()
    }

    /// A saved document: a 1275×1650 scan stating 150 dpi with a red line across at y = 800
    /// from x = 300 to 900, then a blank Letter page in points.
    static func letterDocument(_ s: ExportCommandTests.Scratch) throws -> String {
        let scan = PNGDensity.stamped(picture(width: 1275, height: 1650), with: Resolution(150))
        let file = s.path + "/letter-150.png"
        try scan.write(to: URL(fileURLWithPath: file))
        var document = try DocumentImport.document(from: [file])
        #expect(document.pages[0].resolution == Resolution(150))
        document.pages[0].strokes = [Stroke(id: document.makeStrokeID(), points: [StrokePoint(Point(300, 800)), StrokePoint(Point(900, 800))],
                                            color: InkColor(rgb: 0xd01010), outline: OutlineOptions(width: 12))]
        document.pages.append(Page(blankSize: Size(612, 792)))
        let saved = s.path + "/letter.inkstone"
        try DocumentFile.save(document, to: URL(fileURLWithPath: saved))
        return saved
    }

    static func isRed(_ v: UInt32) -> Bool { (v >> 16) & 0xff > 150 && (v >> 8) & 0xff < 90 && v & 0xff < 90 }
    static func isWhite(_ v: UInt32) -> Bool { v & 0xffffff == 0xffffff }
    static func isBlack(_ v: UInt32) -> Bool { v & 0xffffff == 0 }

    @Test func aLetterScanAt150DPIExportsAsALetterPageWithItsInkInPlace() throws {
        let s = try ExportCommandTests.Scratch()
        let saved = try Self.letterDocument(s)
        let pdf = s.path + "/letter.pdf"
        let r = try s.run([saved, "--pdf", pdf])
        #expect(r.status == 0, "\(r.output)")
        #expect(try ExportCommandTests.pageSizes(pdf) == ["612 x 792", "612 x 792"])
        // Rendered back at 150 dpi: the scan's own pixels, the ink where it was drawn on them.
        try ExportCommandTests.pdftoppm(["-png", "-r", "150", "-f", "1", "-l", "1", pdf, s.path + "/back"])
        let back = try Pixels(png: s.path + "/back-1.png")
        #expect(back.width == 1275 && back.height == 1650)
        func at(_ x: Int, _ y: Int) -> UInt32 { back.values[y * back.width + x] }
        for x in [310, 600, 890] { #expect(Self.isRed(at(x, 800)), "ink at \(x),800: \(String(at(x, 800), radix: 16))") }
        #expect(Self.isRed(at(600, 795)) && Self.isRed(at(600, 805)), "12 pixels wide")
        #expect(Self.isWhite(at(600, 780)) && Self.isWhite(at(600, 820)) && Self.isWhite(at(250, 800)) && Self.isWhite(at(950, 800)))
        #expect(Self.isBlack(at(105, 105)) && Self.isBlack(at(145, 145)), "the image's square in place")
        #expect(Self.isWhite(at(95, 125)) && Self.isWhite(at(155, 125)) && Self.isWhite(at(125, 155)))
    }

    @Test func jpegsByJFIFOrEXIFAnImageStatingNoneAndTheOverride() throws {
        let s = try ExportCommandTests.Scratch()
        // The corpus JPEG, its JFIF density (units at byte 13, then x and y) set to 300 dpi.
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Corpus/images/good.jpg")
        var jpeg = [UInt8](try Data(contentsOf: corpus))
        #expect(Array(jpeg[6..<11]) == Array("JFIF\0".utf8))
        jpeg.replaceSubrange(13..<18, with: [1, 0x01, 0x2c, 0x01, 0x2c])
        let jpegFile = s.path + "/photo-300.jpg"
        try Data(jpeg).write(to: URL(fileURLWithPath: jpegFile))
        let size = try #require(ImageProbe.probe(Data(jpeg)))
        let plain = s.path + "/plain.png"
        try Self.picture(width: 960, height: 480).write(to: URL(fileURLWithPath: plain))

        let pdf = s.path + "/out.pdf"
        let r = try s.run([jpegFile, plain, "--pdf", pdf])
        #expect(r.status == 0, "\(r.output)")
        func points(_ pixels: Int, _ dpi: Double) -> String {
            let v = Double(pixels) * 72 / dpi
            return v == v.rounded() ? String(Int(v)) : String(format: "%g", v)
        }
        #expect(try ExportCommandTests.pageSizes(pdf) == ["\(points(size.width, 300)) x \(points(size.height, 300))", "720 x 360"],
                "the JPEG at 300 dpi, the PNG stating nothing at 96")

        // The same JPEG with JFIF's aspect-only density and an EXIF block stating 200 dpi (big-endian).
        var exif = [UInt8](try Data(contentsOf: corpus))
        let tiff: [UInt8] = Array("MM".utf8) + [0, 42, 0, 0, 0, 8, 0, 2,
                                                 0x01, 0x1a, 0, 5, 0, 0, 0, 1, 0, 0, 0, 38,
                                                 0x01, 0x1b, 0, 5, 0, 0, 0, 1, 0, 0, 0, 46,
                                                 0, 0, 0, 0, 0, 0, 0, 200, 0, 0, 0, 1, 0, 0, 1, 144, 0, 0, 0, 2]
        let app1: [UInt8] = Array("Exif\0\0".utf8) + tiff
        exif.insert(contentsOf: [0xff, 0xe1, 0, UInt8(app1.count + 2)] + app1, at: 20)
        let exifFile = s.path + "/photo-exif.jpg"
        try Data(exif).write(to: URL(fileURLWithPath: exifFile))
        let exifPDF = s.path + "/exif.pdf"
        let e = try s.run([exifFile, "--pdf", exifPDF])
        #expect(e.status == 0, "\(e.output)")
        #expect(try ExportCommandTests.pageSizes(exifPDF) == ["\(points(size.width, 200)) x \(points(size.height, 200))"])

        let overridden = s.path + "/override.pdf"
        let o = try s.run([jpegFile, plain, "--image-dpi", "240", "--pdf", overridden])
        #expect(o.status == 0, "\(o.output)")
        #expect(try ExportCommandTests.pageSizes(overridden) == ["\(points(size.width, 240)) x \(points(size.height, 240))", "288 x 144"])
    }

    @Test func pngPagesAtAChosenDPI() throws {
        let s = try ExportCommandTests.Scratch()
        let saved = try Self.letterDocument(s)
        let r = try s.run([saved, "--png", s.path + "/out", "--dpi", "75"])
        #expect(r.status == 0, "\(r.output)")
        #expect(s.names("out") == ["page-001.png", "page-002.png"])
        let scan = try Pixels(png: s.path + "/out/page-001.png")
        #expect(scan.width == 638 && scan.height == 825, "half the 150-dpi pixels: \(scan.width)x\(scan.height)")
        func at(_ x: Int, _ y: Int) -> UInt32 { scan.values[y * scan.width + x] }
        #expect(Self.isRed(at(300, 400)) && Self.isRed(at(160, 400)) && Self.isRed(at(440, 400)), "the ink scaled with the page")
        #expect(Self.isWhite(at(300, 390)) && Self.isWhite(at(300, 410)))
        #expect(Self.isBlack(at(62, 62)) && Self.isWhite(at(62, 80)), "the image's square at half its size")
        let blank = try Pixels(png: s.path + "/out/page-002.png")
        #expect(blank.width == 638 && blank.height == 825, "612x792 pt at 75 dpi")
        let stated = try Data(contentsOf: URL(fileURLWithPath: s.path + "/out/page-001.png"))
        #expect(ImageResolution.of(stated) == Resolution(75), "the PNG states its 75 dpi")

        // Without --dpi every page keeps its own pixels, and the PDF of the PNGs is Letter again.
        let native = try s.run([saved, "--png", s.path + "/native"])
        #expect(native.status == 0, "\(native.output)")
        #expect(try Pixels(png: s.path + "/native/page-001.png").width == 1275)
        #expect(try Pixels(png: s.path + "/native/page-002.png").width == 612)
        let again = try s.run([s.path + "/out", "--pdf", s.path + "/again.pdf"])
        #expect(again.status == 0, "\(again.output)")
        let sizes = try ExportCommandTests.pageSizes(s.path + "/again.pdf")
        #expect(sizes == ["612.48 x 792", "612.48 x 792"], "\(sizes)")
    }

    @Test func dpiMistakesExitTwo() throws {
        let s = try ExportCommandTests.Scratch()
        for bad in ["0", "abc", "-5", "2401", "1e9", "nan"] {
            let r = try s.run([s.path, "--png", s.path + "/out", "--dpi", bad])
            #expect(r.status == 2)
            #expect(r.output.contains("--dpi wants a resolution from 10 to 2400, not '\(bad)'"), "\(r.output)")
        }
        let image = try s.run([s.path, "--pdf", s.path + "/out.pdf", "--image-dpi", "9"])
        #expect(image.status == 2 && image.output.contains("--image-dpi wants a resolution from 10 to 100000, not '9'"), "\(image.output)")
        let pdfOnly = try s.run([s.path, "--pdf", s.path + "/out.pdf", "--dpi", "150"])
        #expect(pdfOnly.status == 2)
        #expect(pdfOnly.output.contains("use --image-dpi 150"), "\(pdfOnly.output)")
        let twice = try s.run([s.path, "--png", s.path + "/out", "--dpi", "150", "--dpi", "300"])
        #expect(twice.status == 2 && twice.output.contains("--dpi is given twice"), "\(twice.output)")
        let missing = try s.run([s.path, "--png", s.path + "/out", "--dpi"])
        #expect(missing.status == 2 && missing.output.contains("--dpi needs a value"))
        let app = try runInkstone(["--dpi", "5", s.path], environment: s.environment)
        #expect(app.status == 2 && app.output.contains("--dpi wants a resolution from 10 to 100000, not '5'"))
        #expect(s.names("").filter { $0 == "out" || $0 == "out.pdf" } == [])
    }
}
