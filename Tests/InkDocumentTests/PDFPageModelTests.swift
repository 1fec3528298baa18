import Foundation
import Testing
import InkDocument
import InkGeometry

/// A PDF page in the model: its size in points is its size in page units, it names its PDF
/// and page, and it lays out like any sized page.
@Suite struct PDFPageModelTests {
    @Test func aPDFPageIsSizedInPoints() {
        let page = Page(background: .pdf(key: "k", index: 4, size: Size(612, 792)))
        #expect(page.size == Size(612, 792))
        #expect(page.pdfPage?.key == "k" && page.pdfPage?.index == 4)
        #expect(page.imageKey == nil)
        #expect(page.embeddedKey == "k")
        #expect(Page(background: .image(key: "i", size: Size(3, 2))).embeddedKey == "i")
        #expect(Page().embeddedKey == nil && Page().pdfPage == nil)
    }

    @Test func pdfPagesAreLaidOutAsSheetsOfTheirSize() {
        let pages = [Page(background: .pdf(key: "k", index: 0, size: Size(612, 792))),
                     Page(background: .pdf(key: "k", index: 1, size: Size(842, 595)))]
        let layout = DocumentLayout(Document(pages: pages, images: ["k": Data("%PDF-1.7".utf8)]))
        let frames = layout.frames.compactMap { $0 }
        #expect(frames.count == 2)
        #expect(frames.map(\.width) == [612, 842] && frames.map(\.height) == [792, 595])
        #expect(frames[1].minY >= frames[0].maxY, "one below the other")
    }
}
