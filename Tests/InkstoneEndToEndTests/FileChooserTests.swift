import Foundation
import InkDocument
import InkGeometry
import InkInterface
import InkRender
import Testing

/// The app's own file chooser (no portal runs under the test server): Ctrl+O opens a document
/// chosen with the mouse; Ctrl+Shift+S saves under a typed name and asks before replacing.
@Suite struct FileChooserTests {
    static let window = Size(1024, 720)

    @Test func ctrlOOpensTheChosenDocument() throws {
        let scratch = try ExportCommandTests.Scratch()
        // A document with one straight stroke where the window shows (300, 300)-(600, 300).
        let canvasX = ToolbarLayout(windowSize: Self.window).canvasFrame(windowSize: Self.window).minX
        let points = stride(from: 300.0, through: 600, by: 10).map { StrokePoint(Point($0 - canvasX, 300), pressure: 0.5) }
        let stroke = Stroke(id: StrokeID(1), points: points, color: InkColor(rgb: 0x1d1d22), outline: OutlineOptions(width: 4))
        let document = Document(pages: [Page(strokes: [stroke])])
        try DocumentFile.save(document, to: URL(fileURLWithPath: scratch.path + "/doc.inkstone"))
        let s = try AppSession(environment: ["HOME": scratch.path, "XDG_CONFIG_HOME": scratch.path + "/config"])
        s.client.key("o", with: ["Control_L"])
        let chooser = FileChooser(mode: .open, folder: scratch.path)
        let layout = ChooserLayout(chooser, window: Self.window)
        let index = try #require(chooser.entries.firstIndex { $0.name == "doc.inkstone" })
        let row = try #require(layout.frame(of: .row(index)))
        s.expectPixels("the chooser") { $0.pixel(Int(layout.frame.minX) + 30, Int(layout.frame.minY) + 30) != paperWhite }
        s.screenshot("chooser-open")
        s.client.click(s.window, row.center.x, row.center.y)
        s.client.click(s.window, row.center.x, row.center.y)
        s.expectPixels("the opened document's ink") { $0.isDark(450, 300) }
        s.check(waitUntil { s.client.utf8Property(s.window, "_NET_WM_NAME") == "doc.inkstone — Inkstone" }, "title")
    }

    @Test func saveAsTakesATypedNameAndAsksBeforeReplacing() throws {
        let scratch = try ExportCommandTests.Scratch()
        let s = try AppSession(environment: ["HOME": scratch.path, "XDG_CONFIG_HOME": scratch.path + "/config"])
        s.client.drag(s.window, through: DrawingTests.line(300, 300, 600, 300))
        s.expectPixels("a stroke") { $0.isDark(450, 300) }
        s.client.key("s", with: ["Control_L", "Shift_L"])
        let layout = ChooserLayout(FileChooser(mode: .save, folder: scratch.path, name: "Untitled.inkstone"), window: Self.window)
        let field = try #require(layout.nameField)
        s.expectPixels("the name field over the dimmed window") {
            $0.pixel(Int(field.maxX) - 20, Int(field.minY) + 6) == paperWhite && $0.pixel(Int(layout.frame.minX) - 20, 300) != paperWhite
        }
        for key in ["n", "o", "t", "e", "s"] { s.client.key(key) }
        s.client.key("Return")
        let saved = scratch.path + "/notes.inkstone"
        s.check(waitUntil { FileManager.default.fileExists(atPath: saved) }, "not saved as notes.inkstone")
        s.check(waitUntil { s.client.utf8Property(s.window, "_NET_WM_NAME") == "notes.inkstone — Inkstone" }, "title")
        // Draw more, save as another document's name: it asks, and only "Replace" writes.
        let other = scratch.path + "/other.inkstone"
        try DocumentFile.save(Document(), to: URL(fileURLWithPath: other))
        let first = try Data(contentsOf: URL(fileURLWithPath: other))
        s.client.drag(s.window, through: DrawingTests.line(300, 400, 600, 400))
        s.client.key("s", with: ["Control_L", "Shift_L"])
        for key in ["o", "t", "h", "e", "r"] { s.client.key(key) }
        s.client.key("Return")
        let prompt = Prompt(topic: .overwrite, message: "", choices: ["Replace", "Cancel"], escapeChoice: 1)
        let canvas = ToolbarLayout(windowSize: Self.window).canvasFrame(windowSize: Self.window)
        let replace = prompt.choiceFrames(in: canvas, measure: PangoTextMeasure.shared)[0]
        s.expectPixels("the question") { close($0.pixel(Int(replace.center.x) - 30, Int(replace.center.y)), 0x2f6fe4, tolerance: 20) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: other)) == first, "nothing written before the answer")
        s.client.click(s.window, replace.center.x, replace.center.y)
        s.check(waitUntil { (try? Data(contentsOf: URL(fileURLWithPath: other))) != first }, "not replaced")
        let reread = try DocumentFile.load(from: URL(fileURLWithPath: other))
        #expect(reread.pages[0].strokes.count == 2)
    }

    /// A path typed into the name (a folder below the one shown) saves there; on a full disk
    /// the notice says so by name, no file is left, and the ink stays to be saved elsewhere.
    @Test func saveAsToAFullDiskSaysSoAndKeepsTheWork() throws {
        let scratch = try ExportCommandTests.Scratch()
        let full = scratch.path + "/full"
        try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: true)
        // A 64 KiB tmpfs in the app's own namespace, filled through /proc/PID/root.
        guard let launcher = JournalProblemTests.privateMounts("mount -t tmpfs -o size=64k tmpfs '\(full)'") else {
            Issue.record("cannot make a private mount here")
            return
        }
        let s = try AppSession(environment: ["HOME": scratch.path, "XDG_CONFIG_HOME": scratch.path + "/config"], launcher: launcher)
        let inside = "/proc/\(s.app.pid)/root" + full
        let fd = open(inside + "/filler", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        #expect(fd >= 0)
        let block = [UInt8](repeating: 7, count: 4096)
        while write(fd, block, block.count) > 0 {}
        close(fd)
        s.client.drag(s.window, through: DrawingTests.line(300, 300, 600, 300))
        s.expectPixels("a stroke") { $0.isDark(450, 300) }
        s.client.key("s", with: ["Control_L", "Shift_L"])
        for key in ["f", "u", "l", "l", "slash", "e", "s", "s", "a", "y"] { s.client.key(key) }
        s.client.key("Return")
        s.check(waitUntil { s.log.contains("not saved: cannot save \(full)/essay.inkstone: no space is left on the disk holding \(full)") },
                "the reason is not said: \(s.log)")
        s.expectPixels("the notice, the ink kept") { Journals.showsNotice($0) && $0.isDark(450, 300) }
        let left = (try? FileManager.default.contentsOfDirectory(atPath: inside)) ?? []
        #expect(left == ["filler"], "nothing left behind: \(left)")
        // The work stays to be saved elsewhere.
        s.client.key("s", with: ["Control_L", "Shift_L"])
        for key in ["e", "s", "s", "a", "y"] { s.client.key(key) }
        s.client.key("Return")
        let saved = scratch.path + "/essay.inkstone"
        s.check(waitUntil { FileManager.default.fileExists(atPath: saved) }, "not saved elsewhere")
        #expect(try DocumentFile.load(from: URL(fileURLWithPath: saved)).pages[0].strokes.count == 1)
    }
}
