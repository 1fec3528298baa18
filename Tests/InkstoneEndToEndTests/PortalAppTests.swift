import Foundation
import InkDocument
import InkGeometry
import InkInterface
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
}
