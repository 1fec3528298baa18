import Foundation
import InkDocument
import InkGeometry
import InkInterface
import InkTestSupport
import Testing

/// The page overview's page edits end to end: a blank page added and deleted with the pen
/// (the thumbnails follow), and a page move that the journal keeps through a crash.
@Suite struct PageOverviewEditTests {
    @Test func addAndDeleteAPageWithThePen() throws {
        let rig = try PenRig()
        let (folder, paths) = try PageOverviewTests.pages(count: 3)
        defer { withExtendedLifetime(folder) {} }
        let window = Size(1024, 720)
        var e = try PageOverviewTests.editor(paths, window: window)
        let s = try PageOverviewTests.session(rig, paths, window: window)
        var layout = try PageOverviewTests.open(&e, rig, s)
        s.expectPixels("three thumbnails") { PageOverviewTests.shows([0, 1, 2], layout, $0) }
        let add = try #require(layout.frame(of: .addPage)).center
        rig.send(.stylus, PenRigTests.tap(add.x, add.y))
        // The new page's thumbnail (paper white) after page 1, in a layout of four pages.
        let three = layout
        layout = OverviewLayout(canvas: e.canvasFrame, sizes: Array(repeating: Size(600, 400), count: 4), scroll: 0, toolbarOnLeft: true)
        let blank = layout.thumbnailFrame(1).center
        s.expectPixels("a blank page after page 1, then pages 2 and 3") { snap in
            close(snap.pixel(Int(blank.x), Int(blank.y)), paperWhite, tolerance: 4)
                && close(snap.pixel(Int(layout.thumbnailFrame(2).center.x), Int(layout.thumbnailFrame(2).center.y)), PageOverviewTests.colours[1], tolerance: 12)
        }
        s.screenshot("overview-added")
        // Delete takes the selected page (the new one) away again.
        let delete = try #require(layout.frame(of: .deletePage)).center
        rig.send(.stylus, PenRigTests.tap(delete.x, delete.y))
        s.expectPixels("pages 1 to 3 again, no fourth") { snap in
            PageOverviewTests.shows([0, 1, 2], three, snap)
                && !close(snap.pixel(Int(layout.thumbnailFrame(3).center.x), Int(layout.thumbnailFrame(3).center.y)), PageOverviewTests.colours[2], tolerance: 12)
        }
    }

    @Test func aMovedPageIsRecoveredAfterACrash() throws {
        let rig = try PenRig()
        let (folder, paths) = try PageOverviewTests.pages()
        defer { withExtendedLifetime(folder) {} }
        let window = Size(1024, 720)
        var e = try PageOverviewTests.editor(paths, window: window)
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-config-\(UUID().uuidString)").path
        let s = try AppSession(server: rig, arguments: paths, environment: ["XDG_CONFIG_HOME": home])
        let state = home + "/state"
        let layout = try PageOverviewTests.open(&e, rig, s)
        s.expectPixels("the thumbnails") { PageOverviewTests.shows([0, 1, 2, 3, 4], layout, $0) }
        // Page 1 dragged after page 2.
        let from = layout.thumbnailFrame(0).center, box = layout.boxFrame(1)
        rig.send(.stylus, PenRig.stroke(from: (from.x, from.y), to: (box.maxX - 12, box.center.y), pressure: 0.5, steps: 20))
        s.expectPixels("page 1 moved after page 2") { PageOverviewTests.shows([1, 0, 2, 3, 4], layout, $0) }
        let original = e.document.pages.map(\.imageKey)
        let moved = [original[1], original[0]] + original[2...]
        s.check(waitUntil {
            Journals.files(state).filter { $0.hasSuffix(".journal") }.contains { name in
                (try? JournalReplay(contentsOf: Journals.folder(state) + "/" + name))?.document?.pages.map(\.imageKey) == moved
            }
        }, "the move never reached the journal")
        kill(s.app.pid, SIGKILL)
        s.check(waitUntilEnded(s.app.pid), "the app did not end")
        let next = try AppSession(environment: ["XDG_CONFIG_HOME": home])
        next.expectPixels("the recovery prompt") { Journals.showsPrompt($0) }
        next.client.click(next.window, Journals.recover.x, Journals.recover.y)
        // The recovered document starts with the page that was second.
        let top = Point(e.canvasFrame.center.x, e.canvasFrame.minY + 40)
        next.expectPixels("page 2's colour first after recovery") { close($0.pixel(Int(top.x), Int(top.y)), PageOverviewTests.colours[1], tolerance: 12) }
        _ = s.app.wait(timeout: 5)
    }
}
