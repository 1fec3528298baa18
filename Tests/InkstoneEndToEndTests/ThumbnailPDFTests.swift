import Foundation
import InkDocument
import InkRender
import InkTestSupport
import Testing

/// `inkstone thumbnail` of a document whose first page is a PDF page, and of a PDF itself:
/// the PDF page is drawn (its black bar near the top-left corner shows), not blank paper.
@Suite struct ThumbnailPDFTests {
    typealias Scratch = ExportCommandTests.Scratch

    @Test func aPDFPageIsDrawnInTheThumbnail() throws {
        let s = try Scratch()
        let pdf = s.path + "/paper.pdf"
        try #require(TestPDF.write(to: pdf, pages: [(612, 792), (612, 792)]))
        let doc = s.path + "/paper.inkstone"
        try DocumentFile.save(try DocumentImport.document(from: [pdf], pdf: .poppler), to: URL(fileURLWithPath: doc))
        for input in [doc, pdf] {
            let thumb = s.path + "/thumb-\(URL(fileURLWithPath: input).pathExtension).png"
            let r = try runInkstone(["thumbnail", input, thumb], environment: s.environment)
            #expect(r.status == 0, "\(r.output)")
            let t = try ExportCommandTests.Pixels(png: thumb)
            #expect(t.height == 256 && t.width == Int((256.0 * 612 / 792).rounded()), "\(t.width)x\(t.height)")
            // The bar at (36, 36)-(156, 60) pt is (12, 12)-(50, 19) px at 256/792.
            #expect(ThumbnailCommandTests.isDark(t.values[15 * t.width + 30]), "\(input): the PDF page's bar is missing")
            #expect(!ThumbnailCommandTests.isDark(t.values[200 * t.width + 30]), "\(input): no paper under the bar")
        }
    }
}
