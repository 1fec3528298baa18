import Foundation
import InkDocument
import InkGeometry
import InkInterface
import Testing

/// Issue 16: a file is named with the pen alone. On the pen rig at 400x300, for both hands,
/// with no key event: the status bar's Document button → Save as… → a tap on the chooser's name
/// field opens the on-screen keyboard → backspace clears the suggested name, the keys type
/// "note-2A" (shift for the capital) → Save: the file is there under that name.
@Suite struct ChooserKeyboardTests {
    static let window = Size(400, 300)

    @Test(arguments: ["right", "left"])
    func saveAsToANewNameWithThePenAlone(hand: String) throws {
        let rightHanded = hand == "right"
        let scratch = try ExportCommandTests.Scratch()
        let config = try scratch.mkdir("config")
        let set = try runInkstone(["prefs", "set", "handedness", hand], environment: testEnvironment(configHome: config))
        #expect(set.status == 0, "prefs set handedness: \(set.output)")
        let rig = try PenRig()
        let s = try AppSession(server: rig, arguments: ["--geometry", "400x300"], environment: ["HOME": scratch.path, "XDG_CONFIG_HOME": config])
        let bar = ToolbarLayout(windowSize: Self.window, side: rightHanded ? .left : .right, compact: true)
        let canvas = bar.canvasFrame(windowSize: Self.window)
        func tap(_ r: Rect?, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let r = try #require(r, sourceLocation: sourceLocation)
            s.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(r.center.x, r.center.y), sourceLocation: sourceLocation)
        }
        s.expectPixels("the status bar") { close($0.pixel(Int(canvas.center.x), Int(Self.window.height) - 3), 0xf3f3f6, tolerance: 2) }
        let button = try #require(bar.frame(of: .documentMenu))
        try tap(button)
        try tap(DocumentMenu(button: button, rightHanded: rightHanded, within: canvas).frame(of: .saveAs))
        // The chooser, then its keyboard from the name field.
        var chooser = FileChooser(mode: .save, folder: scratch.path, name: "Untitled.inkstone")
        let listed = ChooserLayout(chooser, window: Self.window)
        s.expectPixels("the save chooser") { $0.pixel(Int(listed.frame.maxX) + 4, 150) != paperWhite }
        try tap(listed.nameField)
        chooser.keyboardOpen = true
        let keys = ChooserLayout(chooser, window: Self.window)
        let backspace = try #require(keys.frame(of: .backspace))
        s.expectPixels("the keyboard") { $0.pixel(Int(backspace.minX) + 3, Int(backspace.center.y)) == 0xf3f3f6 }
        s.screenshot("chooser-keyboard-\(hand)-400x300")
        try tap(backspace)
        for key in ["n", "o", "t", "e", "-", "2"] { try tap(keys.frame(of: .key(key))) }
        try tap(keys.frame(of: .shift))
        try tap(keys.frame(of: .key("a")))
        s.screenshot("chooser-keyboard-typed-\(hand)-400x300")
        try tap(keys.frame(of: .confirm))
        let saved = scratch.path + "/note-2A.inkstone"
        s.check(waitUntil { FileManager.default.fileExists(atPath: saved) }, "saved as \(saved): \((try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? [])")
        s.check(waitUntil { s.client.utf8Property(s.window, "_NET_WM_NAME") == "note-2A.inkstone — Inkstone" }, "title")
        #expect(try DocumentFile.load(from: URL(fileURLWithPath: saved)).pages.count == 1)
    }
}
