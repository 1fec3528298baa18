import Foundation
import Testing
import InkDocument
import InkGeometry
import InkRender
import InkTestSupport

/// PDF export: a page per page, images embedded once, and no partial file on failure.
/// (Rendering the PDF back is checked end to end with pdftoppm.)
@Suite struct DocumentExporterPDFTests {
    func text(_ url: URL) throws -> String { String(decoding: try Data(contentsOf: url), as: UTF8.self) }

    func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func onePagePerPageAndImagesOnce() throws {
        let png = ExportSamples.png(width: 40, height: 30)
        var document = ExportSamples.document([png, ExportSamples.jpeg16x8, png])
        document.pages.append(Page(blankSize: Size(100, 50)))
        document.pages[0].strokes = [ExportSamples.line(1, from: Point(2, 2), to: Point(30, 20), color: InkColor(rgb: 0x2040ff, alpha: 0.5))]
        let s = try TemporaryFolder("export")
        let file = s.url.appendingPathComponent("out.pdf")
        try DocumentExporter.exportPDF(document, to: file)
        let pdf = try text(file)
        #expect(pdf.hasPrefix("%PDF-"))
        #expect(pdf.contains("%%EOF"))
        #expect(count("/Type /Page\n", in: pdf) + count("/Type /Page ", in: pdf) + count("/Type /Page/", in: pdf) == 4)
        // Images stating no resolution are 96 dpi: 40x30 pixels are 30x22.5 points.
        #expect(pdf.contains("/MediaBox [ 0 0 30 22.5 ]"))
        #expect(pdf.contains("/MediaBox [ 0 0 12 6 ]"))
        #expect(pdf.contains("/MediaBox [ 0 0 100 50 ]"))
        #expect(count("/Subtype /Image", in: pdf) == 2, "the PNG shown twice is stored once")
        #expect(pdf.contains("/DCTDecode"), "the JPEG is embedded as JPEG")
        #expect(s.names() == ["out.pdf"])
    }

    /// A photo a phone stored sideways (EXIF orientation 6): the PDF page is upright and
    /// portrait, and its JPEG is still embedded as its own bytes (the page turns it, since PDF
    /// readers ignore EXIF).
    @Test func aSidewaysPhotoIsUprightAndStillEmbeddedAsJPEG() throws {
        let photo = ExifSamples.jpeg(ExportSamples.jpeg16x8, orientation: 6)
        let document = ExportSamples.document([photo])
        #expect(document.pages[0].size == Size(8, 16), "the page as the photo is seen")
        let s = try TemporaryFolder("export-turned-photo")
        let file = s.url.appendingPathComponent("out.pdf")
        try DocumentExporter.exportPDF(document, to: file)
        let bytes = try Data(contentsOf: file)
        #expect(try text(file).contains("/DCTDecode"), "the JPEG is embedded as JPEG")
        #expect(bytes.range(of: photo) != nil, "byte for byte")
        let size = try #require(try PDFReader.poppler.pageSizes(bytes, nil).first)
        #expect(size == Size(6, 12), "8x16 pixels at 96 dpi, portrait")
        let raster = try #require(PDFRaster.draw(try PDFFile(bytes), page: 0, scale: 80 / size.width, area: Rect(x: 0, y: 0, width: size.width, height: size.height)))
        let image = raster.image
        func isRed(_ p: UInt32) -> Bool { (p >> 16) & 0xff > 200 && p & 0xff < 60 }
        #expect(isRed(image.pixel(x: image.width / 2, y: image.height / 4)), "red on top")
        #expect(!isRed(image.pixel(x: image.width / 2, y: image.height * 3 / 4)), "blue below")
    }

    @Test func aFailureLeavesNoFile() throws {
        var document = ExportSamples.document([ExportSamples.png(width: 10, height: 10), ExportSamples.jpeg16x8])
        document.images.removeValue(forKey: ImageKey.of(ExportSamples.jpeg16x8))
        let s = try TemporaryFolder("export")
        let file = s.url.appendingPathComponent("out.pdf")
        try Data("previous".utf8).write(to: file)
        #expect(throws: ExportError.self) { try DocumentExporter.exportPDF(document, to: file) }
        #expect(s.names() == ["out.pdf"])
        #expect(try text(file) == "previous", "the file that was there is untouched")
    }

    @Test func aMissingFolderIsNamed() throws {
        let s = try TemporaryFolder("export")
        let file = s.url.appendingPathComponent("no/such/out.pdf")
        do {
            try DocumentExporter.exportPDF(Document(pages: [Page(blankSize: Size(4, 4))]), to: file)
            Issue.record("wrote into a missing folder")
        } catch let error as ExportError {
            #expect(error.description == "cannot write \(file.path): No such file or directory")
        }
        #expect(s.names() == [])
    }
}
