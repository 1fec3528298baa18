import Foundation
import InkDocument
import InkGeometry
import InkInterface
import InkTestSupport
import Testing

/// Issue 18: keys through the input method. In a UTF-8 locale a key typing "Ü" types it, a
/// dead acute then "e" types "é" (the local input method composes), into the Save As name:
/// the file on disk has the name typed. With the keyboard switched to a Russian layout, the
/// keys' shortcuts still work: E (typing "у" there) takes the eraser, Ctrl+Z undoes.
@Suite struct KeyboardInputTests {
    static let window = Size(1024, 720)

    @Test func umlautAndDeadKeyAreTypedIntoTheSaveAsName() throws {
        let scratch = try ExportCommandTests.Scratch()
        let s = try AppSession(environment: ["HOME": scratch.path, "XDG_CONFIG_HOME": scratch.path + "/config",
                                             "LANG": "C.UTF-8", "LC_ALL": "", "LANGUAGE": "", "XMODIFIERS": ""])
        // Two keys of another layout: one typing Ü, one a dead acute accent.
        let umlaut = s.client.mapKey("F9", to: "Udiaeresis")
        let acute = s.client.mapKey("F8", to: "dead_acute")
        s.client.key("s", with: ["Control_L", "Shift_L"])
        let layout = ChooserLayout(FileChooser(mode: .save, folder: scratch.path, name: "Untitled.inkstone"), window: Self.window)
        let field = try #require(layout.nameField)
        s.expectPixels("the name field") { $0.pixel(Int(field.maxX) - 20, Int(field.minY) + 6) == paperWhite }
        s.client.press(keycode: umlaut)
        for key in ["b", "e", "r", "minus"] { s.client.key(key) }
        s.client.press(keycode: acute)
        s.client.key("e")
        s.client.key("t")
        s.client.press(keycode: acute)
        s.client.key("e")
        s.waitForAck()
        s.screenshot("keyboard-input-typed-name")
        s.client.key("Return")
        let saved = scratch.path + "/Über-été.inkstone"
        s.check(waitUntil { FileManager.default.fileExists(atPath: saved) },
                "saved as \(saved): \((try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? [])")
        s.check(waitUntil { s.client.utf8Property(s.window, "_NET_WM_NAME") == "Über-été.inkstone — Inkstone" }, "title")
    }

    /// With the locale set at start, the legacy title (WM_NAME, in the locale's compound text)
    /// keeps its em dash, as the UTF-8 one does.
    @Test func theLegacyTitleKeepsItsEmDash() throws {
        let s = try AppSession(environment: ["LANG": "C.UTF-8", "LC_ALL": "", "LANGUAGE": ""])
        var env = ProcessInfo.processInfo.environment
        env["LANG"] = "C.UTF-8"
        env["LC_ALL"] = nil
        let name = try runProgram("/usr/bin/xprop", ["-display", s.server.display, "-id", String(s.window), "WM_NAME"], environment: env)
        #expect(name.status == 0, "\(name.output)")
        #expect(name.output.contains("\"Untitled — Inkstone\""), "\(name.output)")
    }

    /// XMODIFIERS names an input method server that is not running (IBus not started yet):
    /// the app waits for it and meanwhile types through the keyboard layout alone.
    @Test func withoutTheInputMethodServerKeysStillType() throws {
        let scratch = try ExportCommandTests.Scratch()
        let s = try AppSession(environment: ["HOME": scratch.path, "XDG_CONFIG_HOME": scratch.path + "/config",
                                             "LANG": "C.UTF-8", "LC_ALL": "", "LANGUAGE": "", "XMODIFIERS": "@im=nonesuch"])
        let umlaut = s.client.mapKey("F9", to: "Udiaeresis")
        s.client.key("s", with: ["Control_L", "Shift_L"])
        let layout = ChooserLayout(FileChooser(mode: .save, folder: scratch.path, name: "Untitled.inkstone"), window: Self.window)
        let field = try #require(layout.nameField)
        s.expectPixels("the name field") { $0.pixel(Int(field.maxX) - 20, Int(field.minY) + 6) == paperWhite }
        s.client.press(keycode: umlaut)
        for key in ["b", "e", "r"] { s.client.key(key) }
        s.client.key("Return")
        let saved = scratch.path + "/Über.inkstone"
        s.check(waitUntil { FileManager.default.fileExists(atPath: saved) },
                "saved as \(saved): \((try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? [])")
    }

    @Test func shortcutsWorkOnARussianLayout() throws {
        let server = try Xvfb()
        // A client stays connected meanwhile: a server without clients resets its keymap.
        let keeper = try XTestClient(display: server.display)
        defer { keeper.close() }
        let setup = try runProgram("/usr/bin/setxkbmap", ["-display", server.display, "-layout", "us,ru"])
        #expect(setup.status == 0, "setxkbmap: \(setup.output)")
        try #require(keeper.keysymName(of: "z", group: 1) == "Cyrillic_ya", "the Russian layout is loaded")
        let s = try AppSession(server: server, environment: ["LANG": "C.UTF-8", "LC_ALL": "", "LANGUAGE": ""])
        s.client.drag(s.window, through: DrawingTests.line(300, 300, 600, 300))
        s.expectPixels("a stroke") { $0.isDark(450, 300) }
        #expect(s.client.lockGroup(1) == 1, "the Russian layout is the one in use")
        // The key of E types "у" there: it still takes the eraser, which then erases the stroke.
        s.client.key("e")
        s.client.drag(s.window, through: DrawingTests.line(450, 250, 450, 350))
        s.expectPixels("the stroke erased") { !$0.isDark(450, 300) && !$0.isDark(350, 300) }
        // Ctrl+Z (Ctrl+Я) brings it back.
        s.client.key("z", with: ["Control_L"])
        s.expectPixels("the erasing undone") { $0.isDark(350, 300) }
    }
}
