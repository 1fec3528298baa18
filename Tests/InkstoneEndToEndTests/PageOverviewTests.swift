import Foundation
import InkDocument
import InkGeometry
import InkInterface
import InkPreferences
import InkTestSupport
import Testing

/// The page overview on the pen rig, with pages of flat colours so that pixels tell them
/// apart: the page button opens it, its thumbnails (drawn in the background) show each page,
/// a tap on one shows that page, a drag moves a page and the toolbar's undo puts it back; its
/// look for both hands and in a 400x300 window.
@Suite struct PageOverviewTests {
    /// Page colours, page 1 first.
    static let colours: [UInt32] = [0xd03030, 0x30a040, 0x3050d0, 0xe0c020, 0xa040b0]

    /// Five flat pages of 600x400 in a temporary folder (kept while the test holds it).
    static func pages(count: Int = 5) throws -> (TemporaryFolder, [String]) {
        let folder = try TemporaryFolder("overview")
        return (folder, (0..<count).map { i in
            let path = folder.url.appendingPathComponent("page\(i + 1).png").path
            ModeIndicatorTests.flatPage(path, width: 600, height: 400, rgb: colours[i % colours.count])
            return path
        })
    }

    /// The editor the app runs, rebuilt here for its geometry.
    static func editor(_ paths: [String], window: Size, rightHanded: Bool = true) throws -> Editor {
        var e = Editor(document: try DocumentImport.document(from: paths), windowSize: window)
        var prefs = Preferences()
        prefs.handedness = rightHanded ? .right : .left
        _ = e.apply(prefs)
        _ = e.showStart()
        return e
    }

    static func session(_ rig: PenRig, _ paths: [String], window: Size, hand: String = "right") throws -> AppSession {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-config-\(UUID().uuidString)").path
        let r = try runInkstone(["prefs", "set", "handedness", hand], environment: testEnvironment(configHome: home))
        #expect(r.status == 0, "\(r.output)")
        return try AppSession(server: rig, arguments: ["--geometry", "\(Int(window.width))x\(Int(window.height))"] + paths,
                              environment: ["XDG_CONFIG_HOME": home])
    }

    /// Opens the overview with a pen tap on the page button; returns its layout.
    static func open(_ e: inout Editor, _ rig: PenRig, _ s: AppSession) throws -> OverviewLayout {
        let button = try #require(e.pageButtonFrame)
        rig.send(.stylus, PenRigTests.tap(button.center.x, button.center.y))
        _ = e.toggleOverview()
        let layout = try #require(e.overviewLayout)
        return layout
    }

    /// Whether the thumbnails in `layout` show the pages in `order` (colour indices).
    static func shows(_ order: [Int], _ layout: OverviewLayout, _ snap: Snapshot) -> Bool {
        order.enumerated().allSatisfy { slot, page in
            let c = layout.thumbnailFrame(slot).center
            return close(snap.pixel(Int(c.x), Int(c.y)), colours[page], tolerance: 12)
        }
    }

    @Test func aTapOnAThumbnailShowsThatPage() throws {
        let rig = try PenRig()
        let (folder, paths) = try Self.pages()
        defer { withExtendedLifetime(folder) {} }
        let window = Size(1024, 720)
        var e = try Self.editor(paths, window: window)
        let s = try Self.session(rig, paths, window: window)
        let layout = try Self.open(&e, rig, s)
        s.expectPixels("every page's thumbnail, drawn in the background") { Self.shows([0, 1, 2, 3, 4], layout, $0) }
        s.screenshot("overview-right")
        let fourth = layout.thumbnailFrame(3).center
        rig.send(.stylus, PenRigTests.tap(fourth.x, fourth.y))
        // Page 4 at the top of the canvas, the overview gone; the page button says so.
        let top = e.canvasFrame.minY + 40, x = e.canvasFrame.center.x
        s.expectPixels("page 4 shown") { close($0.pixel(Int(x), Int(top)), Self.colours[3], tolerance: 12) }
        s.screenshot("overview-went-to-page-4")
    }

    @Test func dragAThumbnailToMoveItsPageThenUndo() throws {
        let rig = try PenRig()
        let (folder, paths) = try Self.pages()
        defer { withExtendedLifetime(folder) {} }
        let window = Size(1024, 720)
        var e = try Self.editor(paths, window: window)
        let s = try Self.session(rig, paths, window: window)
        let layout = try Self.open(&e, rig, s)
        s.expectPixels("the thumbnails in order") { Self.shows([0, 1, 2, 3, 4], layout, $0) }
        // Page 1 dragged onto the right half of page 3: it lands after page 3.
        let from = layout.thumbnailFrame(0).center
        let box = layout.boxFrame(2)
        let to = Point(box.maxX - 12, box.center.y)
        let lines = PenRig.stroke(from: (from.x, from.y), to: (to.x, to.y), pressure: 0.5, steps: 30)
        let lift = try #require(lines.firstIndex(of: "up 1"))
        // Held over the drop place: the page follows the pen, a bar shows where it lands.
        s.waitForAck(afterRig: rig, .stylus, Array(lines[..<lift]))
        let marker = layout.insertionMarker(3)
        s.expectPixels("the drop bar after page 3") { close($0.pixel(Int(marker.center.x), Int(marker.center.y)), 0x2f6fe4, tolerance: 12) }
        s.screenshot("overview-dragging")
        rig.send(.stylus, Array(lines[lift...]))
        s.expectPixels("page 1 moved after page 3") { Self.shows([1, 2, 0, 3, 4], layout, $0) }
        s.screenshot("overview-moved")
        // The toolbar's undo, tapped with the pen, puts it back (the overview stays open).
        let undo = try #require(e.toolbar.frame(of: .undo))
        rig.send(.stylus, PenRigTests.tap(undo.center.x, undo.center.y))
        s.expectPixels("the move undone") { Self.shows([0, 1, 2, 3, 4], layout, $0) }
    }

    @Test(arguments: [("right", Size(1024, 720)), ("left", Size(1024, 720)), ("right", Size(400, 300)), ("left", Size(400, 300))])
    func theOverviewsLook(hand: String, window: Size) throws {
        let rig = try PenRig()
        let (folder, paths) = try Self.pages()
        defer { withExtendedLifetime(folder) {} }
        var e = try Self.editor(paths, window: window, rightHanded: hand == "right")
        let s = try Self.session(rig, paths, window: window, hand: hand)
        let layout = try Self.open(&e, rig, s)
        let visible = Array(layout.visible).filter { layout.grid.intersection(layout.thumbnailFrame($0)) == layout.thumbnailFrame($0) }
        #expect(visible.count >= 2)
        s.expectPixels("the header's buttons on the toolbar's side, the thumbnails in view") { snap in
            layout.buttons.allSatisfy { b in snap.any(near: Int(b.frame.center.x), Int(b.frame.center.y), radius: 8) { $0 == 0x34343c } }
                && visible.allSatisfy { close(snap.pixel(Int(layout.thumbnailFrame($0).center.x), Int(layout.thumbnailFrame($0).center.y)), Self.colours[$0], tolerance: 12) }
        }
        #expect(layout.buttons.allSatisfy { hand == "right" ? $0.frame.maxX < layout.header.center.x : $0.frame.minX > layout.header.center.x })
        // The selected page (page 1) is ringed in the accent colour.
        let first = layout.thumbnailFrame(0)
        s.expectPixels("page 1 ringed") { close($0.pixel(Int(first.center.x), Int(first.minY) - 3), 0x2f6fe4, tolerance: 12) }
        s.screenshot("overview-\(hand)-\(Int(window.width))x\(Int(window.height))")
    }
}
