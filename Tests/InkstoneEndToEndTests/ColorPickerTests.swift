import Foundation
import InkDocument
import InkGeometry
import InkInterface
import Testing

/// The custom colour picker with the pen on the rig: the palette's custom colour button opens
/// it, pen drags on the hue bar and in the square pick a colour, OK gives it to the pen, the
/// next stroke's pixels have it, and it is saved in colors.recent; after a restart the palette
/// shows it among the recent colours.
@Suite struct ColorPickerEndToEndTests {
    static var canvas: Rect { MarkingMenuEndToEndTests.canvas }

    /// Lines for a pen drag from `a` through `b`, pressing at `a` and lifting at `b`.
    static func drag(from a: Point, to b: Point, steps: Int = 12) -> [String] {
        var lines = ["in", PenRig.move(a.x, a.y, pressure: 0), PenRig.move(a.x, a.y, pressure: 0.5), "down 1"]
        for i in 1...steps { lines.append(PenRig.move(a.x + (b.x - a.x) * Double(i) / Double(steps), a.y + (b.y - a.y) * Double(i) / Double(steps), pressure: 0.5)) }
        return lines + ["up 1", PenRig.move(b.x, b.y, pressure: 0)]
    }

    static func rgb(_ c: InkColor) -> UInt32 { UInt32(c.hex.dropFirst(), radix: 16) ?? 0 }

    /// Opens the palette with a long press of the upper button at `pen` and waits for its custom colour button.
    static func openPalette(_ rig: PenRig, _ s: AppSession, at pen: Point, recents: Int) -> Popup? {
        rig.send(.stylus, "in", HoverTests.hover(pen.x, pen.y), "down 3")
        let palette = Popup(kind: .palette, anchor: pen, rightHanded: true, within: canvas, palette: .standard, recentColors: Array(repeating: InkColor(rgb: 0), count: recents))
        guard let button = palette.slots.first(where: { $0.item == .customColor })?.frame else { return nil }
        // The button is a wheel of hues: strong red and strong blue are both in it.
        let shows = Self.expect(s, "the palette's custom colour button") { snap in
            let x = Int(button.center.x), y = Int(button.center.y)
            return snap.any(near: x, y, radius: 12) { ($0 >> 16) & 0xff > 0xc0 && ($0 >> 8) & 0xff < 0x60 && $0 & 0xff < 0x60 }
                && snap.any(near: x, y, radius: 12) { $0 & 0xff > 0xc0 && ($0 >> 16) & 0xff < 0x60 && ($0 >> 8) & 0xff < 0x90 }
        }
        rig.send(.stylus, "up 3")
        return shows ? palette : nil
    }

    /// `expectPixels`, answering whether the pixels came (to stop at the first thing missing).
    static func expect(_ s: AppSession, _ what: String, sourceLocation: SourceLocation = #_sourceLocation, _ condition: @escaping (Snapshot) -> Bool) -> Bool {
        let ok = waitUntil(timeout: 10) { s.snapshot().map(condition) ?? false }
        if !ok { s.fail("timed out waiting for: \(what)", sourceLocation: sourceLocation) }
        return ok
    }

