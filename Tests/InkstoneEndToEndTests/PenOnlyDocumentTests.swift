import Foundation
import InkDocument
import InkGeometry
import InkInterface
import InkTestSupport
import Testing

/// Issue 16's pen-only script on the pen rig, with no key event at all: the marking menu's
/// document ring opens a 3-page PDF through the app's own chooser (pen taps), the go-to-page pad
/// (from the status bar's Document menu) shows page 3, fit page zooms to it, the pen draws on it, the ring saves (the chooser's Save
/// tapped) and exports; the saved document and the exported page hold the ink.
@Suite struct PenOnlyDocumentTests {
    static let window = MarkingMenuEndToEndTests.window
    static var canvas: Rect { MarkingMenuEndToEndTests.canvas }
    static let pen = Point(600, 450)

    /// Opens the marking menu with the upper button at `pen`, then taps Document: the document
    /// ring opens around the pen.
    static func openDocumentRing(_ rig: PenRig, _ s: AppSession) throws -> MarkingMenu {
        s.waitForAck(afterRig: rig, .stylus, ["in", HoverTests.hover(pen.x, pen.y), "down 3", "up 3"])
        let main = MarkingMenu.shown(pen: pen, rightHanded: true, within: canvas)
        let document = try #require(main.slots.first { $0.item == .document })
        s.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(document.center.x, document.center.y))
        return MarkingMenu.shown(ring: .document, pen: pen, rightHanded: true, within: canvas)
    }

    /// A flick from the pen toward `item` of the open ring (a mark, not a tap on it).
    static func flick(_ rig: PenRig, _ s: AppSession, toward item: MenuItem, in ring: MarkingMenu) throws {
        let end = try MarkingMenuEndToEndTests.flickEnd(ring, toward: item, from: pen, length: 70)
        s.waitForAck(afterRig: rig, .stylus, PenRig.stroke(from: (pen.x, pen.y), to: (end.x, end.y), pressure: 0.5, steps: 8))
    }

    static func tap(_ rig: PenRig, _ s: AppSession, _ r: Rect?) throws {
        let r = try #require(r)
        s.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(r.center.x, r.center.y))
    }

    @Test func openGoToPage3FitPageDrawSaveAndExportWithThePenAlone() throws {
        let scratch = try ExportCommandTests.Scratch()
        let paper = scratch.path + "/paper.pdf"
        try #require(TestPDF.write(to: paper, pages: [(612, 792), (612, 792), (612, 792)]))
        _ = try scratch.mkdir("config")
        // Where page 3 lies once the app has gone to it and fitted it (the engine's own layout).
        var model = Editor(document: try DocumentImport.document(from: [paper], pdf: .poppler), windowSize: Self.window)
        _ = model.showStart()
        _ = model.run(.goToPage(2))
        _ = model.run(.zoom(.fitPage))
        let page3 = model.toWindow(Rect(x: 0, y: 0, width: 612, height: 792), page: 2)
        #expect(model.currentPage == 2 && Self.canvas.covers(page3))

        let rig = try PenRig()
        let s = try AppSession(server: rig, environment: ["HOME": scratch.path, "XDG_CONFIG_HOME": scratch.path + "/config"])
        // Open: ring → Document → a flick toward Open → the chooser, a row tapped twice.
        var ring = try Self.openDocumentRing(rig, s)
        s.screenshot("document-ring")
        try Self.flick(rig, s, toward: .open, in: ring)
        let chooser = FileChooser(mode: .open, folder: scratch.path)
        let layout = ChooserLayout(chooser, window: Self.window)
        let index = try #require(chooser.entries.firstIndex { $0.name == "paper.pdf" })
        s.expectPixels("the chooser") { $0.pixel(Int(layout.frame.minX) + 30, Int(layout.frame.minY) + 30) != paperWhite }
        try Self.tap(rig, s, layout.frame(of: .row(index)))
        try Self.tap(rig, s, layout.frame(of: .row(index)))
        let page1 = DocumentTests.pageFrame(0, of: try DocumentImport.document(from: [paper], pdf: .poppler))
        s.expectPixels("page 1 of the PDF") { $0.isDark(Int(page1.minX) + 80, Int(page1.minY) + 48) }
        s.check(waitUntil { s.client.utf8Property(s.window, "_NET_WM_NAME") == "paper.pdf — Inkstone" }, "title")

        // Go to page 3: the status bar's Document button → Go to page… → 3 → OK on the pad.
        let button = try #require(ToolbarGeometry.frame(of: .documentMenu))
        try Self.tap(rig, s, button)
        let list = DocumentMenu(button: button, rightHanded: true, within: Self.canvas)
        s.screenshot("document-menu")
        try Self.tap(rig, s, list.frame(of: .item(.goToPage)))
        let pad = ValuePad(.page(count: 3), value: 1, anchor: button.center, rightHanded: true, within: Self.canvas)
        s.expectPixels("the page pad's OK") { close($0.pixel(Int(pad.frame(of: .ok)?.minX ?? 0) + 6, Int(pad.frame(of: .ok)?.center.y ?? 0)), 0x2f6fe4, tolerance: 8) }
        try Self.tap(rig, s, pad.frame(of: .digit(3)))
        s.screenshot("page-pad")
        try Self.tap(rig, s, pad.frame(of: .ok))

        // Fit page: ring → Document → a flick toward Fit page; page 3's black bar shows where the engine puts it.
        ring = try Self.openDocumentRing(rig, s)
        try Self.flick(rig, s, toward: .zoom(.fitPage), in: ring)
        let bar = Point(page3.minX + 96 * page3.width / 612, page3.minY + 48 * page3.height / 792)
        s.expectPixels("page 3 fitted: its bar at \(bar)") { $0.isDark(Int(bar.x), Int(bar.y)) && !$0.isDark(Int(bar.x), Int(page3.minY) - 6) }
        s.screenshot("fit-page")

        // Draw across page 3, three quarters down (clear of the PDF's own marks).
        let y = page3.minY + page3.height * 0.75
        let a = (page3.minX + page3.width * 0.25, y), b = (page3.minX + page3.width * 0.75, y)
        rig.send(.stylus, PenRig.stroke(from: a, to: b, pressure: 1))
        s.expectPixels("the stroke on page 3") { $0.isDark(Int(page3.center.x), Int(y)) }

        // Save: ring → Document → Save → the chooser's Save (the suggested name) tapped.
        ring = try Self.openDocumentRing(rig, s)
        try Self.flick(rig, s, toward: .save, in: ring)
        let saveLayout = ChooserLayout(FileChooser(mode: .save, folder: scratch.path, name: "paper.inkstone"), window: Self.window)
        let field = try #require(saveLayout.nameField)
        s.expectPixels("the save chooser") { $0.pixel(Int(field.maxX) - 20, Int(field.minY) + 6) == paperWhite && $0.pixel(Int(saveLayout.frame.minX) - 20, 300) != paperWhite }
        try Self.tap(rig, s, saveLayout.frame(of: .confirm))
        let saved = scratch.path + "/paper.inkstone"
        s.check(waitUntil { s.client.utf8Property(s.window, "_NET_WM_NAME") == "paper.inkstone — Inkstone" }, "saved: title")

        // Export: ring → Document → Export: the pages as PNGs in "paper pages".
        ring = try Self.openDocumentRing(rig, s)
        try Self.flick(rig, s, toward: .export, in: ring)
        let folder = scratch.path + "/paper pages"
        s.check(waitUntil { ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".png") }.count == 3 },
                "exported: \((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])")

        // The saved document: three pages, the one stroke on page 3, across its width's middle half.
        let document = try DocumentFile.load(from: URL(fileURLWithPath: saved))
        #expect(document.pages.count == 3)
        #expect(document.pages.map(\.strokes.count) == [0, 0, 1])
        if let stroke = document.pages[2].strokes.first {
            #expect(abs(stroke.bounds.center.y - 792 * 0.75) < 12 && abs(stroke.bounds.center.x - 306) < 12 && stroke.bounds.width > 250,
                    "\(stroke.bounds)")
        }
        // The exported page 3 has the ink three quarters down; page 2 has none there.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
        let third = try ExportCommandTests.Pixels(png: folder + "/" + names[2]), second = try ExportCommandTests.Pixels(png: folder + "/" + names[1])
        func darkAcross(_ p: ExportCommandTests.Pixels) -> Int {
            let row = Int(Double(p.height) * 0.75)
            return (p.width / 3..<2 * p.width / 3).filter { x in
                (max(0, row - 4)...min(p.height - 1, row + 4)).contains { y in
                    let v = p.values[y * p.width + x]
                    return (v >> 16) & 0xff < 0x80 && (v >> 8) & 0xff < 0x80 && v & 0xff < 0x80
                }
            }.count
        }
        #expect(darkAcross(third) > third.width / 3 - 4, "the ink in the exported page 3")
        #expect(darkAcross(second) == 0, "nothing on page 2")
    }
}
