/// Copy, cut, paste and select all inside the text box being edited, as in any text field:
/// they took the strokes' way before ("Nothing is selected: select strokes with the lasso…",
/// "The clipboard is empty.", Ctrl+A selecting the page's strokes).
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkTestSupport

@Suite struct EditorTextClipboardTests {
    static let ctrl: KeyChord.Modifiers = [.control]

    /// A box holding "Hello world", being edited (a stroke on the page with `line`).
    static func typed(line: Bool = false) -> Editor {
        var editor = Editor.fresh()
        if line { editor.line(y: 400) }
        _ = editor.handle(KeyChord(.character("t")))
        _ = editor.press(Point(300, 200)); _ = editor.release(Point(300, 200))
        EditorTextTests.type("Hello world", into: &editor)
        return editor
    }

    static func offeredText(_ o: Outcome) -> String? {
        for case .offerText(let text, .clipboard) in o.effects { return text }
        return nil
    }

    @Test func ctrlCOffersTheSelectedTextAndCtrlXTakesItAway() {
        var editor = Self.typed()
        _ = editor.handle(KeyChord(.home, .shift))
        let copied = editor.handle(KeyChord(.character("c"), Self.ctrl))
        #expect(Self.offeredText(copied) == "Hello world")
        #expect(editor.notice == nil && editor.isEditingText)
        _ = editor.handle(KeyChord(.end))
        for _ in 0..<5 { _ = editor.handle(KeyChord(.left, .shift)) }
        let cut = editor.handle(KeyChord(.character("x"), Self.ctrl))
        #expect(Self.offeredText(cut) == "world")
        #expect(editor.textEditing?.box.text == "Hello ")
    }

    /// As in X apps: selecting text offers it as PRIMARY (a middle click elsewhere pastes it).
    @Test func selectedTextIsThePrimarySelection() {
        var editor = Self.typed()
        var offered: [String] = []
        for key in [KeyChord(.left, .shift), KeyChord(.left, .shift), KeyChord(.left)] {
            for case .offerText(let text, .primary) in editor.handle(key).effects { offered.append(text) }
        }
        #expect(offered == ["d", "ld"], "each selection, none when it goes")
    }

    /// A box asks for text only: strokes on the clipboard are "no text" there, not "nothing
    /// Inkstone can paste (strokes, …)", which named what the box cannot take.
    @Test func aClipboardWithoutTextSaysSoInABox() {
        var editor = Self.typed()
        _ = editor.nothingToPaste()
        #expect(editor.notice?.text == "The clipboard holds no text.")
        _ = editor.handle(KeyChord(.escape))
        _ = editor.nothingToPaste()
        #expect(editor.notice?.text.hasPrefix("The clipboard holds nothing Inkstone can paste") == true)
    }

    @Test func withNothingSelectedCopyDoesNothing() {
        var editor = Self.typed()
        let copied = editor.handle(KeyChord(.character("c"), Self.ctrl))
        #expect(copied.effects.isEmpty && editor.notice == nil, "no strokes' notice in a text field")
    }

    @Test func ctrlVAsksForTextAndItGoesInAtTheCaret() {
        var editor = Self.typed()
        let asked = editor.handle(KeyChord(.character("v"), Self.ctrl))
        #expect(asked.effects == [.pasteTextRequested])
        _ = editor.handle(KeyChord(.left))
        _ = editor.pasteText("!\r\nGrüße\t東京\u{7}")
        #expect(editor.textEditing?.box.text == "Hello worl!\nGrüße 東京d", "line ends as \\n, a tab a space, a bell left out")
        _ = editor.handle(KeyChord(.escape))
        #expect(editor.document.pages[0].texts.first?.text == "Hello worl!\nGrüße 東京d")
        _ = editor.pasteText("late")
        #expect(editor.document.pages[0].texts.map(\.text).sorted() == ["Hello worl!\nGrüße 東京d", "late"], "no box open: a new one")
    }

    @Test func ctrlASelectsTheBoxsTextNotThePage() {
        var editor = Self.typed(line: true)
        #expect(editor.strokeCount == 1)
        _ = editor.handle(KeyChord(.character("a"), Self.ctrl))
        #expect(editor.isEditingText && editor.selection == nil)
        #expect(editor.textEditing?.selection == 0..<11)
        #expect(Self.offeredText(editor.handle(KeyChord(.character("c"), Self.ctrl))) == "Hello world")
    }

    /// Text copied in another app and pasted on the page (no box open): a new box at the
    /// pointer in the text tool's size and colour, one undo step, selected to be moved.
    @Test func textPastedOnThePageIsANewBoxAtThePointer() throws {
        var editor = Editor.fresh()
        _ = editor.hover(Point(400, 300), Devices.mouse)
        let steps = editor.history.undoStack.count
        _ = editor.pasteText("Quoted line\r\nsecond")
        let box = try #require(editor.document.pages[0].texts.first)
        #expect(box.text == "Quoted line\nsecond" && !editor.isEditingText)
        let frame = editor.toWindow(editor.textMeasure.boxFrame(box), page: 0)
        #expect(abs(frame.minX - 400) < 1 && frame.minY < 300 && frame.maxY > 300, "at the pointer: \(frame)")
        #expect(editor.history.undoStack.count == steps + 1)
        #expect(editor.selection?.textParts == [0: [box.id]] && editor.toolState(for: .mouse).tool == .lasso)
        _ = editor.run(.undo)
        #expect(editor.document.pages[0].texts.isEmpty)
    }
}
