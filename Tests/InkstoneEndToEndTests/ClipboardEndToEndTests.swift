import CCairo
import Foundation
import InkDocument
import InkGeometry
import InkTestSupport
import Testing

/// The clipboard through X (issue 17): strokes copied in one running Inkstone are pasted in
/// another; other apps (`xclip`) see TARGETS, a PNG and an SVG of them; a PNG another app
/// offers is pasted as a new page with `paste.images` `page` (as an object on the page by
/// default: `ClipboardImageObjectEndToEndTests`); data larger than one request travels incrementally (INCR)
/// both ways; a lasso selection becomes the PRIMARY selection.
@Suite(.serialized) struct ClipboardEndToEndTests {
    static let ink: UInt32 = 0x1d1d22

    /// Ctrl+`key` to the window under the pointer at (x, y).
    static func ctrl(_ s: AppSession, _ key: String, at p: (Double, Double) = (700, 600)) {
        s.client.move(s.window, p.0, p.1)   // keyboard focus follows the pointer (no window manager)
        s.waitForAck { s.client.key(key, with: ["Control_L"]) }
    }

    /// A line drawn with the mouse (by default across from 300,300 to 500,300), selected with
    /// Ctrl+A and copied with Ctrl+C.
    static func drawAndCopy(_ s: AppSession, to end: (Double, Double) = (500, 300)) {
        s.client.drag(s.window, through: DrawingTests.line(300, 300, end.0, end.1))
        s.expectPixels("the line") { $0.isDark(400, 300 + Int(end.1 - 300) / 2) }
        ctrl(s, "a")
        ctrl(s, "c")
    }

