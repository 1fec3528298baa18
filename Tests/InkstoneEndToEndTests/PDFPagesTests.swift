import Foundation
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkRender
import InkTestSupport
import Testing

/// PDFs as pages, end to end with the real binary: a PDF made in the test (Cairo, with text)
/// and one from a Debian package are opened, drawn on (page 2), saved, reopened and exported;
/// the export keeps the text (pdftotext) and the page sizes (pdfinfo); a broken PDF gives one
/// line and exit 1.
/// Files of the source tree the tests use.
enum SourceTreePaths {
    /// A 64x48 PNG (Tests/Golden/scan.png).
    static let goldenScan = SourceTree.sources.deletingLastPathComponent().appendingPathComponent("Tests/Golden/scan.png").path
}

@Suite struct PDFPagesTests {
    static let window = Size(1024, 720)

    /// `pdfinfo`'s "Page N size" lines and `pdftotext`'s words of a PDF.
    static func info(_ path: String) throws -> (sizes: [String], words: [String]) {
        let info = try TestPDF.run("/usr/bin/pdfinfo", ["-f", "1", "-l", "999", path])
        let sizes = info.output.split(separator: "\n").filter { $0.hasPrefix("Page") && $0.contains("size:") }
            .map { String($0.split(separator: ":", maxSplits: 1)[1]).trimmingCharacters(in: .whitespaces) }
        let text = try TestPDF.run("/usr/bin/pdftotext", [path, "-"])
        let words = text.output.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\u{c}" }).map(String.init)
        return (sizes, words)
    }

    /// Ctrl+Shift+E in the window: the annotated PDF beside the one opened ("paper (annotated).pdf": the
    /// original is never written over), its pages at their sizes with their text still text.
    /// Ctrl+Shift+E asks where (the app's own chooser here), suggesting a name beside the
    /// original that is not the original; Enter takes it.
    @Test func ctrlShiftEExportsTheAnnotatedPDFBesideTheOriginal() throws {
        let scratch = try ExportCommandTests.Scratch()
        let paper = scratch.path + "/paper.pdf"
        try #require(TestPDF.write(to: paper, pages: [(612, 792), (595, 842)]))
        let original = try Data(contentsOf: URL(fileURLWithPath: paper))
        let s = try AppSession(arguments: [paper], environment: ["XDG_CONFIG_HOME": scratch.path + "/config"])
        s.client.drag(s.window, through: DrawingTests.line(400, 300, 600, 320))
        s.expectPixels("ink on the page") { $0.isDark(500, 310) }
        s.client.key("e", with: ["Control_L", "Shift_L"])
        let field = try #require(ChooserLayout(FileChooser(mode: .exportPDF, folder: scratch.path, name: "paper (annotated).pdf"), window: Self.window).nameField)
        s.expectPixels("the export chooser") { $0.pixel(Int(field.maxX) - 20, Int(field.minY) + 6) == paperWhite }
        s.screenshot("export-pdf-chooser")
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/paper (annotated).pdf"), "nothing written before the chooser says where")
        s.client.key("Return")
        let out = scratch.path + "/paper (annotated).pdf"
        s.check(waitUntil(timeout: 20) { (try? Self.info(out))?.sizes.count == 2 }, "no PDF at \(out): \(scratch.names(""))")
        let exported = try Self.info(out), source = try Self.info(paper)
        #expect(exported.sizes == source.sizes && exported.words == source.words, "\(exported)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: paper)) == original, "the original is as it was")
        // The ink is on page 1, where it was drawn (a PDF page's units are points: 72 dpi).
        let page = DocumentTests.pageFrame(0, of: try DocumentImport.document(from: [paper], pdf: .poppler))
        try ExportCommandTests.pdftoppm(["-png", "-r", "72", "-f", "1", "-l", "1", out, scratch.path + "/back"])
        let back = try ExportCommandTests.Pixels(png: scratch.path + "/back-1.png")
        let scale = page.width / 612
        let x = Int((500 - page.minX) / scale), y = Int((310 - page.minY) / scale)
        #expect(back.values[y * back.width + x] & 0xff < 0x80, "no ink at (\(x), \(y)) of the exported page")
        // More ink, exported again: the chooser suggests that file, and Enter replaces it (no
        // "paper 3.pdf", no question: it is the window's own export, unchanged since), with the new ink.
        let first = try Data(contentsOf: URL(fileURLWithPath: out))
        s.client.drag(s.window, through: DrawingTests.line(400, 400, 600, 420))
        s.expectPixels("more ink") { $0.isDark(500, 410) }
        s.client.key("e", with: ["Control_L", "Shift_L"])
        s.expectPixels("the export chooser again") { $0.pixel(Int(field.maxX) - 20, Int(field.minY) + 6) == paperWhite }
        s.client.key("Return")
        s.check(waitUntil(timeout: 20) { (try? Data(contentsOf: URL(fileURLWithPath: out))).map { $0 != first } ?? false }, "not exported again")
        #expect(scratch.names("").filter { $0.hasSuffix(".pdf") }.sorted() == ["paper (annotated).pdf", "paper.pdf"], "\(scratch.names(""))")
    }

