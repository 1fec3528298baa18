import Foundation
import InkDocument
import InkGeometry
import InkInterface
import InkRender
import InkTestSupport
import Testing

/// The caret with the real binary (issue 18): a click in the box being edited puts the caret
/// under it (Pango's `pango_layout_xy_to_index`, not the end of the text), Shift+click selects
/// from there, typing replaces the selection; Ctrl+S saves what was typed where it was put.
@Suite struct TextBoxCaretEndToEndTests {
    /// Where the caret at `offset` of a saved box stands in the window at 100 % (the page
    /// starts right of the 56-pixel toolbar).
    static func window(_ box: TextBox, offset: Int) -> (x: Double, y: Double) {
        let f = PangoTextMeasure.shared.caretFrame(in: box, at: offset)
        return (56 + box.origin.x + f.minX + 0.5, box.origin.y + f.center.y)
    }

    static func type(_ keys: [String], _ s: AppSession) {
        for k in keys { s.client.key(k.count == 1 ? k.lowercased() : k, with: k.count == 1 && k != k.lowercased() ? ["Shift_L"] : []) }
        s.waitForAck()
    }

    @Test func aClickPutsTheCaretWhereItIsAndShiftClickSelects() throws {
        let scratch = try ExportCommandTests.Scratch()
        let path = try TextBoxEndToEndTests.blankFile(scratch)
        let s = try AppSession(arguments: [path], environment: ["XDG_CONFIG_HOME": scratch.path + "/config"])
        let at = (x: 300.0, y: 200.0)
        TextBoxEndToEndTests.openBox(s, at: at, typing: ["H", "e", "l", "l", "o", "space", "I", "n", "k"])
        s.waitForAck { s.client.key("Escape") }
        s.waitForAck { s.client.key("s", with: ["Control_L"]) }
        let box = try #require(TextBoxEndToEndTests.savedTexts(path).first)
        #expect(box.text == "Hello Ink")

        // A click on the box takes hold of it; a click after "Hello" puts the caret there.
        let afterHello = Self.window(box, offset: 5)
        s.waitForAck { s.client.click(s.window, afterHello.x, afterHello.y) }
        s.waitForAck { s.client.click(s.window, afterHello.x, afterHello.y) }
        Self.type(["X"], s)
        // "HelloX Ink": a click before "Ink", Shift+click after it selects it; typing replaces it.
        var typed = box
        typed.text = "HelloX Ink"
        let beforeInk = Self.window(typed, offset: 7), afterInk = Self.window(typed, offset: 10)
        s.waitForAck { s.client.click(s.window, beforeInk.x, beforeInk.y) }
        s.waitForAck {
            s.client.keyDown("Shift_L")
            s.client.click(s.window, afterInk.x, afterInk.y)
            s.client.keyUp("Shift_L")
        }
        s.screenshot("text-box-selection")
        Self.type(["P", "e", "n"], s)
        s.waitForAck { s.client.key("Escape") }
        s.waitForAck { s.client.key("s", with: ["Control_L"]) }
        var texts: [String] = []
        _ = waitUntil(timeout: 10) {
            texts = (try? DocumentFile.load(from: URL(fileURLWithPath: path)))?.pages.first?.texts.map(\.text) ?? []
            return texts == ["HelloX Pen"]
        }
        #expect(texts == ["HelloX Pen"])
    }

    @Test func aPenTapInTheOpenBoxPutsTheCaretThereAndLeavesNoInk() throws {
        let scratch = try ExportCommandTests.Scratch()
        let path = try TextBoxEndToEndTests.blankFile(scratch)
        let rig = try PenRig()
        let s = try AppSession(server: rig, arguments: [path], environment: ["XDG_CONFIG_HOME": scratch.path + "/config"])
        let button = try #require(ToolbarGeometry.frame(of: .tool(.text)))
        s.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(button.center.x, button.center.y))
        s.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(300, 200))
        s.client.move(s.window, 600, 500)   // keyboard focus follows the pointer (no window manager)
        Self.type(["H", "e", "l", "l", "o", "space", "I", "n", "k"], s)
        s.waitForAck { s.client.key("Escape") }
        s.waitForAck { s.client.key("s", with: ["Control_L"]) }
        let box = try #require(TextBoxEndToEndTests.savedTexts(path).first)
        // A tap on the box takes hold of it; a second tap, in the open box, is no ink: the caret goes under it.
        let end = Self.window(box, offset: 9), afterHello = Self.window(box, offset: 5)
        s.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(end.x, end.y))
        s.waitForAck(afterRig: rig, .stylus, PenRigTests.tap(afterHello.x, afterHello.y))
        s.client.move(s.window, 600, 500)
        Self.type(["X"], s)
        let saved = TextBoxEndToEndTests.finishAndSave(s, path) { $0.pages.first?.texts.map(\.text) == ["HelloX Ink"] }
        #expect(saved?.pages.first?.texts.map(\.text) == ["HelloX Ink"])
        #expect(saved?.pages.first?.strokes.isEmpty == true, "the taps left no ink")
    }
}