    @Test func aPenDragPicksTheInksColourAndARestartShowsItAmongTheRecentColours() throws {
        let pen = Point(560, 520)
        // Where the pen goes in the picker, and the colour the engine makes of it.
        var expected = ColorPicker(color: InkColor(rgb: PenRigTests.black), tool: .pen, kind: .pen, anchor: pen, rightHanded: true, within: Self.canvas)
        let hueStart = Point(expected.hueBar.center.x, expected.hueBar.minY + 4)
        let hueEnd = Point(expected.hueBar.center.x, expected.hueBar.minY + expected.hueBar.height * 0.55)
        let squareStart = expected.square.center
        let squareEnd = Point(expected.square.minX + expected.square.width * 0.8, expected.square.minY + expected.square.height * 0.3)
        expected.setHue(at: hueEnd)
        expected.setSquare(at: squareEnd)
        let colour = Self.rgb(expected.color)
        var savedPreferences = ""
        do {
            let rig = try PenRig()
            let s = try AppSession(server: rig)
            guard let palette = Self.openPalette(rig, s, at: pen, recents: 0),
                  let button = palette.slots.first(where: { $0.item == .customColor })?.frame else { return }
            s.screenshot("palette")
            rig.send(.stylus, PenRigTests.tap(button.center.x, button.center.y))
            // The picker at the pen's colour: its square's top right is that hue at full strength (blue).
            let corner = Point(expected.square.maxX - 3, expected.square.minY + 3)
            guard Self.expect(s, "the picker", { close($0.pixel(Int(corner.x), Int(corner.y)), 0x0000ff, tolerance: 12) }) else { return }
            s.waitForAck(afterRig: rig, .stylus, Self.drag(from: hueStart, to: hueEnd))
            s.waitForAck(afterRig: rig, .stylus, Self.drag(from: squareStart, to: squareEnd))
            s.expectPixels("the new colour in the preview") { close($0.pixel(Int(expected.newSwatch.center.x), Int(expected.newSwatch.center.y)), colour, tolerance: 3) }
            s.screenshot("color-picker")
            rig.send(.stylus, PenRigTests.tap(expected.okButton.center.x, expected.okButton.center.y))
            s.expectPixels("the picker closed") { $0.pixel(Int(expected.square.center.x), Int(expected.square.center.y)) == paperWhite }
            rig.send(.stylus, PenRig.stroke(from: (200, 200), to: (400, 200), pressure: 1, leave: true))
            s.expectPixels("a stroke in the picked colour #\(String(colour, radix: 16))") { close($0.pixel(300, 200), colour, tolerance: 3) }
            // Saved as the only recent colour (the pen's position rounds to the rig's units: a
            // channel may differ from the engine's by one or two).
            s.check(waitUntil { s.preferencesFile.contains("\"colors.recent\" : [\n    \"#") }, "not saved: \(s.preferencesFile)")
            savedPreferences = s.preferencesFile
            let get = try s.runCommand(["prefs", "get", "colors.recent"])
            let saved = InkColor(hex: get.output.trimmingCharacters(in: .whitespacesAndNewlines)).map(Self.rgb)
            s.check(get.status == 0 && saved.map { close($0, colour, tolerance: 3) } == true, "prefs get: \(get), picked \(expected.color.hex)")
            s.check(savedPreferences.contains("\"\(get.output.trimmingCharacters(in: .whitespacesAndNewlines))\""), "the file: \(savedPreferences)")
        }
        // A new start with that file: the palette shows the colour first among the recent ones.
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home.appendingPathComponent("inkstone"), withIntermediateDirectories: true)
        try Data(savedPreferences.utf8).write(to: home.appendingPathComponent("inkstone/preferences.json"))
        let rig = try PenRig()
        let s = try AppSession(server: rig, environment: ["XDG_CONFIG_HOME": home.path])
        guard let palette = Self.openPalette(rig, s, at: pen, recents: 1),
              let recent = palette.slots.first(where: { $0.item == .recentColor(0) })?.frame else {
            Issue.record("no recent colour in the palette")
            return
        }
        s.expectPixels("the recent colour's swatch") { close($0.pixel(Int(recent.center.x), Int(recent.center.y)), colour, tolerance: 2) }
        s.screenshot("palette-recent")
    }

    @Test func prefsSetReachesTheRunningAppsPaletteAndABadListIsRefused() throws {
        let rig = try PenRig()
        let s = try AppSession(server: rig)
        let bad = try s.runCommand(["prefs", "set", "colors.recent", "#3a7bd5,blue"])
        s.check(bad.status == 2, "a bad list: \(bad)")
        s.check(bad.output.contains("'#3a7bd5,blue' is not allowed for colors.recent; allowed: none, or a comma-separated list of up to 8 colours written #rrggbb"),
                "the message: \(bad.output)")
        s.check(s.preferencesFile.isEmpty, "a refused value wrote: \(s.preferencesFile)")
        let set = try s.runCommand(["prefs", "set", "colors.recent", "#3A7BD5,#aa5500"])
        s.check(set.status == 0, "set: \(set)")
        s.check(try s.runCommand(["prefs", "get", "colors.recent"]).output == "#3a7bd5,#aa5500\n", "get")
        // The running app took the change: its palette shows both, in order.
        let pen = Point(560, 520)
        guard let palette = Self.openPalette(rig, s, at: pen, recents: 2),
              let first = palette.slots.first(where: { $0.item == .recentColor(0) })?.frame,
              let second = palette.slots.first(where: { $0.item == .recentColor(1) })?.frame else { return }
        guard Self.expect(s, "the recent colours", { snap in
            close(snap.pixel(Int(first.center.x), Int(first.center.y)), 0x3a7bd5, tolerance: 2)
                && close(snap.pixel(Int(second.center.x), Int(second.center.y)), 0xaa5500, tolerance: 2)
        }) else { return }
        // A tap on the second gives the pen that colour and puts it first.
        rig.send(.stylus, PenRigTests.tap(second.center.x, second.center.y))
        rig.send(.stylus, PenRig.stroke(from: (200, 200), to: (400, 200), pressure: 1, leave: true))
        _ = Self.expect(s, "a stroke in #aa5500") { close($0.pixel(300, 200), 0xaa5500, tolerance: 2) }
        s.check(waitUntil { s.preferencesFile.contains("\"colors.recent\" : [\n    \"#aa5500\",\n    \"#3a7bd5\"\n  ]") },
                "the file: \(s.preferencesFile)")
    }
}