    @Test func openDrawOnPageTwoSaveReopenAndExport() throws {
        let scratch = try ExportCommandTests.Scratch()
        let paper = scratch.path + "/paper.pdf"
        try #require(TestPDF.write(to: paper, pages: [(612, 792), (612, 792), (595, 842)]))
        let document = try DocumentImport.document(from: [paper], pdf: .poppler)
        #expect(document.pages.map(\.size) == [Size(612, 792), Size(612, 792), Size(595, 842)])
        let page1 = DocumentTests.pageFrame(0, of: document)
        let s = try AppSession(arguments: [paper], environment: ["XDG_CONFIG_HOME": scratch.path + "/config"])
        // The page is drawn from the PDF in the background: its black bar (36...156 x 36...60 pt) appears.
        s.expectPixels("page 1 of the PDF") { $0.isDark(Int(page1.minX) + 80, Int(page1.minY) + 48) }
        s.screenshot("pdf-page-100")
        // Page Down shows page 2 where page 1 was (same size): draw on it.
        s.waitForAck { s.client.key("Next") }
        let a = Point(page1.minX + 250, page1.minY + 400), b = Point(page1.minX + 420, page1.minY + 420)
        s.expectPixels("page 2 of the PDF") { $0.isDark(Int(page1.minX) + 80, Int(page1.minY) + 48) && !$0.isDark(Int(a.x), Int(a.y)) }
        s.client.drag(s.window, through: DrawingTests.line(a.x, a.y, b.x, b.y))
        let mid = Point((a.x + b.x) / 2, (a.y + b.y) / 2)
        s.expectPixels("ink on page 2") { $0.isDark(Int(mid.x), Int(mid.y)) }
        s.check(waitUntil { s.client.utf8Property(s.window, "_NET_WM_NAME") == "*paper.pdf — Inkstone" },
                "title: \(s.client.utf8Property(s.window, "_NET_WM_NAME") ?? "")")
        // Ctrl+S offers "paper.inkstone" beside the PDF: Enter takes it.
        s.client.key("s", with: ["Control_L"])
        let chooser = ChooserLayout(FileChooser(mode: .save, folder: scratch.path, name: "paper.inkstone"), window: Self.window)
        let field = try #require(chooser.nameField)
        s.expectPixels("the save chooser") { $0.pixel(Int(field.maxX) - 20, Int(field.minY) + 6) == paperWhite }
        s.client.key("Return")
        let saved = scratch.path + "/paper.inkstone"
        s.check(waitUntil { FileManager.default.fileExists(atPath: saved) }, "not saved at \(saved)")
        s.client.requestClose(s.window)
        #expect(s.app.wait(timeout: 10) == 0)
        // The file holds the PDF's bytes once and is a version-3 file (what every save writes).
        let file = try Data(contentsOf: URL(fileURLWithPath: saved))
        let pdfBytes = try Data(contentsOf: URL(fileURLWithPath: paper))
        #expect(file.prefix(18) == Data("INKSTONEversion \(DocumentFile.version)\n".utf8))
        #expect(file.range(of: pdfBytes) != nil)
        #expect(file.count < pdfBytes.count * 2, "embedded once: \(file.count) bytes for a \(pdfBytes.count)-byte PDF")
        // Reopen: page 2 with its ink.
        let again = try AppSession(arguments: [saved], environment: ["XDG_CONFIG_HOME": scratch.path + "/config2"])
        again.expectPixels("page 1 after reopening") { $0.isDark(Int(page1.minX) + 80, Int(page1.minY) + 48) }
        again.waitForAck { again.client.key("Next") }
        again.expectPixels("the ink on page 2 after reopening") { $0.isDark(Int(mid.x), Int(mid.y)) }
        // Export: the PDF's pages as vectors (same words, same sizes) with the ink on page 2.
        let out = scratch.path + "/annotated.pdf"
        let r = try scratch.run([saved, "--pdf", out])
        #expect(r.status == 0, "\(r.output)")
        let original = try Self.info(paper), exported = try Self.info(out)
        #expect(exported.sizes == original.sizes && exported.sizes.count == 3, "\(exported.sizes)")
        #expect(exported.words == original.words && exported.words.contains("quokka2"), "\(exported.words)")
        let outBytes = try Data(contentsOf: URL(fileURLWithPath: out)).count
        #expect(outBytes < pdfBytes.count * 3 + 20_000, "close to the original: \(outBytes) bytes for \(pdfBytes.count)")
        try ExportCommandTests.pdftoppm(["-png", "-r", "72", "-f", "2", "-l", "2", out, scratch.path + "/back"])
        let back = try ExportCommandTests.Pixels(png: scratch.path + "/back-2.png")
        let inkAt = Point(mid.x - page1.minX, mid.y - page1.minY)
        #expect(back.values[Int(inkAt.y) * back.width + Int(inkAt.x)] & 0xffffff < 0x404040, "the ink is on page 2 of the export")
        #expect(back.values[48 * back.width + 80] & 0xffffff < 0x404040, "over the PDF's own page")
    }

