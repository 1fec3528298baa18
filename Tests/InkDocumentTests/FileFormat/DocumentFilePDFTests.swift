/// PDF pages in the file: the PDF's bytes are embedded once (an IMAG section of format "pdf"),
/// pages name it with their index; such a file is version 2, one without PDFs stays version 1
/// (readable by every Inkstone before PDF pages), and older files keep opening.
import Foundation
import Testing
@testable import InkDocument
import InkGeometry
import InkTestSupport

@Suite struct DocumentFilePDFTests {
    static let pdf = Data("%PDF-1.7\n% a stand-in: the file format never parses a PDF\n%%EOF\n".utf8)

    static var document: Document {
        let stroke = Stroke(id: StrokeID(1), points: [StrokePoint(Point(10, 20), pressure: 0.5), StrokePoint(Point(30, 40), pressure: 0.5)],
                            color: InkColor(rgb: 0x102030), outline: OutlineOptions(width: 3))
        return Document(pages: [Page(background: .pdf(key: "paper.pdf", index: 0, size: Size(612, 792))),
                                Page(background: .pdf(key: "paper.pdf", index: 1, size: Size(792, 612)), strokes: [stroke]),
                                Page(background: .image(key: "scan.png", size: Size(1240, 1754)))],
                        images: ["paper.pdf": pdf, "scan.png": DocumentFileSamples.png])
    }

    @Test func pdfPagesComeBackWithTheirBytesOnce() throws {
        let file = try DocumentFile.encode(Self.document, version: 2)
        #expect(file.prefix(18) == Data("INKSTONEversion 2\n".utf8))
        let sections = try DocumentFile.SectionReader.read(file)
        #expect(sections.images.filter { $0 == Self.pdf }.count == 1, "the PDF's bytes are in the file once")
        let copy = try DocumentFile.decode(file)
        #expect(copy == Self.document)
        #expect(copy.pages.map(\.size) == [Size(612, 792), Size(792, 612), Size(1240, 1754)])
        #expect(copy.pages[1].pdfPage?.index == 1)
        let manifest = String(decoding: sections.manifest, as: UTF8.self)
        #expect(manifest.contains(#""background":"pdf","pdf":{"height":612,"index":1,"key":"paper.pdf","width":792}"#), "\(manifest)")
        #expect(manifest.contains(#"{"byteCount":\#(Self.pdf.count),"format":"pdf","key":"paper.pdf"}"#))
    }

    @Test func aDocumentWithoutPDFsCanStillBeWrittenAsVersionOne() throws {
        #expect(DocumentFile.version(for: DocumentFileSamples.document) == 1)
        #expect(DocumentFile.version(for: Self.document) == 2)
        #expect(try DocumentFile.encode(DocumentFileSamples.document, version: 1).prefix(18) == Data("INKSTONEversion 1\n".utf8))
    }

    @Test func theGoldenVersionOneFileStillOpens() throws {
        let golden = SourceTree.sources.deletingLastPathComponent().appendingPathComponent("Tests/Golden/document-v1.inkstone")
        let document = try DocumentFile.load(from: golden)
        #expect(!document.pages.isEmpty)
        #expect(document.pages.allSatisfy { $0.pdfPage == nil })
        #expect(try DocumentFile.encode(document, version: 1) == Data(contentsOf: golden), "and is written back as the same version-1 bytes")
    }

    @Test func theGoldenVersionTwoFileOpens() throws {
        let golden = SourceTree.sources.deletingLastPathComponent().appendingPathComponent("Tests/Golden/document-v2.inkstone")
        let bytes = try Data(contentsOf: golden)
        let document = try DocumentFile.decode(bytes)
        #expect(document.pages.map(\.size) == [Size(612, 792), Size(595, 842)])
        #expect(document.pages.map { $0.pdfPage?.index } == [0, 1])
        #expect(document.images.count == 1)
        let key = try #require(document.pages[0].pdfPage?.key)
        #expect(document.images[key]?.count == 7096 && PDFReader.isPDF(document.images[key] ?? Data()))
        #expect(document.pages[1].strokes.map(\.points.count) == [2])
        #expect(document.pages[1].strokes.first?.color == InkColor(red: 0.8, green: 0.1, blue: 0.1, alpha: 1))
        #expect(document.nextStrokeID == 2)
        #expect(try DocumentFile.encode(document, version: 2) == bytes, "written back byte for byte")
    }

    @Test func pdfPagesMustNameAPDF() throws {
        var wrong = Self.document
        wrong.pages[0].background = .pdf(key: "scan.png", index: 0, size: Size(612, 792))
        #expect(throws: DocumentFileError.invalidContent("page 1 refers to \"scan.png\", which is not a PDF")) { try DocumentFile.encode(wrong) }
        wrong.pages[0].background = .pdf(key: "gone.pdf", index: 0, size: Size(612, 792))
        #expect(throws: DocumentFileError.invalidContent("page 1 refers to a missing PDF \"gone.pdf\"")) { try DocumentFile.encode(wrong) }
        wrong.pages[0].background = .pdf(key: "paper.pdf", index: -1, size: Size(612, 792))
        #expect(throws: DocumentFileError.invalidContent("page 1 has a negative PDF page index")) { try DocumentFile.encode(wrong) }
        wrong.pages[0].background = .image(key: "paper.pdf", size: Size(612, 792))
        #expect(throws: DocumentFileError.invalidContent("page 1 shows the PDF \"paper.pdf\" as an image")) { try DocumentFile.encode(wrong) }
    }

    @Test func passwordsAreNeverSaved() throws {
        var locked = Self.document
        locked.pdfPasswords = ["paper.pdf": "sesame"]
        let file = try DocumentFile.encode(locked)
        #expect(file.range(of: Data("sesame".utf8)) == nil)
        #expect(try DocumentFile.decode(file).pdfPasswords.isEmpty)
    }

    @Test func thePDFPagesSurviveTheJournalButNotThePassword() throws {
        var original = Self.document
        original.pdfPasswords = ["paper.pdf": "sesame"]
        let packed = try Journal.Packing.encode(original)
        #expect(packed.range(of: Data("sesame".utf8)) == nil)
        let back = try Journal.Packing.decodeDocument(packed)
        original.pdfPasswords = [:]
        #expect(back == original)
    }
}
