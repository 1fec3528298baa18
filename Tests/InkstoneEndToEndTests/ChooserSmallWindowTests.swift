import Foundation
import InkDocument
import InkGeometry
import InkInterface
import Testing

/// The app's own file chooser fits small windows (down to 400x300): its card, list, name field
/// and buttons stay inside the window, so a document can be opened and the chooser cancelled
/// with the pointer alone.
@Suite struct ChooserSmallWindowTests {
    static let window = Size(400, 300)

    @Test(arguments: [FileChooser.Mode.open, .save])
    func everyControlIsInsideTheSmallestWindowAndNoneOverlap(mode: FileChooser.Mode) {
        let chooser = FileChooser(mode: mode, folder: NSTemporaryDirectory(), name: "Untitled.inkstone")
        let layout = ChooserLayout(chooser, window: Self.window)
        let inside = Rect(x: 0, y: 0, width: Self.window.width, height: Self.window.height)
        #expect(inside.covers(layout.frame), "card \(layout.frame)")
        for c in layout.controls { #expect(layout.frame.covers(c.frame), "\(c.control) at \(c.frame)") }
        if let field = layout.nameField { #expect(layout.frame.covers(field)) }
        #expect(layout.visibleRows >= 2)
        let buttons = layout.controls.filter { [.confirm, .cancel, .openFolder].contains($0.control) }
        for (i, a) in buttons.enumerated() {
            for b in buttons.dropFirst(i + 1) { #expect(a.frame.intersection(b.frame).isEmpty, "\(a.control) overlaps \(b.control)") }
            #expect(a.frame.width >= 80, "\(a.control) too narrow for a pen")
        }
    }

    @Test func atTheSmallestSizeADocumentOpensAndCancelCloses() throws {
        let scratch = try ExportCommandTests.Scratch()
        let canvasX = ToolbarLayout(windowSize: Self.window).canvasFrame(windowSize: Self.window).minX
        let points = stride(from: 150.0, through: 350, by: 10).map { StrokePoint(Point($0 - canvasX, 150), pressure: 0.5) }
        let stroke = Stroke(id: StrokeID(1), points: points, color: InkColor(rgb: 0x1d1d22), outline: OutlineOptions(width: 4))
        try DocumentFile.save(Document(pages: [Page(strokes: [stroke])]), to: URL(fileURLWithPath: scratch.path + "/doc.inkstone"))
        // The app makes its config folder here as it starts: made first, the chooser lists the
        // same rows whether or not the app got there before the rows below are counted.
        _ = try scratch.mkdir("config")
        let s = try AppSession(arguments: ["--geometry", "400x300"],
                               environment: ["HOME": scratch.path, "XDG_CONFIG_HOME": scratch.path + "/config"])
        let chooser = FileChooser(mode: .open, folder: scratch.path)
        let layout = ChooserLayout(chooser, window: Self.window)
        let cancel = try #require(layout.frame(of: .cancel))
        s.client.move(s.window, 200, 150)   // keyboard focus follows the pointer (no window manager)
        // Cancel, reached with the pointer, closes it (the window around the card is dimmed while it is open).
        s.client.key("o", with: ["Control_L"])
        s.expectPixels("the chooser") { $0.pixel(Int(layout.frame.maxX) + 4, 150) != paperWhite }
        s.client.click(s.window, cancel.center.x, cancel.center.y)
        s.expectPixels("the chooser closed") { $0.pixel(Int(layout.frame.maxX) + 4, 150) == paperWhite }
        // A document opens from its row and the confirm button.
        s.client.key("o", with: ["Control_L"])
        let index = try #require(chooser.entries.firstIndex { $0.name == "doc.inkstone" })
        let row = try #require(layout.frame(of: .row(index))), confirm = try #require(layout.frame(of: .confirm))
        s.expectPixels("the chooser again") { $0.pixel(Int(layout.frame.maxX) + 4, 150) != paperWhite }
        s.client.click(s.window, row.center.x, row.center.y)
        s.client.click(s.window, confirm.center.x, confirm.center.y)
        s.expectPixels("the opened document's ink") { $0.isDark(250, 150) }
    }
}
