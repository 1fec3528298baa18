import Foundation
import InkGeometry
import InkInput
import InkInterface
import Testing

/// Handedness and compact windows end to end: `prefs set handedness left` mirrors the layout in
/// the running app, the hand is guessed from the pen's tilt until chosen, and a narrow window
/// gets the condensed toolbar with undo and redo in reach (L1-L3).
@Suite struct HandednessTests {
    static let window = Size(1024, 720)
    static let barColour: UInt32 = 0xf3f3f6

    @Test func choosingTheLeftHandMirrorsTheLayoutInTheRunningApp() throws {
        let rig = try PenRig()
        let s = try PenButtonTests.session(rig)
        s.expectPixels("the toolbar on the left") { $0.pixel(2, 300) == Self.barColour && $0.pixel(1021, 300) == paperWhite }
        let r = try s.runCommand(["prefs", "set", "handedness", "left"])
        #expect(r.status == 0, "\(r.output)")
        let right = ToolbarLayout(windowSize: Self.window, side: .right)
        let leftIndicator = right.statusBar
        s.expectPixels("the toolbar on the right, the mode indicator too") {
            $0.pixel(1021, 300) == Self.barColour && $0.pixel(2, 300) != Self.barColour
                && $0.pixel(Int(leftIndicator.center.x), Int(leftIndicator.maxY) - 4) != paperWhite
        }
        s.screenshot("left-handed")
        // The toolbar still works from its new side.
        let red = try #require(right.frame(of: .color(2)))
        rig.send(.stylus, PenRigTests.tap(red.center.x, red.center.y))
        rig.send(.stylus, PenRig.stroke(from: (200, 300), to: (600, 300), pressure: 0.5))
        s.expectPixels("red ink from the right-hand toolbar") { close($0.pixel(400, 300), 0xd7263d, tolerance: 30) }
    }

    @Test func theHandIsGuessedFromTheTiltUntilChosen() throws {
        let rig = try PenRig()
        let s = try PenButtonTests.session(rig)
        // A left hand leans the pen's top to the left.
        var lines = ["in"]
        for i in 0..<50 { lines.append(PenRig.move(300 + Double(i) * 6, 400, pressure: 0, tilt: (-30, 10))) }
        rig.send(.stylus, lines)
        s.expectPixels("the toolbar moved to the right, with a notice saying so") {
            $0.pixel(1021, 300) == Self.barColour && $0.pixel(2, 300) != Self.barColour
                && close($0.pixel(500, 16), 0xfff4d6, tolerance: 4)
        }
        s.screenshot("guessed-left")
        #expect(try s.runCommand(["prefs", "get", "handedness"]).output.hasPrefix("right"), "a guess is not a choice")
    }

    @Test func aChosenHandIsNotOverriddenByTheTilt() throws {
        let rig = try PenRig()
        let s = try PenButtonTests.session(rig, prefs: [("handedness", "right")])
        var lines = ["in"]
        for i in 0..<50 { lines.append(PenRig.move(300 + Double(i) * 6, 400, pressure: 0, tilt: (-30, 10))) }
        lines.append("out")
        rig.send(.stylus, lines)
        rig.send(.stylus, PenRig.stroke(from: (200, 300), to: (600, 300), pressure: 0.5))
        s.expectPixels("a stroke") { $0.isDark(400, 300) }
        s.check(s.snapshot().map { $0.pixel(2, 300) == Self.barColour } ?? false, "the chosen right hand was overridden")
    }

    @Test func aNarrowWindowCondensesTheToolbarAndKeepsUndoAndRedo() throws {
        let size = Size(560, 640)
        let s = try AppSession(arguments: ["--geometry", "560x640"])
        let compact = ToolbarLayout(windowSize: size, compact: true)
        #expect(ToolbarLayout.isCompact(size))
        let undo = try #require(compact.frame(of: .undo)), redo = try #require(compact.frame(of: .redo))
        #expect(compact.slots.count < ToolbarLayout(windowSize: Size(1024, 720)).slots.count)
        s.client.drag(s.window, through: DrawingTests.line(60, 300, 400, 300))
        guard let snap = s.expectPixels("a stroke from the canvas's very edge", { $0.isDark(62, 300) && $0.isDark(300, 300) }) else { return }
        s.screenshot("compact")
        // Undo and redo are visible (their icons' ink within their frames), and work.
        for f in [undo, redo] {
            s.check((Int(f.minX)..<Int(f.maxX)).contains { x in (Int(f.minY)..<Int(f.maxY)).contains { y in snap.pixel(x, y) & 0xff < 0xc0 } },
                    "no icon at \(f)")
        }
        s.client.click(s.window, undo.center.x, undo.center.y)
        s.expectPixels("undone") { $0.pixel(300, 300) == paperWhite }
        s.client.click(s.window, redo.center.x, redo.center.y)
        s.expectPixels("redone") { $0.isDark(300, 300) }
        // The condensed colour button opens the palette next to it.
        let colour = try #require(compact.frame(of: .colorMenu))
        s.client.click(s.window, colour.center.x, colour.center.y)
        let palette = Popup(kind: .palette, anchor: colour.center, rightHanded: true,
                            within: compact.canvasFrame(windowSize: size), palette: .standard)
        let blue = try #require(palette.slots.first { $0.item == .color(1) }?.frame)
        s.expectPixels("the palette") { close($0.pixel(Int(blue.center.x), Int(blue.center.y)), 0x1f5fd6, tolerance: 10) }
    }
}
