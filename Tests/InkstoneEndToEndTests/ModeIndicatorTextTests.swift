import Foundation
import InkGeometry
import InkInput
import InkPreferences
import InkInterface
import InkRender
import Testing

/// The mode indicator's texts (issue 10, point 4): a long custom double-click mode stays inside
/// the indicator for both hands and down to 400x300, and the indicator names the devices when
/// the pen and the mouse hold different tools. The window's status bar is compared, pixel for
/// pixel, with the same editor state rendered here, and checked for text running off its end.
@Suite struct ModeIndicatorTextTests {
    /// Two custom double-click modes: a mode text far longer than a small window's status bar.
    static let longModes = [("pen.lower.double-click", "previous-tool"), ("pen.upper.double-click", "cycle-tools")]

    /// The status bar's pixels as this process renders `editor`.
    static func rendered(_ editor: Editor) throws -> [UInt32] {
        let size = editor.windowSize
        let renderer = try #require(FrameRenderer(width: Int(size.width), height: Int(size.height)))
        _ = renderer.render(editor.scene, damage: Damage(window: editor.windowFrame), fullInk: true)
        return pixels(of: editor.modeIndicatorFrame) { renderer.frame.pixel(x: $0, y: $1) }
    }

    static func pixels(of r: Rect, _ pixel: (Int, Int) -> UInt32) -> [UInt32] {
        var out: [UInt32] = []
        for y in Int(r.minY)..<Int(r.maxY) { for x in Int(r.minX)..<Int(r.maxX) { out.append(pixel(x, y)) } }
        return out
    }

    /// An editor like the app's for `size`, `hand` and the preferences `prefs`.
    static func editor(_ size: Size, hand: String, prefs: [(String, String)] = []) throws -> Editor {
        var p = Preferences()
        p.handedness = hand == "right" ? .right : .left
        for (k, v) in prefs { try p.set(k, to: v) }
        var e = Editor(windowSize: size)
        _ = e.apply(p)
        _ = e.showStart()
        return e
    }

    @Test(arguments: ["right", "left"], [Size(1024, 720), Size(400, 300)])
    func aLongCustomModeStaysInsideTheIndicator(hand: String, size: Size) throws {
        let prefs = [("handedness", hand)] + Self.longModes
        let s = try ModeIndicatorTests.session(prefs: prefs, arguments: ["--geometry", "\(Int(size.width))x\(Int(size.height))"])
        let expected = try Self.editor(size, hand: hand, prefs: Self.longModes)
        let bar = expected.modeIndicatorFrame
        let want = try Self.rendered(expected)
        guard let snap = s.expectPixels("the status bar with the custom mode", { Self.pixels(of: bar, $0.pixel) == want }) else { return }
        s.screenshot("indicator-long-mode-\(hand)-\(Int(size.width))")
        // Nothing of it over the canvas, no text running off its ends.
        let canvas = expected.canvasFrame
        var spilled = 0
        for y in Int(canvas.minY)..<Int(canvas.maxY) { for x in Int(canvas.minX)..<Int(canvas.maxX) where snap.pixel(x, y) != paperWhite { spilled += 1 } }
        s.check(spilled == 0, "\(spilled) pixels of the indicator over the canvas")
        let bar0 = snap.pixel(Int(bar.maxX) - 3, Int(bar.maxY) - 3)
        for x in [Int(bar.minX) + 2, Int(bar.minX) + 4, Int(bar.maxX) - 6, Int(bar.maxX) - 3] {
            let ink = snap.count(column: x, from: Int(bar.minY) + 2, to: Int(bar.maxY) - 1) { $0 != bar0 }
            s.check(ink == 0, "text reaches the indicator's edge at x \(x)")
        }
        // The mode is shown (shortened where needed), in the accent colour at the right.
        let modeShows = (Int(bar.center.x)..<Int(bar.maxX)).contains { x in
            (Int(bar.minY)..<Int(bar.maxY)).contains { close(snap.pixel(x, $0), 0x2f6fe4, tolerance: 40) }
        }
        s.check(modeShows, "the custom mode is not shown")
    }

    @Test func itNamesTheDevicesWhenThePenAndTheMouseHoldDifferentTools() throws {
        let rig = try PenRig()
        let s = try ModeIndicatorTests.session(rig)
        var e = try Self.editor(ModeIndicatorTests.window, hand: "right")
        let pen = DeviceRef(id: 6, kind: .pen), mouse = DeviceRef(id: 8, kind: .mouse)
        let eraser = try #require(ToolbarGeometry.frame(of: .tool(.eraser)))
        // The pen picks the eraser in the toolbar; the mouse keeps the pen.
        rig.send(.stylus, PenRigTests.tap(eraser.center.x, eraser.center.y) + ["out"])
        for action in [InputEvent.Action.motion, .press(.primary), .release(.primary)] {
            _ = e.handle(InputEvent(action: action, device: pen, position: eraser.center, axes: AxisValues(pressure: 0.5)))
        }
        let penOnly = try Self.rendered(e)
        let bar = e.modeIndicatorFrame
        s.expectPixels("the pen's eraser in the indicator") { Self.pixels(of: bar, $0.pixel) == penOnly }
        let (mx, my) = PenRig.units(x: 600, y: 400)
        rig.send(.mouse, "move \(mx) \(my)")
        _ = e.handle(InputEvent(action: .motion, device: mouse, position: Point(600, 400)))
        #expect(e.modeIndicator.detail == "Mouse: Pen · Black · 6 px")
        let mouseWant = try Self.rendered(e)
        s.check(mouseWant != penOnly, "the same indicator for two devices")
        s.expectPixels("the indicator naming the mouse's pen and the pen's eraser") { Self.pixels(of: bar, $0.pixel) == mouseWant }
        s.screenshot("indicator-mouse-and-pen")
        rig.send(.stylus, "in", HoverTests.hover(500, 300))
        _ = e.handle(InputEvent(action: .motion, device: pen, position: Point(500, 300), axes: AxisValues(pressure: 0)))
        #expect(e.modeIndicator.detail == "Pen: Eraser · 4 px")
        let penWant = try Self.rendered(e)
        s.expectPixels("the indicator naming the pen's eraser and the mouse's pen") { Self.pixels(of: bar, $0.pixel) == penWant }
        s.screenshot("indicator-pen-and-mouse")
    }
}
