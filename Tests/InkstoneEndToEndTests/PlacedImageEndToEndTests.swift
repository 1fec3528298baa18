import CCairo
import Foundation
import InkDocument
import InkGeometry
import InkInterface
import InkRender
import InkRenderTestSupport
import InkTestSupport
import Testing

/// Images placed on the page as objects, on the pen rig (issue 17): "Insert image…" in the
/// status bar's Document menu, the app's chooser (images only) tapped twice, the image lands in
/// the middle of the view, selected; the pen drags it elsewhere and scales it by a corner; the
/// saved file holds it where the screen shows it, and reopening shows it there again. Killed
/// with -9 after placing, the next start recovers it.
@Suite struct PlacedImageEndToEndTests {
    static let window = MarkingMenuEndToEndTests.window
    static let orange: UInt32 = 0xd04a1c

    /// A 160x100 orange PNG.
    static func picture() -> Data {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 160, 100)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        cairo_set_source_rgb(cr, Double(orange >> 16) / 255, Double((orange >> 8) & 0xff) / 255, Double(orange & 0xff) / 255)
        cairo_paint(cr)
        cairo_destroy(cr)
        return pngBytes(of: surface) ?? Data()
    }

    static func isOrange(_ snap: Snapshot, _ p: Point) -> Bool { close(snap.pixel(Int(p.x), Int(p.y)), orange, tolerance: 6) }

    /// Taps Document → Insert image… → the picture's row twice, on the rig.
    static func insert(_ rig: PenRig, _ s: AppSession, folder: String) throws {
        let button = try #require(ToolbarGeometry.frame(of: .documentMenu))
        try PenOnlyDocumentTests.tap(rig, s, button)
        let list = DocumentMenu(button: button, rightHanded: true, within: MarkingMenuEndToEndTests.canvas)
        try PenOnlyDocumentTests.tap(rig, s, list.frame(of: .insertImage))
        let chooser = FileChooser(mode: .insertImage, folder: folder)
        #expect(chooser.entries.map(\.name).contains("notes.txt") == false, "images only")
        let layout = ChooserLayout(chooser, window: window)
        let index = try #require(chooser.entries.firstIndex { $0.name == "picture.png" })
        s.expectPixels("the chooser") { $0.pixel(Int(layout.frame.minX) + 30, Int(layout.frame.minY) + 30) != paperWhite }
        s.screenshot("insert-image-chooser")
        try PenOnlyDocumentTests.tap(rig, s, layout.frame(of: .row(index)))
        try PenOnlyDocumentTests.tap(rig, s, layout.frame(of: .row(index)))
    }

    /// A mouse gesture through `points` on the model editor (the pen's path on the rig).
    static func stroke(_ editor: inout Editor, _ points: [Point]) {
        guard let first = points.first, let last = points.last else { return }
        _ = editor.handle(PointerEvents.press(first))
        for p in points.dropFirst() { _ = editor.handle(PointerEvents.drag(p)) }
        _ = editor.handle(PointerEvents.release(last))
    }

    static func scratch() throws -> (ExportCommandTests.Scratch, Data) {
        let scratch = try ExportCommandTests.Scratch()
        let bytes = picture()
        try bytes.write(to: scratch.url.appendingPathComponent("picture.png"))
        try Data("not an image".utf8).write(to: scratch.url.appendingPathComponent("notes.txt"))
        _ = try scratch.mkdir("config")
        return (scratch, bytes)
    }

    @Test func insertMoveAndScaleWithThePenThenSaveAndReopen() throws {
        let (scratch, bytes) = try Self.scratch()
        // The engine's own account of where the image goes, moves and grows.
        var model = Editor(windowSize: Self.window)
        _ = model.showStart()
        _ = model.placeImage(bytes: bytes, for: .mouse)
        let placed = model.toWindow(try #require(model.document.pages[0].images.first).frame, page: 0)
        let moveTo = placed.center + Point(150, 80)
        Self.stroke(&model, [placed.center, placed.center + Point(75, 40), moveTo])
        let corner = try #require(model.selectionHandles).corners[2]
        let grown = corner + Point(80, 50)
        Self.stroke(&model, [corner, grown])
        let final = model.toWindow(try #require(model.document.pages[0].images.first).frame, page: 0)
        #expect(abs(final.width - 240) < 2 && abs(final.height - 150) < 2, "\(final)")

        let rig = try PenRig()
        let s = try AppSession(server: rig, environment: ["HOME": scratch.path, "XDG_CONFIG_HOME": scratch.path + "/config"])
        try Self.insert(rig, s, folder: scratch.path)
        s.expectPixels("the image in the middle of the view at \(placed)") { snap in
            Self.isOrange(snap, placed.center) && Self.isOrange(snap, Point(placed.minX + 12, placed.minY + 12))
                && !Self.isOrange(snap, Point(placed.maxX + 8, placed.center.y))
        }
        s.screenshot("image-placed")
        // The pen holds the lasso and the image is selected: dragged from inside it.
        s.waitForAck(afterRig: rig, .stylus, LassoEndToEndTests.path([(placed.center.x, placed.center.y),
                                                                      (placed.center.x + 75, placed.center.y + 40), (moveTo.x, moveTo.y)]))
        s.expectPixels("the image moved") { snap in
            Self.isOrange(snap, moveTo) && !Self.isOrange(snap, Point(placed.minX + 12, placed.minY + 12))
        }
        s.waitForAck(afterRig: rig, .stylus, LassoEndToEndTests.path([(corner.x, corner.y), (grown.x, grown.y)]))
        s.expectPixels("the image half as large again") { snap in
            Self.isOrange(snap, Point(final.maxX - 12, final.maxY - 12)) && Self.isOrange(snap, Point(final.minX + 12, final.minY + 12))
                && !Self.isOrange(snap, Point(final.maxX + 20, final.center.y))
        }
        s.screenshot("image-scaled")

        // Saved with Ctrl+S (the chooser's Save tapped): the file holds the image where it shows.
        s.client.move(s.window, 700, 600)
        s.client.key("s", with: ["Control_L"])
        let save = ChooserLayout(FileChooser(mode: .save, folder: scratch.path, name: "x.inkstone"), window: Self.window)
        s.expectPixels("the save chooser") { $0.pixel(Int(save.frame.minX) - 20, 300) != paperWhite }
        try PenOnlyDocumentTests.tap(rig, s, save.frame(of: .confirm))
        var saved: String?
        s.check(waitUntil {
            saved = (try? FileManager.default.contentsOfDirectory(atPath: scratch.path))?.first { $0.hasSuffix(".inkstone") }
            return saved != nil
        }, "saved")
        let url = scratch.url.appendingPathComponent(try #require(saved))
        let document = try DocumentFile.load(from: url)
        let image = try #require(document.pages[0].images.first)
        #expect(document.pages[0].images.count == 1)
        #expect(document.images[image.key] == bytes, "the bytes as read")
        let frame = model.document.pages[0].images[0].frame
        #expect(abs(image.frame.minX - frame.minX) < 1 && abs(image.frame.minY - frame.minY) < 1
                && abs(image.frame.width - frame.width) < 1 && abs(image.frame.height - frame.height) < 1, "\(image.frame) vs \(frame)")

        // Reopened in a fresh run: shown where the file says.
        var reopened = Editor(document: document, windowSize: Self.window)
        _ = reopened.showStart()
        let shown = reopened.toWindow(image.frame, page: 0)
        let again = try AppSession(arguments: [url.path], environment: ["HOME": scratch.path, "XDG_CONFIG_HOME": scratch.path + "/config2"])
        again.expectPixels("the image again after reopening") { snap in
            Self.isOrange(snap, shown.center) && Self.isOrange(snap, Point(shown.maxX - 3, shown.maxY - 3))
                && !Self.isOrange(snap, Point(shown.maxX + 6, shown.center.y))
        }
        again.screenshot("image-reopened")
    }

    @Test func aPlacedImageSurvivesKillDashNine() throws {
        let (scratch, bytes) = try Self.scratch()
        var model = Editor(windowSize: Self.window)
        _ = model.showStart()
        _ = model.placeImage(bytes: bytes, for: .mouse)
        let placed = model.toWindow(try #require(model.document.pages[0].images.first).frame, page: 0)

        let env = ["HOME": scratch.path, "XDG_CONFIG_HOME": scratch.path + "/config"]
        let rig = try PenRig()
        let first = try AppSession(server: rig, environment: env)
        try Self.insert(rig, first, folder: scratch.path)
        first.expectPixels("the image") { Self.isOrange($0, placed.center) }
        // The journal has the image's bytes once it is written (half a second after the change).
        let folder = first.configHome + "/state/inkstone/journal"
        first.check(waitUntil(timeout: 10) {
            TerminationTests.journals(first).contains { name in
                ((try? FileManager.default.attributesOfItem(atPath: folder + "/" + name)[.size] as? Int) ?? 0) > bytes.count
            }
        }, "journaled")
        kill(first.app.pid, SIGKILL)
        #expect(first.app.wait(timeout: 5) == 128 + SIGKILL)

        let second = try AppSession(environment: env)
        Journals.recover(in: second)
        second.expectPixels("the recovered image") { Self.isOrange($0, placed.center) }
        second.screenshot("image-recovered")
    }
}