    /// A document of `count` long wavy strokes on one page, as a file.
    static func bigDocument(strokes count: Int, points: Int) throws -> String {
        var doc = Document(pages: [Page(blankSize: Size(800, 1000))])
        var random = SeededRandom(seed: 17)
        for k in 0..<count {
            let id = doc.makeStrokeID()
            let y = 100 + Double(k % 40) * 18
            let pts = (0..<points).map { i in
                StrokePoint(Point(100 + Double(i) * 600 / Double(points), y + 6 * sin(Double(i) / 7)), pressure: Double.random(in: 0.3...0.9, using: &random))
            }
            doc.pages[0].strokes.append(Stroke(id: id, points: pts, color: InkColor(rgb: 0x1d1d22), outline: OutlineOptions(width: 3)))
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("clip-\(UUID().uuidString).inkstone").path
        try DocumentFile.save(doc, to: URL(fileURLWithPath: path))
        return path
    }

    /// A document of one blank 800x1000 page, as a file (an image is pasted after its page;
    /// the endless canvas of a new document has none).
    static func pagedDocument() throws -> String {
        try bigDocument(strokes: 0, points: 0)
    }

    /// A PNG of `width`x`height`: one colour, or (`noise`) random pixels that do not compress.
    static func png(width: Int, height: Int, rgb: UInt32, noise: Bool = false) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("clip-\(UUID().uuidString).png").path
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)))
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = try #require(cairo_image_surface_get_data(surface))
        var random = SeededRandom(seed: 5)
        for y in 0..<height {
            for x in 0..<width {
                let v = noise ? UInt32.random(in: 0...0xffffff, using: &random) : rgb
                data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee = v }
            }
        }
        cairo_surface_mark_dirty(surface)
        #expect(cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS)
        return path
    }

    @Test func strokesCopiedInOneInkstoneArePastedInAnother() throws {
        let server = try Xvfb()
        let a = try AppSession(server: server)
        Self.drawAndCopy(a)
        // The second window opens over the first (no window manager places it).
        let b = try AppSession(server: server)
        #expect(!(b.snapshot()?.isDark(400, 300) ?? true), "B starts empty")
        Self.ctrl(b, "v", at: (600, 450))
        b.expectPixels("the line pasted in B, centred on the pointer") { snap in
            snap.isDark(600, 450) && snap.isDark(530, 450) && snap.isDark(670, 450) && !snap.isDark(600, 300)
        }
        b.screenshot("clipboard-pasted-in-b")
    }

    @Test func xclipSeesTheTypesAPNGWithTheInkAndAnSVG() throws {
        let s = try AppSession()
        Self.drawAndCopy(s, to: (500, 400))
        let targets = String(decoding: try #require(Xclip.read(display: s.server.display, target: "TARGETS")), as: UTF8.self)
        for type in ["TARGETS", "TIMESTAMP", "application/x-inkstone-strokes", "image/png", "image/svg+xml"] {
            #expect(targets.split(separator: "\n").contains(Substring(type)), "\(type) in \(targets)")
        }
        let png = try #require(Xclip.read(display: s.server.display, target: "image/png"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("clip-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try png.write(to: URL(fileURLWithPath: file))
        let pixels = try ExportCommandTests.Pixels(png: file)
        // True size: the 200x100 px diagonal and its round caps, on a transparent background.
        #expect((200...215).contains(pixels.width) && (100...115).contains(pixels.height), "\(pixels.width)x\(pixels.height)")
        let middle = pixels.values[(pixels.height / 2) * pixels.width + pixels.width / 2]
        #expect(middle >> 24 > 0xc0 && middle & 0xffffff < 0x404040, "opaque dark ink in the middle: \(String(middle, radix: 16))")
        #expect(pixels.values[pixels.width - 1] >> 24 == 0, "a transparent top right corner")
        #expect(pixels.values[(pixels.height - 1) * pixels.width] >> 24 == 0, "a transparent bottom left corner")
        let svg = String(decoding: try #require(Xclip.read(display: s.server.display, target: "image/svg+xml")), as: UTF8.self)
        #expect(svg.contains("<svg") && svg.contains("path"))
        let strokes = try ClipboardStrokes.decode(try #require(Xclip.read(display: s.server.display, target: "application/x-inkstone-strokes")))
        #expect(strokes.strokes.count == 1)
        // Several at once (MULTIPLE): each answered, an unknown one refused.
        let probe = try SelectionProbe(display: s.server.display)
        let types = probe.multiple("CLIPBOARD", ["TARGETS", "image/svg+xml", "text/plain", "TIMESTAMP"])
        #expect(types == ["ATOM", "image/svg+xml", nil, "INTEGER"], "\(String(describing: types))")
    }

    /// An app started on `arguments` with the `paste.images` preference set to `value` before it starts.
    static func session(pasteImages value: String, arguments: [String], server: (any TestXServer)? = nil) throws -> AppSession {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-config-\(UUID().uuidString)").path
        let set = try runInkstone(["prefs", "set", "paste.images", value], environment: testEnvironment(configHome: config))
        #expect(set.status == 0, "prefs set paste.images: \(set.output)")
        return try AppSession(server: server, arguments: arguments, environment: ["XDG_CONFIG_HOME": config])
    }

    @Test func withPasteImagesPageAPNGFromAnotherAppIsPastedAsANewPage() throws {
        let paged = try Self.pagedDocument()
        defer { try? FileManager.default.removeItem(atPath: paged) }
        let s = try Self.session(pasteImages: "page", arguments: [paged])
        let file = try Self.png(width: 300, height: 200, rgb: 0xd02020)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let xclip = try Xclip.serve(display: s.server.display, type: "image/png", file: file)
        defer { xclip.stop() }
        #expect(Xclip.waitForOffer(display: s.server.display, type: "image/png"))
        Self.ctrl(s, "v")
        s.expectPixels("the red image on a page of its own") { snap in
            snap.count(row: 100, from: 0, to: snap.width) { close($0, 0xd02020, tolerance: 30) } > 250
        }
        s.screenshot("clipboard-image-page")
    }

    @Test func withPasteImagesPageAJPEGIsPastedTooAndADamagedImageOnlyGetsANotice() throws {
        let paged = try Self.pagedDocument()
        defer { try? FileManager.default.removeItem(atPath: paged) }
        let s = try Self.session(pasteImages: "page", arguments: [paged])
        let before = try #require(s.snapshot())
        let damaged = try Xclip.serve(display: s.server.display, type: "image/png", file: ImageCorpusTests.folder + "/truncated.png")
        #expect(Xclip.waitForOffer(display: s.server.display, type: "image/png"))
        Self.ctrl(s, "v")
        s.expectPixels("a notice that the image was not pasted") { $0.pixel(540, 30) != before.pixel(540, 30) }
        #expect(s.snapshot()?.pixel(540, 200) == before.pixel(540, 200), "no new page")
        damaged.stop()
        s.screenshot("clipboard-damaged-image")
        let jpeg = try Xclip.serve(display: s.server.display, type: "image/jpeg", file: ImageCorpusTests.folder + "/good.jpg")
        defer { jpeg.stop() }
        #expect(Xclip.waitForOffer(display: s.server.display, type: "image/jpeg"))
        s.client.move(s.window, 700, 600)
        s.waitForAck { s.client.click(s.window, 540, 30) }   // a tap on the notice lets it go
        Self.ctrl(s, "v")
        // The 64x48 photo on a page of its own at the top of the canvas, in the middle.
        s.expectPixels("the JPEG on a new page") { snap in
            snap.count(row: 40, from: 500, to: 580) { $0 != paperWhite && $0 != before.pixel(300, 400) } > 40
        }
        s.screenshot("clipboard-jpeg-page")
    }

    @Test func largeDataTravelsIncrementallyBothWays() throws {
        let server = try Xvfb()
        let path = try Self.bigDocument(strokes: 80, points: 300)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let a = try AppSession(server: server, arguments: [path])
        Self.ctrl(a, "a")
        Self.ctrl(a, "c")
        // More than one request's worth: the first reply says INCR.
        let probe = try SelectionProbe(display: server.display)
        #expect(probe.firstReplyType("CLIPBOARD", "application/x-inkstone-strokes") == "INCR")
        // xclip reads it all.
        let data = try #require(Xclip.read(display: server.display, target: "application/x-inkstone-strokes"))
        #expect(data.count > 262_144, "\(data.count) bytes")
        #expect(try ClipboardStrokes.decode(data).strokes.count == 80)
        let png = try #require(Xclip.read(display: server.display, target: "image/png"))
        #expect(png.count > 1000)
        // Deleted, then pasted back from its own copy (sending and reading the same transfer).
        a.waitForAck { a.client.key("Delete") }
        // (The canvas ends at 680, above the 40 px status bar.)
        a.expectPixels("the page empty after Delete") { $0.count(column: 400, from: 40, to: 670) { $0 != paperWhite } == 0 }
        Self.ctrl(a, "v", at: (400, 400))
        a.expectPixels("the strokes back from A's own large copy") { $0.count(column: 400, from: 40, to: 670) { $0 != paperWhite } > 150 }
        // The second Inkstone (on a document of pages, to take the image below) reads it too.
        let paged = try Self.pagedDocument()
        defer { try? FileManager.default.removeItem(atPath: paged) }
        let b = try AppSession(server: server, arguments: [paged])
        Self.ctrl(b, "v", at: (600, 400))
        b.screenshot("clipboard-big-pasted")
        b.expectPixels("the 80 strokes pasted in B") { snap in
            // The ink under the selection's halo: no longer paper white, all the way down the column (an empty B has none).
            snap.count(column: 600, from: 40, to: 680) { $0 != paperWhite } > 150
        }
        // A PNG larger than xclip's own chunk (1 MiB on Xvfb) comes incrementally from xclip.
        let file = try Self.png(width: 900, height: 600, rgb: 0, noise: true)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let size = (try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
        #expect(size > 1_100_000, "\(size) bytes")
        let xclip = try Xclip.serve(display: server.display, type: "image/png", file: file)
        defer { xclip.stop() }
        #expect(Xclip.waitForOffer(display: server.display, type: "image/png"))
        let before = b.snapshot()
        Self.ctrl(b, "v")
        b.expectPixels("the noise image shown on a new page", timeout: 20) { snap in
            // Noise: neighbouring pixels differ widely across the middle row of the canvas.
            var changes = 0
            for x in stride(from: 300, to: 900, by: 2) where abs(Int(snap.pixel(x, 400) & 0xff) - Int(snap.pixel(x + 1, 400) & 0xff)) > 40 { changes += 1 }
            return changes > 100 && snap.pixel(600, 400) != before?.pixel(600, 400)
        }
        b.screenshot("clipboard-noise-page")
    }

    @Test func anOwnerThatNeverAnswersHoldsNothingUpAndThePasteEndsWithANotice() throws {
        let s = try AppSession()
        let probe = try SelectionProbe(display: s.server.display)
        probe.ownAndStaySilent("CLIPBOARD")
        let noticeSpot = (540, 30)
        let before = try #require(s.snapshot()).pixel(noticeSpot.0, noticeSpot.1)
        Self.ctrl(s, "v")
        // The app draws on while the paste waits for an answer that never comes.
        s.client.drag(s.window, through: DrawingTests.line(300, 300, 500, 300))
        s.expectPixels("ink drawn while the paste waits") { $0.isDark(400, 300) }
        #expect(s.snapshot()?.pixel(noticeSpot.0, noticeSpot.1) == before, "no notice yet: the paste still waits")
        s.expectPixels("the notice that the paste gave up", timeout: 20) { $0.pixel(noticeSpot.0, noticeSpot.1) != before }
        s.check(waitUntil { s.log.contains("inkstone: Could not paste: ") }, "not on stderr: \(s.log)")
        s.screenshot("clipboard-stalled-owner")
    }

    @Test func aLassoSelectionIsThePrimarySelection() throws {
        let s = try AppSession()
        s.client.drag(s.window, through: DrawingTests.line(300, 300, 500, 300))
        s.expectPixels("the line") { $0.isDark(400, 300) }
        s.client.move(s.window, 700, 600)
        s.waitForAck { s.client.key("l") }
        s.client.drag(s.window, through: [(250, 250), (550, 250), (550, 350), (250, 350), (252, 255)])
        s.waitForAck {}
        let targets = String(decoding: try #require(Xclip.read(display: s.server.display, selection: "primary", target: "TARGETS")), as: UTF8.self)
        #expect(targets.contains("application/x-inkstone-strokes"), "\(targets)")
        #expect(Xclip.read(display: s.server.display, selection: "clipboard", target: "TARGETS") == nil, "the clipboard stays untouched")
    }
}
