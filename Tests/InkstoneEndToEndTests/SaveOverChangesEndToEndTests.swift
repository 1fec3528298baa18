import CXTest
import Foundation
import InkDocument
import InkGeometry
import InkInterface
import InkRender
import Testing

/// Ctrl+S on a notebook another window or program saved since it was opened here asks before
/// replacing that version; Replace writes this window's, Cancel leaves theirs.
@Suite struct SaveOverChangesEndToEndTests {
    static var replacePrompt: [Rect] {
        let window = DocumentKeysTests.window
        let canvas = ToolbarLayout(windowSize: window).canvasFrame(windowSize: window)
        return Prompt(topic: .replaceChanged, message: "", choices: ["Replace", "Save as…", "Cancel"], escapeChoice: 2)
            .choiceFrames(in: canvas, measure: PangoTextMeasure.shared)
    }

    static func promptShows(_ s: Snapshot) -> Bool {
        let p = s.pixel(Int(replacePrompt[0].center.x) - 30, Int(replacePrompt[0].center.y))
        return abs(Int(p >> 16) - 0x2f) < 20 && abs(Int((p >> 8) & 0xff) - 0x6f) < 20 && abs(Int(p & 0xff) - 0xe4) < 20
    }

    @Test func ctrlSAsksBeforeReplacingAVersionSavedElsewhere() throws {
        let scratch = try ExportCommandTests.Scratch()
        let (s, doc) = try DesktopActionTests.openInkedDocument(in: scratch)
        s.client.drag(s.window, through: DrawingTests.line(300, 450, 500, 450))
        s.expectPixels("new ink") { $0.isDark(400, 450) }
        // Another window saves the notebook meanwhile (an empty page).
        try DocumentFile.save(Document(), to: URL(fileURLWithPath: doc))
        s.client.key("s", with: ["Control_L"])
        s.expectPixels("the question", Self.promptShows)
        #expect(try DocumentFile.load(from: URL(fileURLWithPath: doc)) == Document(), "nothing written yet")
        let frames = Self.replacePrompt
        s.client.click(s.window, frames[2].center.x, frames[2].center.y)   // Cancel
        s.expectPixels("back to the page") { $0.isDark(400, 450) && !Self.promptShows($0) }
        #expect(try DocumentFile.load(from: URL(fileURLWithPath: doc)) == Document())
        s.client.key("s", with: ["Control_L"])
        s.expectPixels("asked again", Self.promptShows)
        s.client.click(s.window, frames[0].center.x, frames[0].center.y)   // Replace
        s.check(waitUntil { s.client.utf8Property(s.window, "_NET_WM_NAME") == "inked.inkstone — Inkstone" }, "saved")
        #expect(try DocumentFile.load(from: URL(fileURLWithPath: doc)).pages[0].strokes.count == 2)
    }
}
