import CXTest
import Foundation
import InkDocument
import InkGeometry
import InkInterface
import InkRender
import Testing

/// Annotating PDF pages end to end: pages made from a real PDF by pdftoppm are opened, shown
/// pixel for pixel at 100%, drawn on, saved (Ctrl+S, then Enter in the chooser), reopened and exported; unsaved work survives kill -9;
/// a corrupt file gives a message; closing with unsaved changes asks first.
@Suite struct DocumentTests {
    static let window = Size(1024, 720)

    /// Where page `i` of `document` lies in the default window, shown from its start.
    static func pageFrame(_ i: Int, of document: Document) -> Rect {
        var editor = Editor(document: document, windowSize: window)
        _ = editor.showStart()
        return editor.toWindow(Rect(x: 0, y: 0, width: document.pages[i].size?.width ?? 0, height: document.pages[i].size?.height ?? 0), page: i)
    }

    @Test func openDrawSaveReopenAndExportPDFPages() throws {
        let scratch = try ExportCommandTests.Scratch()
        let pages = try ExportCommandTests.pageImages(scratch)
        let folder = scratch.path + "/in"
        let document = try DocumentImport.document(from: [folder])
        #expect(document.pages.count == 3)
        let page1 = Self.pageFrame(0, of: document)
        let s = try AppSession(arguments: [folder], environment: ["XDG_CONFIG_HOME": scratch.path + "/config"])
        // At 100% the first page shows exactly the image's pixels (below the page indicator).
        let source = try ExportCommandTests.Pixels(png: pages[0])
        guard let shown = s.expectPixels("the first page", { $0.pixel(Int(page1.minX) + 5, Int(page1.minY) + 60) != 0xe4e4e9 }) else { return }
        s.screenshot("document-pages")
        var differing = 0
        for y in 40..<source.height { for x in 0..<source.width where shown.pixel(Int(page1.minX) + x, Int(page1.minY) + y) != source.values[y * source.width + x] & 0xffffff { differing += 1 } }
        s.check(differing == 0, "\(differing) pixels of the page differ from the image at 100%")
        // Draw on page 1, save with Ctrl+S (beside the pages' folder), and close.
        let a = Point(page1.minX + 40, page1.minY + 100), b = Point(page1.minX + 200, page1.minY + 110)
        s.client.drag(s.window, through: DrawingTests.line(a.x, a.y, b.x, b.y))
        s.expectPixels("ink on the page") { $0.isDark(Int((a.x + b.x) / 2), Int((a.y + b.y) / 2)) }
        // The ink shows while the stroke is drawn; the title changes when it is committed.
        s.check(waitUntil { s.client.utf8Property(s.window, "_NET_WM_NAME") == "*in — Inkstone" }, "title: \(s.client.utf8Property(s.window, "_NET_WM_NAME") ?? "")")
        // The first save offers a name beside the pages' folder ("in.inkstone"): Enter takes it.
        s.client.key("s", with: ["Control_L"])
        let chooser = ChooserLayout(FileChooser(mode: .save, folder: scratch.path, name: "in.inkstone"), window: Self.window)
        let field = try #require(chooser.nameField)
        s.expectPixels("the save chooser") { $0.pixel(Int(field.maxX) - 20, Int(field.minY) + 6) == paperWhite }
        s.client.key("Return")
        let saved = scratch.path + "/in.inkstone"
        s.check(waitUntil { FileManager.default.fileExists(atPath: saved) }, "not saved at \(saved)")
        s.check(waitUntil { s.client.utf8Property(s.window, "_NET_WM_NAME") == "in.inkstone — Inkstone" }, "the title still says unsaved")
        s.client.requestClose(s.window)
        #expect(s.app.wait(timeout: 10) == 0)
        // Reopen: the ink is where it was.
        let again = try AppSession(arguments: [saved], environment: ["XDG_CONFIG_HOME": scratch.path + "/config2"])
        again.expectPixels("the ink after reopening") { $0.isDark(Int((a.x + b.x) / 2), Int((a.y + b.y) / 2)) }
        // Export the saved document: page 1 carries the ink, page 2 is its input exactly.
        let r = try scratch.run([saved, "--png", scratch.path + "/out"])
        #expect(r.status == 0, "\(r.output)")
        #expect(scratch.names("out") == ["page-001.png", "page-002.png", "page-003.png"])
        let exported1 = try ExportCommandTests.Pixels(png: scratch.path + "/out/page-001.png")
        let mid = Point((a.x + b.x) / 2 - page1.minX, (a.y + b.y) / 2 - page1.minY)
        #expect(exported1.values[Int(mid.y) * exported1.width + Int(mid.x)] & 0xffffff != source.values[Int(mid.y) * source.width + Int(mid.x)] & 0xffffff)
        #expect(try ExportCommandTests.Pixels(png: scratch.path + "/out/page-002.png") == ExportCommandTests.Pixels(png: pages[1]))
        let pdf = try scratch.run([saved, "--pdf", scratch.path + "/annotated.pdf"])
        #expect(pdf.status == 0, "\(pdf.output)")
        // The pages are 50-dpi images (pdftoppm's pHYs): at 50 dpi the PDF's pages are their pixels.
        try ExportCommandTests.pdftoppm(["-png", "-r", "50", scratch.path + "/annotated.pdf", scratch.path + "/back"])
        let back = try ExportCommandTests.Pixels(png: scratch.path + "/back-1.png")
        #expect(back.width == exported1.width && back.height == exported1.height)
        #expect(ExportCommandTests.Pixels.distance(back.values[Int(mid.y) * back.width + Int(mid.x)], exported1.values[Int(mid.y) * exported1.width + Int(mid.x)]) < 40,
                "the PDF's ink is where the PNG's is")
    }

    @Test func ctrlEExportsThePagesBesideThem() throws {
        let scratch = try ExportCommandTests.Scratch()
        let pages = try ExportCommandTests.pageImages(scratch)
        let s = try AppSession(arguments: [scratch.path + "/in"], environment: ["XDG_CONFIG_HOME": scratch.path + "/config"])
        s.client.key("e", with: ["Control_L"])
        let folder = scratch.path + "/in pages"
        s.check(waitUntil { scratch.names("in pages") == ["page-001.png", "page-002.png", "page-003.png"] }, "not exported to \(folder)")
        #expect(try ExportCommandTests.Pixels(png: folder + "/page-002.png") == ExportCommandTests.Pixels(png: pages[1]))
    }

    @Test func unsavedInkSurvivesKillDashNine() throws {
        let scratch = try ExportCommandTests.Scratch()
        _ = try ExportCommandTests.pageImages(scratch)
        let env = ["XDG_CONFIG_HOME": scratch.path + "/config"]
        let first = try AppSession(arguments: [scratch.path + "/in"], environment: env)
        first.client.drag(first.window, through: DrawingTests.line(450, 100, 600, 120))
        first.expectPixels("the stroke") { $0.isDark(525, 110) }
        usleep(1_500_000) // time must pass: the journal promises strokes completed more than a second before a crash
        kill(first.app.pid, SIGKILL)
        #expect(first.app.wait(timeout: 5) == 128 + SIGKILL)
        let second = try AppSession(environment: env)
        second.expectPixels("the recovery prompt") { Journals.showsPrompt($0) }
        second.screenshot("recovery-prompt")
        Journals.recover(in: second)
        second.expectPixels("the recovered stroke") { $0.isDark(525, 110) }
        second.check(second.client.utf8Property(second.window, "_NET_WM_NAME")?.hasPrefix("*") == true, "recovered work shows as unsaved")
    }

    /// The journal writes a stroke to its file as soon as its queue has encoded it; only the
    /// sync waits for the flush (half a second later). So a kill -9 right after a stroke,
    /// before any flush, loses nothing: the file holds the stroke within a few milliseconds
    /// (awaited here for at most 0.3 s, less than the flush's half second), and the next start
    /// offers it.
    @Test func aStrokeKilledBeforeTheFlushIsStillRecovered() throws {
        let scratch = try ExportCommandTests.Scratch()
        let env = ["XDG_CONFIG_HOME": scratch.path + "/config"]
        let first = try AppSession(environment: env)
        let journals = scratch.path + "/config/state/inkstone/journal"
        func journalBytes() -> Int {
            ((try? FileManager.default.contentsOfDirectory(atPath: journals)) ?? []).filter { $0.hasSuffix(".journal") }
                .reduce(0) { $0 + (((try? FileManager.default.attributesOfItem(atPath: journals + "/" + $1)[.size]) as? Int) ?? 0) }
        }
        let before = journalBytes()   // the header and the blank document
        first.client.drag(first.window, through: DrawingTests.line(450, 100, 600, 120))
        first.expectPixels("the stroke") { $0.isDark(525, 110) }
        let start = Date()
        var written = false
        while !written && Date().timeIntervalSince(start) < 0.3 {
            written = journalBytes() > before
            if !written { usleep(2_000) }
        }
        kill(first.app.pid, SIGKILL)
        #expect(first.app.wait(timeout: 5) == 128 + SIGKILL)
        #expect(written, "the stroke was not in the journal's file 0.3 s after it was drawn (\(journalBytes()) bytes)")
        let second = try AppSession(environment: env)
        Journals.recover(in: second)
        second.expectPixels("the recovered stroke") { $0.isDark(525, 110) }
    }

    /// A corrupt file the window is started on (a double-click in the file manager, with no
    /// terminal to read) is said in the window, on a blank canvas, until tapped; standard error
    /// has the same one line; the file is left as it was.
    @Test(arguments: ["truncated", "random", "newer"])
    func aCorruptFileIsSaidInTheWindowAndLeftAsItWas(kind: String) throws {
        let scratch = try ExportCommandTests.Scratch()
        let good = try DocumentFile.encode(Document())
        let path = scratch.path + "/broken.inkstone"
        switch kind {
        case "truncated": try good.prefix(good.count / 2).write(to: URL(fileURLWithPath: path))
        case "random": try Data((0..<4000).map { _ in UInt8.random(in: 0...255) }).write(to: URL(fileURLWithPath: path))
        default:
            let text = String(decoding: good, as: UTF8.self).replacingOccurrences(of: "version \(DocumentFile.version)\n", with: "version 9\n")
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let s = try AppSession(arguments: [path], environment: ["XDG_CONFIG_HOME": scratch.path + "/config"])
        Self.expectOpenProblemSaid(s, line: "inkstone: cannot read \(path)")
        if kind == "newer" { s.check(s.log.contains("newer"), s.log) }
        s.check(s.client.utf8Property(s.window, "_NET_WM_NAME") == "Untitled — Inkstone", "title: \(s.client.utf8Property(s.window, "_NET_WM_NAME") ?? "")")
        s.client.requestClose(s.window)
        #expect(s.app.wait(timeout: 10) == 0, "nothing to ask: a blank canvas")
        #expect((try? Data(contentsOf: URL(fileURLWithPath: path))) == before, "the file is left as it was")
    }

    /// The window started on a file it could not open: standard error has one clear line
    /// beginning `line`, the window says it at the top of a blank canvas (until tapped:
    /// `NoticeUntilTappedTests`), and a tap takes it away without drawing.
    static func expectOpenProblemSaid(_ s: AppSession, line: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = s.log.split(separator: "\n").filter { $0.hasPrefix("inkstone: ") }
        s.check(lines.count == 1 && lines[0].hasPrefix(line), "one clear line: \(s.log)", sourceLocation: sourceLocation)
        s.check(!s.log.contains("Fatal") && !s.log.contains("crash"), s.log, sourceLocation: sourceLocation)
        s.expectPixels("the notice on a blank canvas", sourceLocation: sourceLocation) { Journals.showsNotice($0) }
        let canvas = Journals.canvas
        s.client.click(s.window, canvas.center.x, canvas.minY + 20)
        s.expectPixels("the notice tapped away, no dot drawn", sourceLocation: sourceLocation) {
            !Journals.showsNotice($0) && !$0.isDark(Int(canvas.center.x), Int(canvas.minY) + 20)
        }
    }

    @Test func closingWithUnsavedChangesAsksFirst() throws {
        let s = try AppSession()
        s.client.drag(s.window, through: DrawingTests.line(300, 300, 500, 300))
        s.expectPixels("a stroke") { $0.isDark(400, 300) }
        s.client.requestClose(s.window)
        let canvas = ToolbarLayout(windowSize: Self.window).canvasFrame(windowSize: Self.window)
        let prompt = Prompt(topic: .closeUnsaved, message: "", choices: ["Save", "Don't Save", "Cancel"], escapeChoice: 2)
        let frames = prompt.choiceFrames(in: canvas, measure: PangoTextMeasure.shared)
        s.expectPixels("the question") { close($0.pixel(Int(frames[0].center.x) - 30, Int(frames[0].center.y)), 0x2f6fe4, tolerance: 20) }
        #expect(s.app.poll() == nil, "still running while it asks")
        s.client.click(s.window, frames[2].center.x, frames[2].center.y)  // Cancel
        s.expectPixels("back to the page") { $0.isDark(400, 300) && $0.pixel(Int(frames[0].center.x), Int(frames[0].center.y)) == paperWhite }
        s.client.requestClose(s.window)
        s.expectPixels("asked again") { close($0.pixel(Int(frames[0].center.x) - 30, Int(frames[0].center.y)), 0x2f6fe4, tolerance: 20) }
        s.client.click(s.window, frames[1].center.x, frames[1].center.y)  // Don't Save
        #expect(s.app.wait(timeout: 10) == 0)
        // A clean exit retires the journal: nothing is offered next time.
        let journals = (try? FileManager.default.contentsOfDirectory(atPath: s.configHome + "/state/inkstone/journal")) ?? []
        #expect(journals.filter { $0.hasSuffix(".journal") }.isEmpty, "\(journals)")
    }
}

/// SIGTERM (a logout) ends the app between events: unsaved ink stays in the journal for the
/// next start; with nothing unsaved the journal is retired.
@Suite struct TerminationTests {
    static func journals(_ s: AppSession) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: s.configHome + "/state/inkstone/journal")) ?? []).filter { $0.hasSuffix(".journal") }
    }

    @Test func sigtermKeepsUnsavedInkForTheNextStart() throws {
        let s = try AppSession()
        s.client.drag(s.window, through: DrawingTests.line(300, 300, 500, 300))
        s.expectPixels("a stroke") { $0.isDark(400, 300) }
        kill(s.app.pid, SIGTERM)
        #expect(s.app.wait(timeout: 10) == 0, "ends cleanly on SIGTERM")
        #expect(Self.journals(s).count == 1, "the unsaved stroke is kept for recovery")
    }

    @Test func sigtermWithNothingUnsavedLeavesNoJournal() throws {
        let s = try AppSession()
        kill(s.app.pid, SIGTERM)
        #expect(s.app.wait(timeout: 10) == 0)
        #expect(Self.journals(s).isEmpty)
    }
}
