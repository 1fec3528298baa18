import CCairo
import Foundation
import InkDocument
import InkGeometry
import Testing

/// Every image in `Tests/Corpus/images/` through the real `inkstone export`: the ones its
/// README calls fine export as a page; each other gives exactly one line naming the file and
/// the reason, exit 1, and no output at all (nothing damaged is written as if it were good).
@Suite struct ImageCorpusTests {
    /// `Tests/Corpus/images`, found from this source file.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpus/images").path

    /// The README's table: file name → nil for "opens", else the refusal's reason.
    static func expectations() throws -> [String: String?] {
        let text = try String(contentsOfFile: folder + "/README.md", encoding: .utf8)
        var result: [String: String?] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2 else { continue }
            let name = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            if cells[1] == "opens" {
                result[name] = .some(nil)
            } else if cells[1].hasPrefix("refused: ") {
                result[name] = .some(String(cells[1].dropFirst("refused: ".count)))
            }
        }
        return result
    }

    @Test func everyCorpusImageOpensOrIsRefusedByName() throws {
        let expected = try Self.expectations()
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { $0 != "README.md" }.sorted()
        #expect(files.count >= 15)
        #expect(Set(files) == Set(expected.keys), "every corpus file has a README row and every row a file")
        let s = try ExportCommandTests.Scratch()
        for name in files {
            guard let outcome = expected[name] else { continue }
            let input = Self.folder + "/" + name
            let out = s.path + "/out-" + name
            let png = try s.run([input, "--png", out])
            let pdf = try s.run([input, "--pdf", out + ".pdf"])
            if let reason = outcome {
                let line = "inkstone: cannot read \(input): \(reason)\n"
                #expect(png.status == 1 && png.output == line, "\(name) as PNG: \(png.status) \(png.output)")
                #expect(pdf.status == 1 && pdf.output == line, "\(name) as PDF: \(pdf.status) \(pdf.output)")
                #expect(!FileManager.default.fileExists(atPath: out), "\(name): no PNG folder")
                #expect(!FileManager.default.fileExists(atPath: out + ".pdf"), "\(name): no PDF")
            } else {
                #expect(png.status == 0 && png.output == "", "\(name) as PNG: \(png.output)")
                #expect(pdf.status == 0 && pdf.output == "", "\(name) as PDF: \(pdf.output)")
                let page = try ExportCommandTests.Pixels(png: out + "/page-001.png")
                #expect(page.width == 64 && page.height == 48, "\(name) exports at its size")
                // The disc in the middle is white, the lower corners are not grey.
                #expect(page.values[24 * 64 + 32] & 0xffffff == 0xffffff, "\(name): the disc")
            }
        }
    }

    /// A damaged image inside a saved document is named by the document and its page.
    @Test func aDamagedImageInADocumentIsNamedByDocumentAndPage() throws {
        let s = try ExportCommandTests.Scratch()
        let good = Self.folder + "/good.png", bad = Self.folder + "/truncated-eoi-appended.jpg"
        let doc = s.path + "/d.inkstone"
        try Self.saveDocument(images: [good, bad], to: doc)
        let r = try s.run([doc, "--png", s.path + "/out"])
        #expect(r.status == 1)
        #expect(r.output == "inkstone: cannot read \(doc) (the image of page 2): corrupt JPEG (Corrupt JPEG data: premature end of data segment)\n",
                "\(r.output)")
        #expect(!FileManager.default.fileExists(atPath: s.path + "/out"))
    }

    /// Saves a document with one page per image file, the bytes taken as they are (the
    /// engine does not decode them), as a damaged file inside a document would be.
    static func saveDocument(images paths: [String], to path: String) throws {
        var images: [String: Data] = [:]
        var pages: [Page] = []
        for (i, image) in paths.enumerated() {
            images["image-\(i)"] = try Data(contentsOf: URL(fileURLWithPath: image))
            pages.append(Page(background: .image(key: "image-\(i)", size: Size(64, 48))))
        }
        try DocumentFile.save(Document(pages: pages, images: images), to: URL(fileURLWithPath: path))
    }
}
