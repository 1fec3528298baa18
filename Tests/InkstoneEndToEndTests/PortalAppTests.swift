import Foundation
import InkDocument
import InkGeometry
import InkInterface
import InkRender
import Testing

/// The real app with a desktop portal running (the fake one on a private bus): Ctrl+O and
/// Ctrl+Shift+S use the portal's chooser, not the app's own.
@Suite struct PortalAppTests {
    @Test func ctrlOAndSaveAsGoThroughThePortal() throws {
        let scratch = try ExportCommandTests.Scratch()
        let canvasX = ToolbarLayout(windowSize: Size(1024, 720)).canvasFrame(windowSize: Size(1024, 720)).minX
        let points = stride(from: 300.0, through: 600, by: 10).map { StrokePoint(Point($0 - canvasX, 300), pressure: 0.5) }
        let stroke = Stroke(id: StrokeID(1), points: points, color: InkColor(rgb: 0x1d1d22), outline: OutlineOptions(width: 4))
        let doc = scratch.path + "/from portal.inkstone"
        try DocumentFile.save(Document(pages: [Page(strokes: [stroke])]), to: URL(fileURLWithPath: doc))
        let savedAs = scratch.path + "/saved by portal.inkstone"
        let bus = try PrivateBus()
        let fake = try FakePortal(bus: bus, ["FAKE_PORTAL_OPEN": doc, "FAKE_PORTAL_SAVE": savedAs])
        let s = try AppSession(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address, "HOME": scratch.path,
                                             "XDG_CONFIG_HOME": scratch.path + "/config"])
        s.client.key("o", with: ["Control_L"])
        s.expectPixels("the document the portal chose") { $0.isDark(450, 300) }
        s.check(waitUntil { s.client.utf8Property(s.window, "_NET_WM_NAME") == "from portal.inkstone — Inkstone" }, "title")
        s.client.drag(s.window, through: DrawingTests.line(300, 400, 600, 400))
        s.client.key("s", with: ["Control_L", "Shift_L"])
        s.check(waitUntil { FileManager.default.fileExists(atPath: savedAs) }, "not saved where the portal said")
        let methods = fake.calls().compactMap { $0["method"] as? String }
        #expect(methods == ["OpenFile", "SaveFile"])
        #expect(try DocumentFile.load(from: URL(fileURLWithPath: savedAs)).pages[0].strokes.count == 2)
    }

    /// Typing `x` in the portal's Save dialog beside an existing `x.inkstone`: the dialog asked
    /// about `x`, the app saves to `x.inkstone`, so the app asks before replacing it, and only
    /// "Replace" writes. A name the portal returned as it is was the portal's to ask about.
    @Test func aNameTheAppCompletedIsNotReplacedWithoutAsking() throws {
        let scratch = try ExportCommandTests.Scratch()
        let existing = scratch.path + "/x.inkstone"
        try DocumentFile.save(Document(), to: URL(fileURLWithPath: existing))
        let first = try Data(contentsOf: URL(fileURLWithPath: existing))
        let bus = try PrivateBus()
        let fake = try FakePortal(bus: bus, ["FAKE_PORTAL_SAVE": scratch.path + "/x"])
        let s = try AppSession(environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address, "HOME": scratch.path,
                                             "XDG_CONFIG_HOME": scratch.path + "/config"])
        s.client.drag(s.window, through: DrawingTests.line(300, 400, 600, 400))
        s.client.key("s", with: ["Control_L", "Shift_L"])
        let prompt = Prompt(topic: .overwrite, message: "", choices: ["Replace", "Cancel"], escapeChoice: 1)
        let window = Size(1024, 720)
        let canvas = ToolbarLayout(windowSize: window).canvasFrame(windowSize: window)
        let frames = prompt.choiceFrames(in: canvas, measure: PangoTextMeasure.shared)
        s.expectPixels("the app's question") { close($0.pixel(Int(frames[0].center.x) - 30, Int(frames[0].center.y)), 0x2f6fe4, tolerance: 20) }
        s.screenshot("portal-save-replace-question")
        #expect(fake.calls().compactMap { $0["method"] as? String } == ["SaveFile"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: existing)) == first, "nothing written before the answer")
        // Cancel keeps the file; asking again and choosing Replace writes it.
        s.client.key("Escape")
        s.expectPixels("the question gone") { !close($0.pixel(Int(frames[0].center.x) - 30, Int(frames[0].center.y)), 0x2f6fe4, tolerance: 20) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: existing)) == first, "Cancel wrote nothing")
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/x"), "nothing saved under the bare name")
        s.client.key("s", with: ["Control_L", "Shift_L"])
        s.expectPixels("the question again") { close($0.pixel(Int(frames[0].center.x) - 30, Int(frames[0].center.y)), 0x2f6fe4, tolerance: 20) }
        s.client.click(s.window, frames[0].center.x, frames[0].center.y)
        s.check(waitUntil { (try? Data(contentsOf: URL(fileURLWithPath: existing))) != first }, "not replaced after Replace")
        #expect(try DocumentFile.load(from: URL(fileURLWithPath: existing)).pages[0].strokes.count == 1)
    }
}
