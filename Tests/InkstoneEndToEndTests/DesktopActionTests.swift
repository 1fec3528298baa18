import Foundation
import InkDocument
import InkGeometry
import InkInterface
import Testing

/// The desktop entry's actions on the real binary: "New Sketch" (`inkstone --new`) and
/// "Annotate PDF or Images…" (`inkstone --open-chooser`).
@Suite struct DesktopActionTests {
    static let window = Size(1024, 720)

    @Test func newSketchOpensABlankDocumentBesideAnOpenOne() throws {
        let scratch = try ExportCommandTests.Scratch()
        let first = try Self.openInkedDocument(in: scratch).session
        let second = try AppSession(server: first.server, arguments: ["--new"])
        #expect(second.window != first.window)
        #expect(second.client.utf8Property(second.window, "_NET_WM_NAME") == "Untitled — Inkstone")
        second.expectPixels("a blank page") { !$0.isDark(450, 300) && $0.pixel(450, 300) == paperWhite }
        // The open document stays as it was.
        #expect(first.client.utf8Property(first.window, "_NET_WM_NAME") == "inked.inkstone — Inkstone")
        first.expectPixels("the first window's ink") { $0.isDark(450, 300) }
    }

    @Test func annotateOpensTheChooserAtStart() throws {
        let scratch = try ExportCommandTests.Scratch()
        try DocumentFile.save(Self.inkedDocument(), to: URL(fileURLWithPath: scratch.path + "/doc.inkstone"))
        let s = try AppSession(arguments: ["--open-chooser"], environment: ["HOME": scratch.path, "XDG_CONFIG_HOME": scratch.path + "/config"])
        let chooser = FileChooser(mode: .open, folder: scratch.path)
        let layout = ChooserLayout(chooser, window: Self.window)
        let index = try #require(chooser.entries.firstIndex { $0.name == "doc.inkstone" })
        let row = try #require(layout.frame(of: .row(index)))
        s.expectPixels("the chooser, with no key pressed") { $0.pixel(Int(layout.frame.minX) + 30, Int(layout.frame.minY) + 30) != paperWhite }
        s.client.click(s.window, row.center.x, row.center.y)
        s.client.click(s.window, row.center.x, row.center.y)
        s.expectPixels("the chosen document's ink") { $0.isDark(450, 300) }
        s.check(waitUntil { s.client.utf8Property(s.window, "_NET_WM_NAME") == "doc.inkstone — Inkstone" }, "title")
    }

    @Test func theActionsTakeNoFiles() throws {
        for option in ["--new", "--open-chooser"] {
            let r = try runInkstone([option, "some.png"])
            #expect(r.status == 2, "\(r.output)")
            #expect(r.output.hasPrefix("inkstone: \(option) opens no file"), "\(r.output)")
        }
        let both = try runInkstone(["--new", "--open-chooser"])
        #expect(both.status == 2 && both.output.contains("cannot be given together"), "\(both.output)")
    }

    /// One straight dark stroke where the window shows (300, 300)-(600, 300).
    /// Saves `inkedDocument()` as `inked.inkstone` in `scratch`, opens it in the real app and
    /// waits for its ink; returns the session and the file's path.
    static func openInkedDocument(in scratch: ExportCommandTests.Scratch) throws -> (session: AppSession, path: String) {
        let doc = scratch.path + "/inked.inkstone"
        try DocumentFile.save(inkedDocument(), to: URL(fileURLWithPath: doc))
        let s = try AppSession(arguments: [doc])
        s.expectPixels("the document's ink") { $0.isDark(450, 300) }
        return (s, doc)
    }

    static func inkedDocument() -> Document {
        let canvasX = ToolbarLayout(windowSize: window).canvasFrame(windowSize: window).minX
        let points = stride(from: 300.0, through: 600, by: 10).map { StrokePoint(Point($0 - canvasX, 300), pressure: 0.5) }
        let stroke = Stroke(id: StrokeID(1), points: points, color: InkColor(rgb: 0x1d1d22), outline: OutlineOptions(width: 4))
        return Document(pages: [Page(strokes: [stroke])])
    }
}