    @Test func theFileChooserOpensAPDF() throws {
        let scratch = try ExportCommandTests.Scratch()
        let paper = scratch.path + "/paper.pdf"
        try #require(TestPDF.write(to: paper, pages: [(612, 792), (612, 792)]))
        let document = try DocumentImport.document(from: [paper], pdf: .poppler)
        let page1 = DocumentTests.pageFrame(0, of: document)
        let s = try AppSession(environment: ["HOME": scratch.path, "XDG_CONFIG_HOME": scratch.path + "/config"])
        s.client.key("o", with: ["Control_L"])
        let chooser = FileChooser(mode: .open, folder: scratch.path)
        let layout = ChooserLayout(chooser, window: Self.window)
        let index = try #require(chooser.entries.firstIndex { $0.name == "paper.pdf" }, "PDFs are offered")
        let row = try #require(layout.frame(of: .row(index)))
        s.expectPixels("the chooser") { $0.pixel(Int(layout.frame.minX) + 30, Int(layout.frame.minY) + 30) != paperWhite }
        s.client.click(s.window, row.center.x, row.center.y)
        s.client.click(s.window, row.center.x, row.center.y)
        s.expectPixels("page 1 of the PDF") { $0.isDark(Int(page1.minX) + 80, Int(page1.minY) + 48) }
        s.check(waitUntil { s.client.utf8Property(s.window, "_NET_WM_NAME") == "paper.pdf — Inkstone" }, "title")
    }

