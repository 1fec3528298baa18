/// Issue 18: Enter accepts and Tab moves the focus in prompts, the file chooser and the pads;
/// the chooser's name takes what the keys type (an input method's text too) and shows the
/// input method's composition; shortcuts match the key's Latin level on another script's layout.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkTestSupport

@Suite struct KeyboardFocusTests {
    let tab = KeyChord(.tab), backTab = KeyChord(.tab, [.shift]), enter = KeyChord(.enter)

    @Test func enterGivesTheFocusedAnswerAndTabMovesIt() {
        var editor = Editor.fresh()
        _ = editor.ask(Prompt(topic: .closeUnsaved, message: "Save?", choices: ["Save", "Don't Save", "Cancel"], escapeChoice: 2))
        #expect(editor.prompt?.focusShown == false)
        let moved = editor.handle(tab)
        #expect(editor.prompt?.focus == 1)
        #expect(editor.prompt?.focusShown == true)
        #expect(!moved.damage.isEmpty, "the ring is redrawn")
        _ = editor.handle(tab)
        _ = editor.handle(tab)
        #expect(editor.prompt?.focus == 0, "round again")
        _ = editor.handle(backTab)
        #expect(editor.prompt?.focus == 2)
        #expect(editor.handle(enter).effects == [.promptAnswered(.closeUnsaved, choice: 2)])
    }

    @Test func enterWithoutTabGivesTheFirstAnswer() {
        var editor = Editor.fresh()
        _ = editor.ask(Prompt(topic: .recovery, message: "Recover?", choices: ["Recover", "Discard"], escapeChoice: 1))
        #expect(editor.handle(enter).effects == [.promptAnswered(.recovery, choice: 0)])
    }

    @Test func tabWalksTheChooserAndEnterActsOnTheFocus() throws {
        let scratch = try TemporaryFolder("focus")
        try FileManager.default.createDirectory(atPath: scratch.path + "/inner", withIntermediateDirectories: true)
        var editor = Editor.fresh()
        _ = editor.openChooser(.save, folder: scratch.path, name: "notes.inkstone")
        _ = editor.handle(tab)
        #expect(editor.chooser?.focus == .up, "from the name field to the parent folder")
        _ = editor.handle(tab)
        #expect(editor.chooser?.focus == .row(0))
        _ = editor.handle(enter)
        #expect(editor.chooser?.folder.hasSuffix("/inner") == true, "Enter on a folder enters it")
        // Back to the buttons: Shift+Tab from the name field reaches Save, then Cancel.
        _ = editor.handle(backTab)
        #expect(editor.chooser?.focus == .confirm)
        _ = editor.handle(backTab)
        #expect(editor.chooser?.focus == .cancel)
        _ = editor.handle(enter)
        #expect(editor.chooser == nil, "Enter on Cancel closes it")
    }

    @Test func tabWalksThePadAndEnterPressesTheFocusedKey() {
        var editor = Editor.fresh()
        _ = editor.click(.zoomLevel, Devices.pen)
        let order = editor.pad?.keys.map(\.control) ?? []
        #expect(!order.isEmpty)
        var steps = 0
        while editor.pad?.focus != .stepUp && steps < order.count { _ = editor.handle(tab); steps += 1 }
        #expect(editor.pad?.focus == .stepUp)
        _ = editor.handle(enter)
        #expect(editor.zoomPercent == 125, "Enter pressed +")
    }

    @Test func theSaveNameTakesTypedTextAndShowsTheComposition() throws {
        let scratch = try TemporaryFolder("typed")
        var editor = Editor.fresh()
        _ = editor.openChooser(.save, folder: scratch.path, name: "Untitled.inkstone")
        _ = editor.handle(KeyChord(.character("ü"), [.shift], text: "Ü"))
        _ = editor.handle(KeyChord(.character("ber"), text: "ber"))
        let shown = editor.setPreedit(Preedit(text: "にほん", caret: 3))
        #expect(!shown.damage.isEmpty)
        #expect(editor.chooser?.preedit?.text == "にほん")
        _ = editor.setPreedit(nil)
        _ = editor.handle(KeyChord(.character("日本"), text: "日本"))
        #expect(editor.chooser?.name == "Über日本")
        #expect(editor.chooser?.preedit == nil)
    }

    @Test func shortcutsMatchTheLatinLevelOfAnotherScriptsKey() {
        // Ctrl+я on a Russian layout is the key of Ctrl+Z.
        let ya = KeyChord(.character("я"), [.control], text: "я", latin: "z")
        #expect(Shortcuts.action(for: ya) == .command(.undo))
        #expect(Shortcuts.action(for: KeyChord(.character("я"), [.control, .shift], text: "Я", latin: "z")) == .command(.redo))
        #expect(Shortcuts.action(for: KeyChord(.character("я"), [.control], text: "я")) == nil, "no Latin level: nothing")
        #expect(Shortcuts.action(for: KeyChord(.character("у"), text: "у", latin: "e")) == .command(.selectTool(.eraser)))
    }

    @Test func aPreeditIsEditedAsTheInputMethodSays() {
        var p = Preedit()
        p.replace(first: 0, length: 0, with: "nihon", caret: 5)
        p.replace(first: 0, length: 5, with: "にほん", caret: 3)
        #expect(p == Preedit(text: "にほん", caret: 3))
        p.replace(first: 1, length: 1, with: nil, caret: 1)
        #expect(p.text == "にん")
        p.replace(first: 9, length: 4, with: "!", caret: 99)
        #expect(p == Preedit(text: "にん!", caret: 3))
    }

    /// Every entry of the Document menu has a key (the keys' pen routes name them all), and
    /// Ctrl+G opens the page pad (in a document of pages: the endless canvas has none).
    @Test func everyDocumentMenuEntryHasAKey() {
        let reached = Set(Shortcuts.all.filter { !$0.keys.isEmpty }.flatMap { $0.action.penRoutes })
        for entry in DocumentMenu.entries {
            #expect(reached.contains(.documentMenu(entry)), "\(entry) has no key")
        }
        var editor = Editor(document: Document(pages: [Page(blankSize: Size(400, 300)), Page(blankSize: Size(400, 300))]), windowSize: testWindow)
        _ = editor.handle(KeyChord(.character("g"), [.control]))
        #expect(editor.pad?.purpose == .page(count: 2))
        #expect(Shortcuts.helpText.contains("Ctrl+G"))
    }
}
