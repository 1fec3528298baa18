import CCairo
import Foundation
import InkDocument
import InkGeometry
import InkTestSupport
import Testing

/// Copy and paste carry placed images and text boxes, not only strokes (issue 17): a selection
/// holding a stroke, an image and a text box, copied in one running Inkstone, is pasted whole
/// in another (its image's bytes make the payload large: it travels incrementally, INCR); the
/// PNG other apps read shows the image and the text, the SVG holds them as `<image>` and `<text>`.
@Suite(.serialized) struct ClipboardObjectsEndToEndTests {
    static let red: UInt32 = 0xd02020
    static let blue: UInt32 = 0x2040d0

    /// A 500x300 PNG: red on its left 150 pixels, noise (which does not compress) on the rest.
    static func picture() throws -> Data {
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 500, 300))
        defer { cairo_surface_destroy(surface) }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = try #require(cairo_image_surface_get_data(surface))
        var random = SeededRandom(seed: 11)
        for y in 0..<300 {
            for x in 0..<500 {
                let v = x < 150 ? red : UInt32.random(in: 0...0xffffff, using: &random)
                data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee = v }
            }
        }
        cairo_surface_mark_dirty(surface)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("clip-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS)
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// One page: a dark line from (100, 100) to (300, 160), the picture at (100, 200) and a
    /// blue text box "Hello" (48 units) at (100, 520); as a file.
    static func document() throws -> String {
        var doc = Document(pages: [Page(blankSize: Size(800, 1000))])
        let id = doc.makeStrokeID()
        let points = (0...40).map { StrokePoint(Point(100 + Double($0) * 5, 100 + Double($0) * 1.5), pressure: 1) }
        doc.pages[0].strokes.append(Stroke(id: id, points: points, color: InkColor(rgb: 0x1d1d22), outline: OutlineOptions(width: 8)))
        let bytes = try picture()
        let key = ImageKey.of(bytes)
        doc.images[key] = bytes
        doc.pages[0].images = [PlacedImage(id: 1, key: key, frame: Rect(x: 100, y: 200, width: 500, height: 300))]
        doc.pages[0].texts = [TextBox(id: 1, origin: Point(100, 520), width: 400, text: "Hello", fontSize: 48, color: InkColor(rgb: blue))]
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("clip-\(UUID().uuidString).inkstone").path
        try DocumentFile.save(doc, to: URL(fileURLWithPath: path))
        return path
    }

    static func count(_ snap: Snapshot, _ test: (UInt32) -> Bool) -> Int { snap.pixels.lazy.filter(test).count }
    static func isRed(_ v: UInt32) -> Bool { close(v, red, tolerance: 30) }
    static func isBlue(_ v: UInt32) -> Bool { close(v, blue, tolerance: 40) }
    static func isInk(_ v: UInt32) -> Bool { close(v, 0x1d1d22, tolerance: 30) }

    @Test func aStrokeAnImageAndATextBoxCopiedInOneInkstoneArePastedInAnother() throws {
        let server = try Xvfb()
        let path = try Self.document()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let a = try AppSession(server: server, arguments: [path])
        a.expectPixels("A shows the image and the text") { Self.count($0, Self.isRed) > 20_000 && Self.count($0, Self.isBlue) > 200 }
        ClipboardEndToEndTests.ctrl(a, "a")
        ClipboardEndToEndTests.ctrl(a, "c")
        let probe = try SelectionProbe(display: server.display)
        #expect(probe.firstReplyType("CLIPBOARD", ClipboardStrokes.mimeType) == "INCR", "the image's bytes make it large")

        // Other apps: the PNG shows all three at true size; the SVG holds the image and the text.
        let png = try #require(Xclip.read(display: server.display, target: "image/png"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("clip-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try png.write(to: URL(fileURLWithPath: file))
        let pixels = try ExportCommandTests.Pixels(png: file)
        #expect((500...520).contains(pixels.width), "\(pixels.width)x\(pixels.height)")
        let opaque = pixels.values.filter { $0 >> 24 > 0xf0 }.map { $0 & 0xffffff }
        #expect(opaque.filter(Self.isRed).count > 40_000, "the image's red part")
        #expect(opaque.filter(Self.isBlue).count > 300, "the text")
        #expect(opaque.filter(Self.isInk).count > 1000, "the stroke")
        let svg = String(decoding: try #require(Xclip.read(display: server.display, target: "image/svg+xml")), as: UTF8.self)
        #expect(svg.contains("<image") && svg.contains("data:image/png;base64,iVBOR"), "the image as a data URI")
        #expect(svg.contains("<text") && svg.contains(">Hello</tspan>"), "the text as text")
        if let dir = ProcessInfo.processInfo.environment["INKSTONE_SCREENSHOTS"], !dir.isEmpty {
            // To look at: what other apps get.
            try? png.write(to: URL(fileURLWithPath: dir + "/clipboard-objects-offered.png"))
            try? Data(svg.utf8).write(to: URL(fileURLWithPath: dir + "/clipboard-objects-offered.svg"))
        }

        // Another Inkstone pastes all three.
        let b = try AppSession(server: server)
        // (The toolbar's swatches hold a few such pixels: counted before, to compare.)
        let empty = try #require(b.snapshot())
        let base = (red: Self.count(empty, Self.isRed), blue: Self.count(empty, Self.isBlue), ink: Self.count(empty, Self.isInk))
        #expect(base.red < 1000 && base.blue < 1000, "B starts empty")
        ClipboardEndToEndTests.ctrl(b, "v", at: (600, 380))
        b.expectPixels("the stroke, the image and the text pasted in B", timeout: 20) { snap in
            Self.count(snap, Self.isRed) > base.red + 40_000 && Self.count(snap, Self.isBlue) > base.blue + 300
                && Self.count(snap, Self.isInk) > base.ink + 1000
        }
        b.screenshot("clipboard-objects-pasted-in-b")
        ClipboardEndToEndTests.ctrl(b, "z", at: (600, 380))
        b.expectPixels("undone in one step") { Self.count($0, Self.isRed) <= base.red && Self.count($0, Self.isBlue) <= base.blue }
    }

    @Test func aPasteReachesTheJournalWithTheImagesBytesAndSurvivesKillDashNine() throws {
        let server = try Xvfb()
        let path = try Self.document()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let a = try AppSession(server: server, arguments: [path])
        a.expectPixels("A shows the image") { Self.count($0, Self.isRed) > 20_000 }
        ClipboardEndToEndTests.ctrl(a, "a")
        ClipboardEndToEndTests.ctrl(a, "c")
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-config-\(UUID().uuidString)").path
        let state = home + "/state"
        let b = try AppSession(server: server, environment: ["XDG_CONFIG_HOME": home])
        ClipboardEndToEndTests.ctrl(b, "v", at: (600, 380))
        b.expectPixels("pasted in B", timeout: 20) { Self.count($0, Self.isRed) > 40_000 }
        let picture = try Self.picture()
        b.check(waitUntil {
            Journals.files(state).filter { $0.hasSuffix(".journal") }.contains { name in
                guard let replay = try? JournalReplay(contentsOf: Journals.folder(state) + "/" + name), let doc = replay.document,
                      let page = doc.pages.first, let image = page.images.first else { return false }
                return doc.images[image.key] == picture && page.texts.map(\.text) == ["Hello"] && page.strokes.count == 1
            }
        }, "the paste never reached the journal with the image's bytes")
        kill(b.app.pid, SIGKILL)
        b.check(waitUntilEnded(b.app.pid), "the app did not end")
        let next = try AppSession(server: server, environment: ["XDG_CONFIG_HOME": home])
        next.expectPixels("the recovery prompt") { Journals.showsPrompt($0) }
        next.client.click(next.window, Journals.recover.x, Journals.recover.y)
        next.expectPixels("recovered: the image, the text and the stroke", timeout: 20) { snap in
            Self.count(snap, Self.isRed) > 40_000 && Self.count(snap, Self.isBlue) > 300
        }
        next.screenshot("clipboard-objects-recovered")
    }
}