    @Test func sharpAt400Percent() throws {
        let scratch = try ExportCommandTests.Scratch()
        let paper = scratch.path + "/paper.pdf"
        try #require(TestPDF.write(to: paper, pages: [(612, 792)]))
        let document = try DocumentImport.document(from: [paper], pdf: .poppler)
        // Where the page's centre line lands once zoomed in six steps of 1.25 (381%).
        var editor = Editor(document: document, windowSize: Self.window)
        _ = editor.showStart()
        for _ in 0..<6 { _ = editor.handle(KeyChord(.character("+"), .control)) }
        #expect(abs(editor.zoom - 3.8147) < 0.001)
        let c = TestPDF.centreLine(width: 612, height: 792)
        let line = editor.toWindow(Rect(x: c.x, y: c.y, width: c.width, height: c.height), page: 0)
        let s = try AppSession(arguments: [paper], environment: ["XDG_CONFIG_HOME": scratch.path + "/config"])
        s.expectPixels("the page at 100%") { $0.isDark(Int(DocumentTests.pageFrame(0, of: document).minX) + 80, Int(DocumentTests.pageFrame(0, of: document).minY) + 48) }
        for _ in 0..<6 { s.waitForAck { s.client.key("plus", with: ["Control_L"]) } }
        // Drawn again from the vectors at this zoom: the 7.6-px-wide line has sharp edges (the
        // 100% picture scaled up would blur them over four pixels).
        let y = Int(line.center.y)
        guard s.expectPixels("a sharp centre line at 381%", { shot in
            shot.pixel(Int(line.minX + 1.5), y) & 0xff <= 0x20 && shot.pixel(Int(line.maxX - 1.5), y) & 0xff <= 0x20
                && shot.pixel(Int(line.minX - 1.5), y) & 0xff >= 0xe0 && shot.pixel(Int(line.maxX + 1.5), y) & 0xff >= 0xe0
        }) != nil else { return }
        s.screenshot("pdf-page-381")
    }

    @Test func exportAPDFDirectlyKeepsItsPagesAndText() throws {
        let scratch = try ExportCommandTests.Scratch()
        let out = scratch.path + "/copy.pdf"
        let r = try scratch.run([TestPDF.debianPDF, "--pdf", out])
        #expect(r.status == 0, "\(r.output)")
        let original = try Self.info(TestPDF.debianPDF), exported = try Self.info(out)
        #expect(original.sizes.count == 17)
        #expect(exported.sizes == original.sizes)
        #expect(exported.words == original.words)
        let before = try Data(contentsOf: URL(fileURLWithPath: TestPDF.debianPDF)).count
        let after = try Data(contentsOf: URL(fileURLWithPath: out)).count
        #expect(Double(after) < Double(before) * 1.5, "\(after) bytes for \(before)")
        // PNG: PDF pages at --dpi (150 by default).
        let png = try scratch.run([TestPDF.debianPDF, "--png", scratch.path + "/png"])
        #expect(png.status == 0, "\(png.output)")
        let page = try ExportCommandTests.Pixels(png: scratch.path + "/png/page-001.png")
        #expect(page.width == Int((609.714 * 150 / 72).rounded()) && page.height == Int((789.041 * 150 / 72).rounded()), "\(page.width)x\(page.height)")
        let low = try scratch.run([TestPDF.debianPDF, "--png", scratch.path + "/low", "--dpi", "72"])
        #expect(low.status == 0, "\(low.output)")
        #expect(try ExportCommandTests.Pixels(png: scratch.path + "/low/page-017.png").width == 610)
        // A folder mixing a PDF and an image, and another file: every page, in order.
        let folder = try scratch.mkdir("mixed")
        try #require(TestPDF.write(to: folder + "/a-1.pdf", pages: [(612, 792), (300, 400)]))
        try FileManager.default.copyItem(atPath: SourceTreePaths.goldenScan, toPath: folder + "/a-2.png")
        let mixed = try scratch.run([folder, TestPDF.debianPDF, "--pdf", scratch.path + "/mixed.pdf"])
        #expect(mixed.status == 0, "\(mixed.output)")
        let sizes = try Self.info(scratch.path + "/mixed.pdf").sizes
        #expect(sizes.count == 2 + 1 + 17)
        // The 64x48 scan states no resolution: 96 dpi, so 48x36 points.
        #expect(sizes.prefix(3) == ["612 x 792 pts (letter)", "300 x 400 pts", "48 x 36 pts"], "\(sizes.prefix(3))")
    }

