import Foundation
import InkGeometry
import InkInterface
import InkRender
import InkTestSupport
import Testing

/// What the app remembers across a restart, with the real binary: the tool, colour and width
/// picked (the toolbar shows them again and the same line comes out the same), the page and
/// zoom a document was left at, and a broken state file said once on stderr, never a crash.
@Suite struct RestartTests {
    static let window = Size(1024, 720)
    static var canvas: Rect { ToolbarLayout(windowSize: window).canvasFrame(windowSize: window) }

    /// The pixels of a window area, row by row.
    static func pixels(_ snap: Snapshot, _ r: Rect) -> [UInt32] {
        var out: [UInt32] = []
        for y in Int(r.minY)..<Int(r.maxY) { for x in Int(r.minX)..<Int(r.maxX) { out.append(snap.pixel(x, y) & 0xffffff) } }
        return out
    }

    /// Asks the app to close, answers "Don't Save" if it asks, and waits for it to end.
    static func quit(_ s: AppSession, unsaved: Bool) {
        s.client.requestClose(s.window)
        if unsaved {
            let prompt = Prompt(topic: .closeUnsaved, message: "", choices: ["Save", "Don't Save", "Cancel"], escapeChoice: 2)
            let frames = prompt.choiceFrames(in: canvas, measure: PangoTextMeasure.shared)
            s.expectPixels("the question") { close($0.pixel(Int(frames[0].center.x) - 30, Int(frames[0].center.y)), 0x2f6fe4, tolerance: 20) }
            s.client.click(s.window, frames[1].center.x, frames[1].center.y)
        }
        #expect(s.app.wait(timeout: 10) == 0)
    }

    /// The area's pixels once they stop changing and the canvas shows a PDF page's text (its
    /// pages are drawn in the background).
    static func settled(_ s: AppSession, _ area: Rect) -> [UInt32] {
        var now: [UInt32] = [], previous: [UInt32] = [1]
        s.check(waitUntil(timeout: 15) {
            guard let snap = s.snapshot() else { return false }
            now = pixels(snap, area)
            defer { previous = now }
            return now == previous && pixels(snap, canvas.insetBy(2)).contains { $0 & 0xff < 0x60 }
        }, "the view never settled")
        return now
    }

    /// How many pixels are not paper, and their mean colour.
    static func ink(_ pixels: [UInt32]) -> (count: Int, red: Int, green: Int, blue: Int) {
        let ink = pixels.filter { $0 != paperWhite }
        guard !ink.isEmpty else { return (0, 0, 0, 0) }
        func mean(_ shift: UInt32) -> Int { ink.reduce(0) { $0 + Int(($1 >> shift) & 0xff) } / ink.count }
        return (ink.count, mean(16), mean(8), mean(0))
    }

    @Test func theToolColourAndWidthPickedComeBackAfterARestart() throws {
        let scratch = try ExportCommandTests.Scratch()
        let env = ["XDG_STATE_HOME": scratch.path + "/state"]
        let undo = try #require(ToolbarGeometry.frame(of: .undo))
        // The tools, colours and widths (undo's state differs: the first run drew).
        let bar = Rect(x: 0, y: 0, width: ToolbarLayout.width, height: undo.minY - 2)
        let line = DrawingTests.line(300, 300, 700, 360)
        let inkArea = Rect(x: 280, y: 280, width: 440, height: 100)

        let first = try AppSession(environment: env)
        let freshBar = try #require(first.snapshot().map { Self.pixels($0, bar) })
        for item in [ToolbarItem.tool(.pencil), .color(3), .width(2)] {
            let f = try #require(ToolbarGeometry.frame(of: item))
            first.client.click(first.window, f.center.x, f.center.y)
        }
        first.client.drag(first.window, through: line)
        first.client.move(first.window, 800, 600)
        first.waitForAck()
        guard let picked = first.expectPixels("the pencil's line", { snap in (300..<700).contains { x in snap.pixel(x, 300 + (x - 300) * 60 / 400) & 0xffffff != paperWhite } }) else { return }
        first.screenshot("restart-before")
        let pickedBar = Self.pixels(picked, bar), pickedInk = Self.pixels(picked, inkArea)
        #expect(pickedBar != freshBar, "the toolbar shows the choice")
        Self.quit(first, unsaved: true)

        let second = try AppSession(environment: env)
        second.expectPixels("the toolbar shows the pencil, the colour and the width again") { Self.pixels($0, bar) == pickedBar }
        second.client.drag(second.window, through: line)
        second.client.move(second.window, 800, 600)
        second.waitForAck()
        let before = Self.ink(pickedInk)
        #expect(before.count > 400)
        second.expectPixels("the same line, in the same colour and width") { snap in
            let after = Self.ink(Self.pixels(snap, inkArea))
            return abs(after.count - before.count) < before.count / 8 && abs(after.red - before.red) < 16
                && abs(after.green - before.green) < 16 && abs(after.blue - before.blue) < 16
        }
        second.screenshot("restart-after")
    }

