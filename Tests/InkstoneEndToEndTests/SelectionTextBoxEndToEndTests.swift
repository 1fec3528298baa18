import Foundation
import InkDocument
import InkGeometry
import InkInterface
import InkTestSupport
import Testing

/// A text box in a lasso selection (issue 17): a loop around its text selects it, a drag of
/// the selection moves it, Ctrl+X takes it away and Ctrl+V brings it back (as a text box:
/// the Inkstone clipboard type carries it).
@Suite(.serialized) struct SelectionTextBoxEndToEndTests {
    static let blue: UInt32 = 0x2040d0
    static let window = Size(1024, 720)

    static func blues(_ snap: Snapshot, in r: Rect) -> Int {
        var n = 0
        for y in Int(r.minY)..<Int(r.maxY) { n += snap.count(row: y, from: Int(r.minX), to: Int(r.maxX) - 1) { close($0, blue, tolerance: 40) } }
        return n
    }

    @Test func aLassoedTextBoxIsDraggedCutAndPastedBack() throws {
        var doc = Document(pages: [Page(blankSize: Size(800, 1000))])
        doc.pages[0].texts = [TextBox(id: 1, origin: Point(100, 100), width: 400, text: "Hello", fontSize: 48, color: InkColor(rgb: Self.blue))]
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("clip-\(UUID().uuidString).inkstone").path
        try DocumentFile.save(doc, to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var model = Editor(document: doc, windowSize: Self.window)
        _ = model.showStart()
        let text = model.toWindow(Rect(x: 100, y: 100, width: 130, height: 60), page: 0)
        let s = try AppSession(arguments: [path])
        s.expectPixels("the text") { Self.blues($0, in: text) > 300 }
        s.client.move(s.window, 700, 600)
        s.waitForAck { s.client.key("l") }
        let loop = text.insetBy(-20)
        s.client.drag(s.window, through: [(loop.minX, loop.minY), (loop.maxX, loop.minY), (loop.maxX, loop.maxY), (loop.minX, loop.maxY),
                                          (loop.minX + 2, loop.minY + 4)])
        s.waitForAck {}
        let moved = text.offsetBy(Point(200, 150))
        s.client.drag(s.window, through: [(text.center.x, text.center.y), (text.center.x + 100, text.center.y + 75), (text.center.x + 200, text.center.y + 150)])
        s.expectPixels("the text moved with the selection") { Self.blues($0, in: moved) > 300 && Self.blues($0, in: text) < 20 }
        s.screenshot("selection-text-box-moved")
        ClipboardEndToEndTests.ctrl(s, "x")
        s.expectPixels("cut") { Self.blues($0, in: moved) < 20 }
        ClipboardEndToEndTests.ctrl(s, "v", at: (moved.center.x, moved.center.y))
        // Centred on the pointer by the box's bounds (its whole width, 400 units, wider than the word).
        let around = Rect(x: moved.center.x - 220, y: moved.minY - 40, width: 440, height: moved.height + 80)
        s.expectPixels("pasted back") { Self.blues($0, in: around) > 300 }
        s.screenshot("selection-text-box-pasted")
    }
}
