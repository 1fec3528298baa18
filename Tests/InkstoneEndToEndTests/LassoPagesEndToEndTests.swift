import Foundation
import InkDocument
import InkGeometry
import InkInterface
import InkTestSupport
import Testing

/// A selection moved across pages on the pen rig (issue 17): a line on the first of two
/// image pages, selected with a rectangle drag, dragged by the pen onto the second page: its
/// pixels move there; Ctrl+Z puts it back on the first page in one step, Ctrl+Shift+Z moves
/// it again; the journal holds the move, and after kill -9 the recovered document has the
/// line on the second page.
@Suite struct LassoPagesEndToEndTests {
    @Test func aLineDraggedOntoTheNextPageMovesThereUndoesInOneStepAndIsRecovered() throws {
        let rig = try PenRig()
        let pages = try TwoPages(rig)
        let (s, state, at) = (pages.session, pages.state, pages.at)
        #expect(pages.editor.canvasFrame.contains(at(1, 600, 150)), "both pages are in view")
        let a = at(0, 150, 110), b = at(0, 450, 110), mid = at(0, 300, 110)
        rig.send(.stylus, PenRig.stroke(from: (a.x, a.y), to: (b.x, b.y), pressure: 0.6, leave: true))
        s.expectPixels("a line on page 1") { $0.isDark(Int(mid.x), Int(mid.y)) }
        let lasso = try #require(ToolbarGeometry.frame(of: .tool(.lasso)))
        s.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(lasso.center.x, lasso.center.y))
        let corner0 = at(0, 100, 80), corner1 = at(0, 500, 140)
        s.waitForAck(afterRig: rig, .stylus, LassoEndToEndTests.path([(corner0.x, corner0.y), (corner1.x, corner1.y)]))
        s.expectPixels("the line selected") { LassoEndToEndTests.blueNear($0, Point(a.x - 8, a.y)) }
        // Dragged from its middle to page 2's y 60.
        let target = at(1, 300, 60)
        s.waitForAck(afterRig: rig, .stylus, LassoEndToEndTests.path([(mid.x, mid.y), (mid.x, (mid.y + target.y) / 2), (target.x, target.y)]))
        let page1 = PageOverviewTests.colours[0], page2 = PageOverviewTests.colours[1]
        let moved: (Snapshot) -> Bool = { snap in
            snap.isDark(Int(target.x), Int(target.y)) && close(snap.pixel(Int(mid.x), Int(mid.y)), page1, tolerance: 12)
        }
        let back: (Snapshot) -> Bool = { snap in
            snap.isDark(Int(mid.x), Int(mid.y)) && close(snap.pixel(Int(target.x), Int(target.y)), page2, tolerance: 12)
        }
        s.expectPixels("the line on page 2, page 1 bare", moved)
        s.screenshot("lasso-moved-across-pages")
        s.client.move(s.window, 900, 650)   // keyboard focus follows the pointer (no window manager)
        s.client.key("z", with: ["Control_L"])
        s.expectPixels("one Ctrl+Z: the line back on page 1", back)
        s.client.key("z", with: ["Control_L", "Shift_L"])
        s.expectPixels("Ctrl+Shift+Z: on page 2 again", moved)
        s.check(waitUntil {
            Journals.files(state).filter { $0.hasSuffix(".journal") }.contains { name in
                let doc = (try? JournalReplay(contentsOf: Journals.folder(state) + "/" + name))?.document
                return doc?.pages.map(\.strokes.count) == [0, 1]
            }
        }, "the move never reached the journal")
        kill(s.app.pid, SIGKILL)
        s.check(waitUntilEnded(s.app.pid), "the app did not end")
        let next = try AppSession(environment: ["XDG_CONFIG_HOME": pages.home])
        next.expectPixels("the recovery prompt") { Journals.showsPrompt($0) }
        next.client.click(next.window, Journals.recover.x, Journals.recover.y)
        next.expectPixels("recovered: the line on page 2", moved)
        _ = s.app.wait(timeout: 5)
        withExtendedLifetime(pages) {}
    }

    /// Two 600x150 image pages (each one colour, `PageOverviewTests.colours`) opened in the
    /// app at 1024x720 on the rig's server, and where page points show in its window.
    struct TwoPages {
        let folder: TemporaryFolder
        let editor: Editor
        let session: AppSession
        /// The app's configuration home, and the state folder (journals) in it.
        let home: String
        var state: String { home + "/state" }

        init(_ rig: PenRig) throws {
            let folder = try TemporaryFolder("two-pages")
            let paths = (0..<2).map { i in
                let path = folder.url.appendingPathComponent("page\(i + 1).png").path
                ModeIndicatorTests.flatPage(path, width: 600, height: 150, rgb: PageOverviewTests.colours[i])
                return path
            }
            self.folder = folder
            editor = try PageOverviewTests.editor(paths, window: Size(1024, 720))
            home = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-config-\(UUID().uuidString)").path
            session = try AppSession(server: rig, arguments: ["--geometry", "1024x720"] + paths, environment: ["XDG_CONFIG_HOME": home])
        }

        /// Where page `page`'s point (x, y) shows in the window.
        func at(_ page: Int, _ x: Double, _ y: Double) -> Point { editor.viewport.toWindow(Point(x, y) + editor.layout.origin(of: page)) }
    }
}