    @Test func anEncryptedPDFExportsWithItsPassword() throws {
        let scratch = try ExportCommandTests.Scratch()
        let paper = scratch.path + "/paper.pdf", locked = scratch.path + "/locked.pdf"
        try #require(TestPDF.write(to: paper, pages: [(612, 792), (595, 842)]))
        let encrypted = try TestPDF.encrypt(paper, to: locked, password: "sesame")
        try #require(encrypted)
        let out = scratch.path + "/out.pdf"
        let none = try scratch.run([locked, "--pdf", out])
        #expect(none.status == 1 && none.output == "inkstone: cannot open \(locked): the PDF is protected by a password; give it with --password\n",
                "\(none.output)")
        let wrong = try scratch.run([locked, "--pdf", out, "--password", "open"])
        #expect(wrong.status == 1 && wrong.output == "inkstone: cannot open \(locked): the password is wrong\n", "\(wrong.output)")
        #expect(!FileManager.default.fileExists(atPath: out))
        let right = try scratch.run([locked, "--pdf", out, "--password", "sesame"])
        #expect(right.status == 0, "\(right.output)")
        let original = try Self.info(paper), exported = try Self.info(out)
        #expect(exported.sizes == original.sizes && exported.words == original.words, "\(exported)")
    }

    @Test func aDebianPDFOpensWithItsPagesAndTakesInk() throws {
        let scratch = try ExportCommandTests.Scratch()
        let document = try DocumentImport.document(from: [TestPDF.debianPDF], pdf: .poppler)
        #expect(document.pages.count == 17)
        let page1 = DocumentTests.pageFrame(0, of: document)
        let s = try AppSession(arguments: [TestPDF.debianPDF], environment: ["XDG_CONFIG_HOME": scratch.path + "/config"])
        // The title's heading is dark text in the upper part of page 1.
        s.expectPixels("the title of the specification") { shot in
            (Int(page1.minX) + 150 ..< Int(page1.minX) + 460).contains { shot.isDark($0, Int(page1.minY) + 80) }
        }
        s.screenshot("pdf-debian-100")
    }

    /// A broken PDF the window is started on is said there (and in one line on standard
    /// error); `export` refuses it with one line and status 1.
    @Test(arguments: ["garbage", "truncated"])
    func aBrokenPDFIsSaidInOneLineAndInTheWindow(kind: String) throws {
        let scratch = try ExportCommandTests.Scratch()
        let paper = scratch.path + "/paper.pdf"
        try #require(TestPDF.write(to: paper, pages: [(612, 792), (612, 792)]))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: paper))
        let broken = scratch.path + "/broken.pdf"
        let content = kind == "garbage" ? Data("%PDF-1.5\n".utf8) + Data(repeating: 0x41, count: 500) : bytes.prefix(bytes.count / 3)
        try content.write(to: URL(fileURLWithPath: broken))
        let s = try AppSession(arguments: [broken], environment: ["XDG_CONFIG_HOME": scratch.path + "/config"])
        DocumentTests.expectOpenProblemSaid(s, line: "inkstone: cannot read \(broken): a damaged PDF")
        s.client.requestClose(s.window)
        #expect(s.app.wait(timeout: 10) == 0)
        let export = try scratch.run([broken, "--pdf", scratch.path + "/out.pdf"])
        #expect(export.status == 1 && export.output.split(separator: "\n").count == 1, "\(export.output)")
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/out.pdf"))
    }

    /// The password prompt's field and Open button in the default window.
    static func passwordPrompt(wrong: Bool) -> (field: Rect, open: Rect) {
        let detail = wrong ? "That password is wrong. Type the password of locked.pdf and press Enter."
                           : "locked.pdf is protected. Type its password and press Enter."
        let prompt = Prompt(topic: .password, message: "", detail: detail, choices: ["Open", "Cancel"], escapeChoice: 1, secret: "")
        let canvas = ToolbarLayout(windowSize: window).canvasFrame(windowSize: window)
        return (prompt.fieldFrame(in: canvas, measure: PangoTextMeasure.shared) ?? .empty, prompt.choiceFrames(in: canvas, measure: PangoTextMeasure.shared)[0])
    }

    @Test func anEncryptedPDFAsksForItsPasswordInTheWindow() throws {
        let scratch = try ExportCommandTests.Scratch()
        let paper = scratch.path + "/paper.pdf", locked = scratch.path + "/locked.pdf"
        try #require(TestPDF.write(to: paper, pages: [(612, 792), (612, 792)]))
        let encrypted = try TestPDF.encrypt(paper, to: locked, password: "sesame")
        try #require(encrypted)
        let document = try DocumentImport.document(from: [locked], pdf: .poppler, passwords: [locked: "sesame"])
        let page1 = DocumentTests.pageFrame(0, of: document)
        let s = try AppSession(arguments: [locked], environment: ["XDG_CONFIG_HOME": scratch.path + "/config"])
        let first = Self.passwordPrompt(wrong: false)
        s.expectPixels("the password prompt") { close($0.pixel(Int(first.open.center.x) - 30, Int(first.open.center.y)), 0x2f6fe4, tolerance: 20) }
        s.screenshot("pdf-password")
        // A wrong password is said, and asked for again.
        for key in ["o", "p", "e", "n", "Return"] { s.client.key(key) }
        let again = Self.passwordPrompt(wrong: true)
        s.expectPixels("asked again") { shot in
            close(shot.pixel(Int(again.open.center.x) - 30, Int(again.open.center.y)), 0x2f6fe4, tolerance: 20)
                && shot.pixel(Int(again.field.minX) + 14, Int(again.field.center.y)) == 0xffffff
        }
        #expect(s.app.poll() == nil, "still running")
        // Typed characters show as dots; the right password opens the PDF's pages.
        for key in ["s", "e", "s"] { s.client.key(key) }
        s.expectPixels("three dots") { $0.isDark(Int(again.field.minX) + 14 + 24, Int(again.field.center.y)) }
        for key in ["a", "m", "e", "Return"] { s.client.key(key) }
        s.expectPixels("page 1 of the encrypted PDF") { $0.isDark(Int(page1.minX) + 80, Int(page1.minY) + 48) }
        s.check(waitUntil { s.client.utf8Property(s.window, "_NET_WM_NAME") == "locked.pdf — Inkstone" },
                "title: \(s.client.utf8Property(s.window, "_NET_WM_NAME") ?? "")")
        // Cancel leaves it unopened: a blank canvas, the app still running.
        let other = try AppSession(arguments: [locked], environment: ["XDG_CONFIG_HOME": scratch.path + "/config2"])
        other.expectPixels("the password prompt") { close($0.pixel(Int(first.open.center.x) - 30, Int(first.open.center.y)), 0x2f6fe4, tolerance: 20) }
        other.waitForAck { other.client.key("Escape") }
        other.expectPixels("no prompt, no page") { $0.pixel(Int(first.open.center.x) - 30, Int(first.open.center.y)) == paperWhite }
        #expect(other.app.poll() == nil)
    }
}
