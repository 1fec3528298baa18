import Foundation
import InkGeometry
import InkInterface
import InkRender
import InkTestSupport
import Testing

/// The first start and the toolbar's tooltips, with the real binary: the hint on an empty
/// canvas (both hands, the smallest window), dismissed by its close control or by drawing and
/// gone for good after a restart; a tooltip beside a control hovered by the mouse or the pen,
/// which never changes the tool; `--help` lists every key of the app's own table.
@Suite struct FirstStartTests {
    static func hint(_ window: Size, rightHanded: Bool = true) -> FirstStartHint {
        let bar = ToolbarLayout(windowSize: window, side: rightHanded ? .left : .right, compact: ToolbarLayout.isCompact(window))
        return FirstStartHint(canvas: bar.canvasFrame(windowSize: window), measure: PangoTextMeasure.shared)
    }

    /// Whether the hint shows: its title's dark letters and the dark × of its close control.
    static func showsHint(_ snap: Snapshot, _ hint: FirstStartHint) -> Bool {
        let title = Rect(x: hint.frame.minX + 12, y: hint.frame.minY + 8, width: 150, height: 30)
        let letters = (Int(title.minY)..<Int(title.maxY)).reduce(0) { n, y in
            n + snap.count(row: y, from: Int(title.minX), to: Int(title.maxX)) { $0 & 0xff < 0x80 }
        }
        let c = hint.closeFrame.center
        return letters > 40 && snap.any(near: Int(c.x), Int(c.y), radius: 2) { $0 & 0xff < 0xa0 }
    }

    /// Whether the hint's area is all paper (no card, no letters).
    static func hintGone(_ snap: Snapshot, _ hint: FirstStartHint, except ink: Rect = .empty) -> Bool {
        let f = hint.frame.insetBy(-4)
        for y in Int(f.minY)..<Int(f.maxY) where !(Double(y) >= ink.minY && Double(y) <= ink.maxY) {
            if snap.count(row: y, from: Int(f.minX), to: Int(f.maxX), { $0 & 0xffffff != paperWhite }) > 0 { return false }
        }
        return true
    }

    @Test(arguments: [(1024, 720, true), (400, 300, true), (400, 300, false), (1024, 720, false)])
    func theHintShowsAtTheFirstStartAndItsCloseControlDismissesItForGood(width: Int, height: Int, rightHanded: Bool) throws {
        let scratch = try ExportCommandTests.Scratch()
        let env = ["XDG_STATE_HOME": scratch.path + "/state", "XDG_CONFIG_HOME": scratch.path + "/config"]
        let size = Size(Double(width), Double(height))
        // (Each session takes its config folder away at its end: the hand is set before each.)
        func chooseHand() throws {
            guard !rightHanded else { return }
            try FileManager.default.createDirectory(atPath: scratch.path + "/config/inkstone", withIntermediateDirectories: true)
            try Data(#"{"version": 1, "handedness": "left"}"#.utf8).write(to: URL(fileURLWithPath: scratch.path + "/config/inkstone/preferences.json"))
        }
        try chooseHand()
        let hint = Self.hint(size, rightHanded: rightHanded)
        let name = "first-start-hint-\(width)x\(height)-\(rightHanded ? "right" : "left")"
        do {
            let s = try AppSession(arguments: ["--geometry", "\(width)x\(height)"], environment: env, firstStart: true)
            s.expectPixels("the hint") { Self.showsHint($0, hint) }
            s.screenshot(name)
            s.client.click(s.window, hint.closeFrame.center.x, hint.closeFrame.center.y)
            s.expectPixels("the hint gone, nothing drawn") { Self.hintGone($0, hint) }
            s.client.requestClose(s.window)
            #expect(s.app.wait(timeout: 10) == 0)
        }
        try chooseHand()
        let again = try AppSession(arguments: ["--geometry", "\(width)x\(height)"], environment: env, firstStart: true)
        // (At 300 px high the harness's first-frame check looks below the window: wait for the bar here.)
        again.expectPixels("the toolbar") { $0.pixel(rightHanded ? 2 : width - 3, height / 2) != paperWhite }
        again.waitForAck()
        again.expectPixels("no hint after the restart") { Self.hintGone($0, hint) }
        again.screenshot(name + "-restarted")
    }

    @Test func startingToDrawDismissesTheHintAndDraws() throws {
        let scratch = try ExportCommandTests.Scratch()
        let hint = Self.hint(Size(1024, 720))
        let s = try AppSession(environment: ["XDG_STATE_HOME": scratch.path + "/state"], firstStart: true)
        s.expectPixels("the hint") { Self.showsHint($0, hint) }
        let y = hint.frame.center.y
        s.client.drag(s.window, through: DrawingTests.line(hint.frame.minX + 20, y, hint.frame.maxX - 20, y))
        let ink = Rect(x: 0, y: y - 10, width: 2000, height: 20)
        s.expectPixels("the line, and no hint around it") { $0.isDark(Int(hint.frame.center.x), Int(y)) && Self.hintGone($0, hint, except: ink) }
    }

    /// A mouse over a toolbar control shows its name and key beside it; it never picks the tool.
    @Test func aHoveredControlShowsItsTooltipAndHoveringNeverActs() throws {
        let s = try AppSession()
        let highlighter = try #require(ToolbarGeometry.frame(of: .tool(.highlighter)))
        s.client.move(s.window, highlighter.center.x, highlighter.center.y)
        let tipX = Int(ToolbarLayout.width) + 6 + 4, tipY = Int(highlighter.center.y)
        s.expectPixels("the tooltip beside the highlighter") { close($0.pixel(tipX, tipY), 0x222229, tolerance: 24) }
        s.screenshot("tooltip-highlighter")
        s.client.move(s.window, 600, 500)
        s.expectPixels("the tooltip gone") { !close($0.pixel(tipX, tipY), 0x222229, tolerance: 24) }
        // The pen is still the tool: a line is black ink, not translucent yellow.
        s.client.drag(s.window, through: DrawingTests.line(300, 500, 600, 500))
        s.expectPixels("black ink") { $0.isDark(450, 500) }
    }

    /// The pen hovering over a control shows its tooltip too (on the pen rig), and the tool stays.
    @Test func thePensHoverShowsTheTooltipOnTheRig() throws {
        let rig = try PenRig()
        let s = try AppSession(server: rig)
        let eraser = try #require(ToolbarGeometry.frame(of: .tool(.eraser)))
        rig.send(.stylus, "in", HoverTests.hover(eraser.center.x, eraser.center.y))
        let tipX = Int(ToolbarLayout.width) + 6 + 4, tipY = Int(eraser.center.y)
        s.expectPixels("the tooltip beside the eraser") { close($0.pixel(tipX, tipY), 0x222229, tolerance: 24) }
        s.screenshot("tooltip-eraser-pen")
        rig.send(.stylus, HoverTests.hover(500, 300))
        s.expectPixels("the pen's own preview: still the pen, not the eraser's ring") { HoverTests.previewShows($0, 500, 300) }
    }

    /// `--help` lists every shortcut of the table the window uses.
    @Test func theHelpListsEveryShortcut() throws {
        let r = try runInkstone(["--help"], environment: testEnvironment())
        #expect(r.status == 0)
        for shortcut in Shortcuts.all {
            #expect(r.output.contains("  \(shortcut.keys) ") && r.output.contains(shortcut.summary), "\(shortcut.keys) missing")
        }
    }
}
