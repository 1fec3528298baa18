import Foundation
import InkDocument
import InkGeometry
import InkInterface
import InkPreferences
import Testing

/// The colour picker opened with the pen in a full window and at 400x300, for either hand:
/// it shows whole inside the window, on the side away from the writing hand, mirrored for the
/// left hand (the hue bar on the outer side), and a drag past the square's corner then OK
/// gives exactly white.
@Suite struct ColorPickerLayoutEndToEndTests {
    @Test(arguments: [(1024, 720, "left"), (400, 300, "right"), (400, 300, "left")])
    func thePickerShowsWholeOnTheSideAwayFromTheHand(width: Int, height: Int, hand: String) throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-config-\(UUID().uuidString)").path
        let r = try runInkstone(["prefs", "set", "handedness", hand], environment: testEnvironment(configHome: home))
        #expect(r.status == 0)
        let rig = try PenRig()
        let s = try AppSession(server: rig, arguments: ["--geometry", "\(width)x\(height)"], environment: ["XDG_CONFIG_HOME": home])
        // Where the app lays things out, from the engine's own layout.
        let size = Size(Double(width), Double(height))
        var editor = Editor(windowSize: size)
        var prefs = Preferences()
        try prefs.set("handedness", to: hand)
        _ = editor.apply(prefs)
        let canvas = editor.canvasFrame, right = hand == "right"
        let pen = Point(canvas.center.x + (right ? 60 : -60), canvas.maxY - 30)
        rig.send(.stylus, "in", HoverTests.hover(pen.x, pen.y), "down 3")
        let palette = Popup(kind: .palette, anchor: pen, rightHanded: right, within: canvas, palette: .standard)
        let button = try #require(palette.slots.first { $0.item == .customColor }?.frame)
        guard ColorPickerEndToEndTests.expect(s, "the palette", { snap in
            snap.any(near: Int(button.center.x), Int(button.center.y), radius: 12) { ($0 >> 16) & 0xff > 0xc0 && ($0 >> 8) & 0xff < 0x60 && $0 & 0xff < 0x60 }
        }) else { return }
        rig.send(.stylus, "up 3")
        s.screenshot("palette-\(width)x\(height)-\(hand)")
        rig.send(.stylus, PenRigTests.tap(button.center.x, button.center.y))
        let picker = ColorPicker(color: InkColor(rgb: PenRigTests.black), tool: .pen, kind: .pen, anchor: pen, rightHanded: right, within: canvas)
        #expect(picker.frame.minX >= 0 && picker.frame.maxX <= size.width && picker.frame.minY >= 0 && picker.frame.maxY <= size.height)
        #expect(right ? picker.frame.maxX < pen.x : picker.frame.minX > pen.x, "away from the \(hand) hand: \(picker.frame), pen \(pen), canvas \(canvas)")
        #expect(right ? picker.hueBar.maxX < picker.square.minX : picker.hueBar.minX > picker.square.maxX, "the hue bar on the outer side")
        let hueTop = Point(picker.hueBar.center.x, picker.hueBar.minY + 3)
        let corner = Point(picker.square.maxX - 3, picker.square.minY + 3)
        let okEdge = Point(picker.okButton.minX + 6, picker.okButton.center.y)
        guard ColorPickerEndToEndTests.expect(s, "the picker: red atop the hue bar, blue in the square's corner, OK", { snap in
            close(snap.pixel(Int(hueTop.x), Int(hueTop.y)), 0xff0000, tolerance: 40)
                && close(snap.pixel(Int(corner.x), Int(corner.y)), 0x0000ff, tolerance: 12)
                && close(snap.pixel(Int(okEdge.x), Int(okEdge.y)), 0x2f6fe4, tolerance: 6)
        }) else { return }
        s.screenshot("color-picker-\(width)x\(height)-\(hand)")
        s.waitForAck(afterRig: rig, .stylus, ColorPickerEndToEndTests.drag(from: picker.square.center,
                                                                            to: Point(picker.square.minX - 20, picker.square.minY - 20)))
        rig.send(.stylus, PenRigTests.tap(picker.okButton.center.x, picker.okButton.center.y))
        s.check(waitUntil { s.preferencesFile.contains("\"colors.recent\" : [\n    \"#ffffff\"\n  ]") }, "the file: \(s.preferencesFile)")
    }
}
