import Foundation
import InkGeometry
import InkInterface
import Testing

/// The document ring, the Document menu and the zoom pad by their pixels, for both hands, in the
/// default window and at 400x300: the ring opened with the pen from the marking menu, the menu
/// from the status bar's Document button, every item whole inside the canvas; the zoom pad too.
@Suite struct DocumentRingPixelTests {
    @Test(arguments: [("right", "1024x720"), ("left", "1024x720"), ("right", "400x300"), ("left", "400x300")])
    func theRingAndTheZoomPadShowWholeInsideTheCanvas(hand: String, geometry: String) throws {
        let parts = geometry.split(separator: "x").compactMap { Double($0) }
        let size = Size(parts[0], parts[1])
        let rightHanded = hand == "right"
        let rig = try PenRig()
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-config-\(UUID().uuidString)").path
        let set = try runInkstone(["prefs", "set", "handedness", hand], environment: testEnvironment(configHome: home))
        #expect(set.status == 0, "prefs set handedness: \(set.output)")
        let app = try AppSession(server: rig, arguments: ["--geometry", geometry], environment: ["XDG_CONFIG_HOME": home])
        let bar = ToolbarLayout(windowSize: size, side: rightHanded ? .left : .right, compact: ToolbarLayout.isCompact(size))
        let canvas = bar.canvasFrame(windowSize: size)
        // From the marking menu: the upper button at the pen, then Document.
        let pen = Point(canvas.center.x + (rightHanded ? 40 : -40), canvas.center.y + 40)
        // The first frame is up before the pen comes.
        app.expectPixels("the status bar") { close($0.pixel(Int(size.width / 2), Int(size.height) - 3), 0xf3f3f6, tolerance: 2) }
        rig.send(.stylus, ["in", HoverTests.hover(pen.x, pen.y), "down 3", "up 3"])
        let main = MarkingMenu.shown(pen: pen, rightHanded: rightHanded, within: canvas)
        app.expectPixels("the marking menu") { MarkingMenuEndToEndTests.shows(main, $0) }
        app.screenshot("marking-menu-\(hand)-\(geometry)")
        let item = try #require(main.slots.first { $0.item == .document })
        app.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(item.center.x, item.center.y))
        // Inside the canvas, or at 400x300 over the status bar too (a 260 px canvas is too short for ten items).
        let ring = MarkingMenu.shownFitting(ring: .document, pen: pen, rightHanded: rightHanded, canvas: canvas, statusBar: bar.statusBar)
        try Self.expectWhole(ring, inside: canvas.union(bar.statusBar), app)
        app.screenshot("document-ring-\(hand)-\(geometry)")
        // Closed by a tap outside it, then opened from the status bar's Document button.
        rig.send(.stylus, PenRigTests.tap(ring.center.x, ring.center.y))
        let button = try #require(bar.frame(of: .documentMenu))
        app.expectPixels("the ring closed") { snap in ring.slots.allSatisfy { snap.pixel(Int($0.center.x) + 20, Int($0.center.y)) == paperWhite } }
        app.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(button.center.x, button.center.y))
        let list = DocumentMenu(button: button, rightHanded: rightHanded, within: canvas)
        #expect(canvas.covers(list.frame), "the Document menu at \(list.frame)")
        app.expectPixels("the Document menu, an icon on each row") { snap in
            list.rows.allSatisfy { row in
                // A button sharing its line shows its icon in its middle, an entry of its own at its left.
                let x = DocumentMenu.isIconOnly(row.entry) ? row.frame.center.x : row.frame.minX + 14
                return snap.any(near: Int(x), Int(row.frame.center.y), radius: 8) { ($0 >> 16) & 0xff < 0xc0 }
            }
        }
        app.screenshot("document-menu-\(hand)-\(geometry)")
        // The zoom button (once the menu is closed by a tap outside it) opens the zoom pad; its OK and presets show inside the canvas.
        let outside = Point(rightHanded ? canvas.maxX - 10 : canvas.minX + 10, canvas.minY + 10)
        app.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(outside.x, outside.y))
        let zoom = try #require(bar.frame(of: .zoomLevel))
        app.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(zoom.center.x, zoom.center.y))
        let pad = ValuePad(.zoom, value: 100, anchor: zoom.center, rightHanded: rightHanded, within: canvas)
        #expect(canvas.covers(pad.frame))
        let ok = try #require(pad.frame(of: .ok))
        app.expectPixels("the zoom pad") { snap in
            close(snap.pixel(Int(ok.minX) + 6, Int(ok.center.y)), 0x2f6fe4, tolerance: 8)
                && pad.keys.allSatisfy { snap.pixel(Int($0.frame.minX) + 4, Int($0.frame.center.y)) != paperWhite }
        }
        app.screenshot("zoom-pad-\(hand)-\(geometry)")
        // Fit width from the pad: the status bar's zoom changes (its text's pixels differ).
        let before = try #require(app.snapshot())
        let fit = try #require(pad.frame(of: .preset(.fitWidth)))
        app.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(fit.center.x, fit.center.y))
        app.expectPixels("the zoom shown changed") { snap in
            (Int(zoom.minX)..<Int(zoom.maxX)).contains { x in snap.pixel(x, Int(zoom.center.y)) != before.pixel(x, Int(zoom.center.y)) }
        }
    }

    /// Waits until every item of `ring` shows, and checks each lies whole inside `canvas`.
    static func expectWhole(_ ring: MarkingMenu, inside canvas: Rect, _ s: AppSession, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(ring.slots.count == 10, sourceLocation: sourceLocation)
        s.expectPixels("the document ring", sourceLocation: sourceLocation) { MarkingMenuEndToEndTests.shows(ring, $0) }
        for slot in ring.slots {
            #expect(canvas.insetBy(-0.5).covers(slot.bounds), "\(slot.item) sticks out: \(slot.bounds)", sourceLocation: sourceLocation)
        }
    }
}
