import Foundation
import InkGeometry
import InkInterface
import InkTestSupport
import InkWorkflow
import Testing

/// Issue 16: the remembered state is written as it changes, so a `kill -9` keeps it. On the pen
/// rig the pen picks the highlighter, a colour and a width; once state.json holds them (the file
/// polled, no fixed sleep) the app is killed with SIGKILL; the next start shows the same toolbar
/// and the same hover preview.
@Suite struct RememberedKillTests {
    @Test func aKilledAppKeepsThePensTool() throws {
        let scratch = try ExportCommandTests.Scratch()
        let env = ["XDG_STATE_HOME": scratch.path + "/state"]
        let undo = try #require(ToolbarGeometry.frame(of: .undo))
        let bar = Rect(x: 0, y: 0, width: ToolbarLayout.width, height: undo.minY - 2)
        let preview = Rect(x: 440, y: 240, width: 120, height: 120)
        let rig = try PenRig()
        let first = try AppSession(server: rig, environment: env)
        for item in [ToolbarItem.tool(.highlighter), .color(2), .width(2)] {
            let f = try #require(ToolbarGeometry.frame(of: item))
            first.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(f.center.x, f.center.y))
        }
        rig.send(.stylus, HoverTests.hover(500, 300))
        guard let picked = first.expectPixels("the highlighter's preview", { !HoverTests.previewShows($0, 500, 300) && $0.pixel(500, 300) & 0xffffff != paperWhite }) else { return }
        let pickedBar = RestartTests.pixels(picked, bar), pickedPreview = RestartTests.pixels(picked, preview)
        let file = StateFile(url: URL(fileURLWithPath: scratch.path + "/state/inkstone/state.json"))
        let width = Palette.standard.widths(for: .highlighter)[2]
        first.check(waitUntil {
            let pen = file.load().state.devices["pen"]
            return pen?.tool == "highlighter" && pen?.colors["highlighter"] == 2 && pen?.widths["highlighter"] == width
        },
                    "state.json never held the highlighter: \(file.load().state.devices)")
        kill(first.app.pid, SIGKILL)
        _ = first.app.wait(timeout: 10)
        rig.send(.stylus, "out")

        let second = try AppSession(server: first.server, environment: env)
        rig.send(.stylus, "in", HoverTests.hover(500, 300))
        second.expectPixels("the same preview and toolbar") { RestartTests.pixels($0, preview) == pickedPreview && RestartTests.pixels($0, bar) == pickedBar }
        second.screenshot("remembered-after-kill")
    }
}
