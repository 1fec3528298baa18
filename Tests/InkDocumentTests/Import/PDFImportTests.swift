import Foundation
import Testing
import InkDocument
import InkGeometry
import InkTestSupport

/// PDFs becoming pages: the engine parses no PDF, a `PDFReader` given from outside tells the
/// page sizes; the bytes are kept once; passwords and damage are errors naming the file.
@Suite struct PDFImportTests {
    /// A fake PDF: "%PDF-" and the page sizes as text after it ("612x792;842x595").
    static func fakePDF(_ sizes: String, locked: String? = nil) -> Data {
        Data(("%PDF-1.7\n" + sizes + (locked.map { "\nlocked:" + $0 } ?? "")).utf8)
    }

    /// Reads the fake PDFs: their sizes, or a password error when locked.
    static let reader = PDFReader { data, password throws(PDFReadError) in
        let text = String(decoding: data, as: UTF8.self)
        let lines = text.split(separator: "\n")
        if let lock = lines.first(where: { $0.hasPrefix("locked:") }) {
            guard let password else { throw .needsPassword }
            guard "locked:" + password == lock else { throw .wrongPassword }
        }
        guard lines.count > 1, lines[1] != "broken" else { throw .damaged(reason: "no xref table") }
        return lines[1].split(separator: ";").map { pair in
            let n = pair.split(separator: "x").compactMap { Double($0) }
            return Size(n[0], n[1])
        }
    }

    @Test func everyPageOfAPDFAtItsSizeInPoints() throws {
        let s = try TemporaryFolder("pdf-import")
        let paper = try s.write(Self.fakePDF("612x792;792x612;595.3x841.9"), to: "paper.pdf")
        let (document, origins) = try DocumentImport.load(from: [paper], pdf: Self.reader)
        #expect(document.pages.map(\.size) == [Size(612, 792), Size(792, 612), Size(595.3, 841.9)])
        #expect(document.pages.map { $0.pdfPage?.index } == [0, 1, 2])
        let key = try #require(document.pages[0].pdfPage?.key)
        #expect(document.pages.allSatisfy { $0.pdfPage?.key == key && $0.imageKey == nil && $0.embeddedKey == key })
        #expect(document.images == [key: Self.fakePDF("612x792;792x612;595.3x841.9")], "the bytes once, as read")
        #expect(origins[key] == paper)
    }

    @Test func foldersMixPDFsAndImagesInNaturalOrder() throws {
        let s = try TemporaryFolder("pdf-import")
        try s.write(Self.fakePDF("612x792;612x792"), to: "doc-10.pdf")
        try s.write(ImageSamples.png3x2, to: "doc-2.png")
        try s.write(Self.fakePDF("100x200"), to: "doc-1.PDF")
        let extra = try s.write(Self.fakePDF("300x400"), to: "more/extra.pdf")
        let document = try DocumentImport.document(from: [s.path, extra], pdf: Self.reader)
        #expect(document.pages.map(\.size) == [Size(100, 200), Size(3, 2), Size(612, 792), Size(612, 792), Size(300, 400)])
        #expect(document.images.count == 4)
    }

    @Test func theSamePDFTwiceIsStoredOnce() throws {
        let s = try TemporaryFolder("pdf-import")
        let a = try s.write(Self.fakePDF("612x792"), to: "a.pdf")
        let document = try DocumentImport.document(from: [a, a], pdf: Self.reader)
        #expect(document.pages.count == 2)
        #expect(document.images.count == 1)
    }

    @Test func aBrokenPDFNamesTheFile() throws {
        let s = try TemporaryFolder("pdf-import")
        let bad = try s.write(Self.fakePDF("broken"), to: "bad.pdf")
        #expect(throws: ImportError.damagedPDF(path: bad, reason: "no xref table")) { try DocumentImport.document(from: [bad], pdf: Self.reader) }
        #expect(ImportError.damagedPDF(path: bad, reason: "no xref table").description == "cannot read \(bad): a damaged PDF (no xref table)")
        let empty = try s.write(Self.fakePDF(""), to: "empty.pdf")
        #expect(throws: ImportError.self) { try DocumentImport.document(from: [empty], pdf: Self.reader) }
        // Without a reader (nothing to read PDFs with) a PDF is refused, never half-read.
        #expect(throws: ImportError.damagedPDF(path: bad, reason: "PDFs cannot be read here")) { try DocumentImport.document(from: [bad]) }
    }

    @Test func anEncryptedPDFNeedsItsPassword() throws {
        let s = try TemporaryFolder("pdf-import")
        let locked = try s.write(Self.fakePDF("612x792", locked: "sesame"), to: "locked.pdf")
        #expect(throws: ImportError.passwordNeeded(path: locked, wrongPassword: false)) {
            try DocumentImport.document(from: [locked], pdf: Self.reader)
        }
        #expect(throws: ImportError.passwordNeeded(path: locked, wrongPassword: true)) {
            try DocumentImport.document(from: [locked], pdf: Self.reader, passwords: [locked: "open"])
        }
        let (document, _) = try DocumentImport.load(from: [locked], pdf: Self.reader, passwords: [locked: "sesame"])
        let key = try #require(document.pages[0].pdfPage?.key)
        #expect(document.pdfPasswords == [key: "sesame"], "kept for drawing while the document is open")
    }

    @Test func pdfsAreKnownByTheirBytes() {
        #expect(PDFReader.isPDF(Data("%PDF-1.4\n".utf8)))
        #expect(PDFReader.isPDF(Data(repeating: 0x20, count: 100) + Data("%PDF-2.0".utf8)), "junk before the header is allowed")
        #expect(!PDFReader.isPDF(Data(repeating: 0x20, count: 1100) + Data("%PDF-2.0".utf8)))
        #expect(!PDFReader.isPDF(ImageSamples.png3x2))
    }
}