    /// The pen keeps its own tool across a restart (G5): picked with the pen on the rig, its
    /// hover preview and the toolbar come back the same, while the mouse keeps the pen.
    @Test func thePensOwnToolComesBackOnTheRig() throws {
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
        first.screenshot("restart-pen-before")
        let pickedBar = Self.pixels(picked, bar), pickedPreview = Self.pixels(picked, preview)
        rig.send(.stylus, "out")
        Self.quit(first, unsaved: false)

        let second = try AppSession(server: first.server, environment: env)
        rig.send(.stylus, "in", HoverTests.hover(500, 300))
        second.expectPixels("the same preview and toolbar") { Self.pixels($0, preview) == pickedPreview && Self.pixels($0, bar) == pickedBar }
        second.screenshot("restart-pen-after")
        // The mouse never picked anything: it draws with the pen.
        rig.send(.stylus, "out")
        second.client.drag(second.window, through: DrawingTests.line(300, 500, 600, 500))
        second.expectPixels("the mouse's black ink") { $0.isDark(450, 500) }
    }

    @Test func aDocumentOpensAgainOnItsPageAtItsZoom() throws {
        let scratch = try ExportCommandTests.Scratch()
        let pdf = scratch.path + "/five.pdf"
        #expect(TestPDF.write(to: pdf, pages: Array(repeating: (width: 420.0, height: 300.0), count: 5)))
        let env = ["XDG_STATE_HOME": scratch.path + "/state"]
        let area = Rect(x: Self.canvas.minX, y: 0, width: Self.canvas.width, height: Double(Self.window.height))

        let first = try AppSession(arguments: [pdf], environment: env)
        let home = Self.settled(first, area)
        first.client.key("Next")
        first.client.key("Next")
        first.client.key("equal", with: ["Control_L"])
        first.waitForAck()
        let left = Self.settled(first, area)
        first.screenshot("restart-page3-before")
        #expect(left != home, "the view moved")
        Self.quit(first, unsaved: false)

        let second = try AppSession(arguments: [pdf], environment: env)
        second.expectPixels("page 3 at the same zoom and scroll, the status bar saying so", timeout: 15) { Self.pixels($0, area) == left }
        second.screenshot("restart-page3-after")

        // Another document starts at its start.
        let other = scratch.path + "/other.pdf"
        #expect(TestPDF.write(to: other, pages: Array(repeating: (width: 420.0, height: 300.0), count: 5)))
        Self.quit(second, unsaved: false)
        let third = try AppSession(arguments: [other], environment: env)
        third.expectPixels("the other document at its start", timeout: 15) { Self.pixels($0, area) == home }
    }

    @Test func aBrokenStateFileIsSaidOnceAndReplaced() throws {
        let scratch = try ExportCommandTests.Scratch()
        let folder = scratch.path + "/state/inkstone"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("{\"devices\": [1, 2".utf8).write(to: URL(fileURLWithPath: folder + "/state.json"))
        let s = try AppSession(environment: ["XDG_STATE_HOME": scratch.path + "/state"])
        s.check(waitUntil { s.log.contains("state.json") }, "nothing said on stderr")
        let said = s.log.components(separatedBy: "state.json").count - 1
        s.check(said == 1 && s.log.contains("starts without them"), "said \(said) times: \(s.log)")
        // The app works: a line draws.
        s.client.drag(s.window, through: DrawingTests.line(300, 500, 600, 500))
        s.expectPixels("a line") { $0.isDark(450, 500) }
        Self.quit(s, unsaved: true)
        let text = try Data(contentsOf: URL(fileURLWithPath: folder + "/state.json"))
        let state = try JSONDecoder().decode(RememberedState.self, from: text)
        #expect(state.hintDismissed, "drawing dismissed the hint, and the file was replaced")
    }
}
