/// The one table of keyboard shortcuts: every chord in it does what its row says (no row
/// hides another), and the help lists every row.
import Testing
import InkInput
import InkInterface

@Suite struct ShortcutsTests {
    @Test func everyChordDoesWhatItsRowSays() {
        for shortcut in Shortcuts.all {
            for chord in shortcut.chords {
                var modifiers: KeyChord.Modifiers = chord.control ? [.control] : []
                if chord.shift == true { modifiers.insert(.shift) }
                #expect(Shortcuts.action(for: KeyChord(chord.key, modifiers)) == shortcut.action, "\(shortcut.keys)")
            }
        }
    }

    @Test func theHelpListsEveryShortcut() {
        let help = Shortcuts.helpText
        for shortcut in Shortcuts.all {
            #expect(help.contains(shortcut.keys + " ") && help.contains(shortcut.summary), "\(shortcut.keys)")
        }
        #expect(help.split(separator: "\n").count == Shortcuts.all.count)
    }

    @Test func theKeysStillDoWhatTheyDid() {
        var editor = Editor.fresh()
        _ = editor.handle(KeyChord(.character("b")))
        #expect(editor.toolState(for: .mouse).tool == .pencil)
        _ = editor.handle(KeyChord(.character("h"), .shift))
        #expect(editor.toolState(for: .mouse).tool == .highlighter)
        #expect(editor.handle(KeyChord(.character("e"), .control)).effects == [.fileRequest(.exportPages)])
        #expect(editor.handle(KeyChord(.character("s"), [.control, .shift])).effects == [.fileRequest(.saveAs)])
        #expect(Shortcuts.action(for: KeyChord(.character("z"), [.control, .shift])) == .command(.redo))
        #expect(Shortcuts.action(for: KeyChord(.character("q"))) == nil)
    }
}
