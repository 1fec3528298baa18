/// The chooser's name field is a text field: Left, Right, Home and End move the caret, typing
/// goes in at it, Backspace and Delete take the character before and after it, in the save
/// chooser and in a location typed when opening. Before, the field only took characters at its
/// end: a typo early in a long path could be fixed only by erasing back to it.
import Foundation
import Testing
import InkInput
import InkInterface
import InkTestSupport

@MainActor
@Suite struct ChooserNameCaretTests {
    static func type(_ text: String, _ editor: inout Editor) {
        for c in text { _ = editor.handle(KeyChord(.character(String(c)), text: String(c))) }
    }

    /// Presses `keys`, then types `text`.
    static func press(_ keys: KeyChord.Key..., then text: String = "", in editor: inout Editor) {
        for key in keys { _ = editor.handle(KeyChord(key)) }
        type(text, &editor)
    }

    @Test func theCaretMovesAndTypingGoesInAtIt() throws {
        let folder = try TemporaryFolder("name-caret")
        var editor = Editor.fresh()
        _ = editor.openChooser(.save, folder: folder.path, name: "notes.inkstone")
        Self.type("abcd", &editor)
        Self.press(.left, .left, then: "X", in: &editor)
        Self.press(.home, then: "Y", in: &editor)
        #expect(editor.chooser?.name == "YabXcd")
        Self.press(.right, .backspace, in: &editor)
        #expect(editor.chooser?.name == "YbXcd", "Backspace: the character before the caret")
        Self.press(.delete, in: &editor)
        #expect(editor.chooser?.name == "YXcd", "Delete: the one after it")
        Self.press(.end, then: "!", in: &editor)
        #expect(editor.chooser?.name == "YXcd!")
        Self.press(.right, .delete, in: &editor)
        #expect(editor.chooser?.name == "YXcd!", "nothing after the end")
        let outcome = editor.handle(KeyChord(.enter))
        #expect(outcome.effects == [.fileChosen(.save, path: folder.path + "/YXcd!.inkstone")])
    }

    /// The suggestion is shown selected: Left lets it go with the caret at its start, Right at
    /// its end (as in GTK's fields), and typing then goes in there instead of replacing it.
    @Test func anArrowLetsTheSuggestionGo() throws {
        let folder = try TemporaryFolder("name-caret-suggestion")
        var editor = Editor.fresh()
        _ = editor.openChooser(.save, folder: folder.path, name: "notes.inkstone")
        Self.press(.left, then: "my ", in: &editor)
        #expect(editor.chooser?.name == "my notes.inkstone")
        var again = Editor.fresh()
        _ = again.openChooser(.save, folder: folder.path, name: "notes")
        Self.press(.right, then: " 2", in: &again)
        #expect(again.chooser?.name == "notes 2")
    }

    @Test func aLocationTypedWhenOpeningHasItsCaretToo() throws {
        let folder = try TemporaryFolder("name-caret-open")
        var editor = Editor.fresh()
        _ = editor.openChooser(.open, folder: folder.path)
        Self.type("/tmpx", &editor)
        Self.press(.left, .backspace, in: &editor)
        #expect(editor.chooser?.name == "/tmx")
        #expect(editor.chooser?.typingLocation == true)
    }
}
