import Foundation
import InkTestSupport
import Testing

/// Text through the clipboard with the real app and xclip: text selected in a box is PRIMARY,
/// and copied is text for other apps (UTF8_STRING, text/plain, STRING), and another app's text pastes into
/// a box at its caret. Before, Ctrl+C in a box said "Nothing is selected: select strokes…" and
/// Ctrl+V "The clipboard is empty." while xclip held text.
@Suite struct TextClipboardEndToEndTests {
    static func read(_ s: AppSession, _ target: String) -> String? {
        Xclip.read(display: s.server.display, target: target, timeout: 5).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func textCopiedFromABoxIsTextForOtherAppsAndTheirsPastesIntoABox() throws {
        let s = try AppSession()
        s.client.move(s.window, 300, 200)   // keyboard focus follows the pointer (no window manager)
        s.waitForAck { s.client.key("t") }
        s.waitForAck { s.client.click(s.window, 300, 200) }
        for k in ["h", "e", "l", "l", "o"] { s.client.key(k) }
        s.waitForAck { s.client.key("Home", with: ["Shift_L"]) }
        // Selected is already PRIMARY, as in X apps (a middle click elsewhere pastes it).
        s.check(waitUntil(timeout: 10) { Xclip.read(display: s.server.display, selection: "primary", target: "UTF8_STRING", timeout: 5) == Data("hello".utf8) },
                "PRIMARY: \(Xclip.read(display: s.server.display, selection: "primary", target: "UTF8_STRING", timeout: 5).map { String(decoding: $0, as: UTF8.self) } ?? "nothing")")
        ClipboardEndToEndTests.ctrl(s, "c", at: (300, 200))
        s.check(waitUntil(timeout: 10) { Self.read(s, "UTF8_STRING") == "hello" }, "xclip read \(Self.read(s, "UTF8_STRING") ?? "nothing")")
        let targets = Self.read(s, "TARGETS") ?? ""
        for type in ["UTF8_STRING", "text/plain;charset=utf-8", "STRING"] { #expect(targets.contains(type), "\(type) in \(targets)") }

        // Another app's text, pasted at the caret (after "hello").
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("clip-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try Data(" Grüße 東京".utf8).write(to: URL(fileURLWithPath: file))
        let xclip = try Xclip.serve(display: s.server.display, type: "UTF8_STRING", file: file)
        defer { xclip.stop() }
        // xclip's own offer, not the app's copy still on the CLIPBOARD until xclip takes it.
        s.check(waitUntil(timeout: 15) { Self.read(s, "UTF8_STRING") == " Grüße 東京" }, "xclip never offered its text")
        s.waitForAck { s.client.key("End") }
        // The paste lands when xclip answers, after the key's acknowledgement: until its text
        // shows after "hello", a Ctrl+A would select "hello" for the paste to replace.
        func dark(_ snap: Snapshot?) -> Int {
            guard let snap else { return 0 }
            return (180...215).reduce(0) { n, y in n + snap.count(row: y, from: 340, to: 520) { p in p & 0xff < 0x80 } }
        }
        let before = dark(s.snapshot())
        ClipboardEndToEndTests.ctrl(s, "v", at: (300, 200))
        s.expectPixels("the pasted text after hello") { dark($0) > before + 80 }
        // Copied back out whole: Ctrl+A in the box selects its text.
        var seen = ""
        s.check(waitUntil(timeout: 10) {
            ClipboardEndToEndTests.ctrl(s, "a", at: (300, 200))
            ClipboardEndToEndTests.ctrl(s, "c", at: (300, 200))
            seen = Self.read(s, "UTF8_STRING") ?? ""
            return seen == "hello Grüße 東京"
        }, "the box holds \(seen)")
        let latin1 = Data("hello Gr".utf8) + Data([0xFC, 0xDF]) + Data("e ??".utf8)
        #expect(Xclip.read(display: s.server.display, target: "STRING", timeout: 5) == latin1, "Latin-1 for STRING, ? for what it lacks")
    }

    /// Text from another app pasted on the page (no box open) is a new text box at the pointer
    /// (it was "The clipboard holds nothing Inkstone can paste").
    @Test func textPastedOnThePageIsANewBoxAtThePointer() throws {
        let s = try AppSession()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("clip-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try Data("WWWWWWWW".utf8).write(to: URL(fileURLWithPath: file))
        let xclip = try Xclip.serve(display: s.server.display, type: "text/plain;charset=utf-8", file: file)
        defer { xclip.stop() }
        #expect(Xclip.waitForOffer(display: s.server.display, type: "text/plain"))
        #expect(!(s.snapshot()?.isDark(420, 400) ?? true))
        ClipboardEndToEndTests.ctrl(s, "v", at: (400, 400))
        s.expectPixels("the pasted text right of the pointer") { snap in
            (400..<520).contains { x in (385..<405).contains { y in snap.isDark(x, y) } } && !snap.isDark(380, 395)
        }
        s.screenshot("text-pasted-on-the-page")
    }
}
