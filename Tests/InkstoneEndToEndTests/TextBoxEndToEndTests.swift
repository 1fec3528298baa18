import Foundation
import InkDocument
import InkGeometry
import InkInterface
import InkTestSupport
import Testing

/// Text boxes with the real binary (issue 18): T, a click and typing put text on the page (its
/// pixels show); Ctrl+S saves it into the document, which reopens with it; `inkstone export`
/// writes it to a PDF as text (`pdftotext` reads it) and to a PNG as pixels. With the pen on
/// the rig: a box placed from the status bar's text button, 十 written in it, the reading
/// shown under it, a tap on it, and the saved box holds 十 instead of the ink.
@Suite struct TextBoxEndToEndTests {
    /// A saved document of one unbounded blank page (100 %: page units are window pixels
    /// less the toolbar's 56), so Ctrl+S writes straight back to it.
    static func blankFile(_ scratch: ExportCommandTests.Scratch) throws -> String {
        let path = scratch.path + "/notes.inkstone"
        try DocumentFile.encode(Document()).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The boxes of page 1 of the file, once it holds some.
    static func savedTexts(_ path: String) -> [TextBox] {
        var texts: [TextBox] = []
        _ = waitUntil(timeout: 10) {
            texts = (try? DocumentFile.load(from: URL(fileURLWithPath: path)))?.pages.first?.texts ?? []
            return !texts.isEmpty
        }
        return texts
    }

    /// Takes the text tool (T), opens a box with a click at `at` (the pointer moved there first:
    /// keyboard focus follows it without a window manager) and types `keys` (one key name each;
    /// an upper-case letter with Shift), then waits for the app to have handled them all.
    static func openBox(_ s: AppSession, at: (x: Double, y: Double), typing keys: [String]) {
        s.client.move(s.window, at.x, at.y)
        s.waitForAck { s.client.key("t") }
        s.waitForAck { s.client.click(s.window, at.x, at.y) }
        for k in keys { s.client.key(k.count == 1 ? k.lowercased() : k, with: k.count == 1 && k != k.lowercased() ? ["Shift_L"] : []) }
        s.waitForAck()
    }

    /// Escape (the box finished) and Ctrl+S, then the document saved at `path` once `done`
    /// holds of it (nil when it does not within 10 s).
    static func finishAndSave(_ s: AppSession, _ path: String, until done: @escaping (Document) -> Bool) -> Document? {
        s.waitForAck { s.client.key("Escape") }
        s.waitForAck { s.client.key("s", with: ["Control_L"]) }
        var saved: Document?
        _ = waitUntil(timeout: 10) {
            saved = try? DocumentFile.load(from: URL(fileURLWithPath: path))
            return saved.map(done) ?? false
        }
        return saved
    }

    /// Dark pixels (text; with a lighter `limit`, a caret too) in a window rectangle.
    static func darkCount(_ snap: Snapshot, x: Range<Int>, y: Range<Int>, limit: UInt32 = 0x80) -> Int {
        var n = 0
        for yy in y { for xx in x where snap.isDark(xx, yy, limit: limit) { n += 1 } }
        return n
    }

    @Test func typedTextIsSavedReopenedAndExportedAsTextAndPixels() throws {
        let scratch = try ExportCommandTests.Scratch()
        let path = try Self.blankFile(scratch)
        let s = try AppSession(arguments: [path], environment: ["XDG_CONFIG_HOME": scratch.path + "/config"])
        let at = (x: 300.0, y: 200.0)
        TextBoxEndToEndTests.openBox(s, at: at, typing: ["H", "e", "l", "l", "o", "space", "I", "n", "k"])
        s.expectPixels("the typed text right of the click") { Self.darkCount($0, x: Int(at.x)..<Int(at.x) + 80, y: Int(at.y) - 10..<Int(at.y) + 10) > 40 }
        s.screenshot("text-box-typing")
        s.waitForAck { s.client.key("Escape") }
        s.waitForAck { s.client.key("s", with: ["Control_L"]) }
        let texts = Self.savedTexts(path)
        #expect(texts.map(\.text) == ["Hello Ink"])
        let box = try #require(texts.first)
        #expect(abs(box.origin.x - (at.x - 56)) < 1, "the box starts where the click was")
        s.client.requestClose(s.window)
        #expect(s.app.wait(timeout: 10) == 0)

        let again = try AppSession(arguments: [path], environment: ["XDG_CONFIG_HOME": scratch.path + "/config2"])
        again.expectPixels("the text after reopening") { Self.darkCount($0, x: Int(at.x)..<Int(at.x) + 80, y: Int(at.y) - 10..<Int(at.y) + 10) > 40 }
        again.screenshot("text-box-reopened")

        let pdf = try scratch.run([path, "--pdf", scratch.path + "/notes.pdf"])
        #expect(pdf.status == 0, "\(pdf.output)")
        let extracted = try TestPDF.run("/usr/bin/pdftotext", [scratch.path + "/notes.pdf", "-"])
        #expect(extracted.output.contains("Hello Ink"), "pdftotext: \(extracted.output)")
        let png = try scratch.run([path, "--png", scratch.path + "/png"])
        #expect(png.status == 0, "\(png.output)")
        let pixels = try ExportCommandTests.Pixels(png: scratch.path + "/png/page-001.png")
        // The canvas of an unbounded page is its content plus a 32-unit margin: the text begins 32 in.
        var dark = 0
        for y in 32..<Swift.min(pixels.height, 56) { for x in 32..<Swift.min(pixels.width, 110) where pixels.values[y * pixels.width + x] & 0xff < 0x80 { dark += 1 } }
        #expect(dark > 40, "the text's pixels in the PNG (\(pixels.width)x\(pixels.height))")
    }

    /// A blank document under the pen rig with Japanese handwriting: the text tool taken with
    /// the pen, a box opened at (300, 200), and 十 written in it (across, then down, inside the
    /// box's writing area: 64 px high from 11 px above the tap).
    static func tenWrittenInABox(_ scratch: ExportCommandTests.Scratch) throws -> (path: String, rig: PenRig, s: AppSession, at: (x: Double, y: Double)) {
        let path = try blankFile(scratch)
        let rig = try PenRig()
        let s = try AppSession(server: rig, arguments: [path],
                               environment: ["XDG_CONFIG_HOME": scratch.path + "/config", "INKSTONE_HANDWRITING": "ja"])
        let button = try #require(ToolbarGeometry.frame(of: .tool(.text)))
        s.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(button.center.x, button.center.y))
        let at = (x: 300.0, y: 200.0)
        s.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(at.x, at.y))
        s.waitForAck(afterRig: rig, .stylus, LassoEndToEndTests.path([(at.x + 10, at.y + 20), (at.x + 60, at.y + 20)], pressure: 0.6))
        s.waitForAck(afterRig: rig, .stylus, LassoEndToEndTests.path([(at.x + 35, at.y - 4), (at.x + 35, at.y + 48)], pressure: 0.6))
        return (path, rig, s, at)
    }

    @Test func tenWrittenWithThePenIsReadAndAcceptedIntoTheBox() throws {
        let scratch = try ExportCommandTests.Scratch()
        let (path, rig, s, at) = try Self.tenWrittenInABox(scratch)
        s.expectPixels("the ink of 十 in the box") { $0.isDark(Int(at.x) + 35, Int(at.y) + 30) }
        // The readings show under the box once the pen rests: the first one's button.
        let first = (x: at.x + 25, y: at.y - 11.2 + 64 + 8 + 24)
        s.expectPixels("the candidate bar under the box") { snap in
            close(snap.pixel(Int(first.x) - 18, Int(first.y)), 0xf3f3f6, tolerance: 6)
                && Self.darkCount(snap, x: Int(first.x) - 18..<Int(first.x) + 18, y: Int(first.y) - 16..<Int(first.y) + 16) > 20
        }
        s.screenshot("text-box-candidates")
        s.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(first.x, first.y))
        s.expectPixels("the ink gone, the text in its place") { !$0.isDark(Int(at.x) + 35, Int(at.y) + 45) }
        s.screenshot("text-box-accepted")
        s.client.move(s.window, 600, 500)
        s.waitForAck { s.client.key("Escape") }
        s.waitForAck { s.client.key("s", with: ["Control_L"]) }
        #expect(Self.savedTexts(path).map(\.text) == ["十"])
        let saved = try DocumentFile.load(from: URL(fileURLWithPath: path))
        #expect(saved.pages[0].strokes.isEmpty, "the handwriting was replaced by the text")
    }
}
