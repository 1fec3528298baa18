/// The chooser's list from the keyboard: the arrows, Page Up and Down, Home and End move
/// through the entries (a file moved onto is selected: Enter opens it), and letters typed jump
/// to the first entry beginning with them; before, only Tab moved, one entry a press.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkTestSupport

@MainActor
@Suite struct ChooserListKeysTests {
    /// A folder with a sub-folder and forty-two documents; the chooser open on it.
    static func opened(_ scratch: TemporaryFolder, mode: FileChooser.Mode = .open) throws -> Editor {
        try FileManager.default.createDirectory(atPath: scratch.path + "/Archive", withIntermediateDirectories: true)
        for week in 1...40 { FileManager.default.createFile(atPath: scratch.path + "/Lecture \(week).inkstone", contents: Data()) }
        FileManager.default.createFile(atPath: scratch.path + "/Écoute.inkstone", contents: Data())
        FileManager.default.createFile(atPath: scratch.path + "/zebra.inkstone", contents: Data())
        var editor = Editor.fresh()
        _ = editor.openChooser(mode, folder: scratch.path, name: mode == .save ? "notes.inkstone" : "")
        return editor
    }

    static func name(_ editor: Editor) -> String? {
        guard let c = editor.chooser, case .row(let i)? = c.focus else { return nil }
        return c.entries[i].name
    }

    @Test func theArrowsPagesHomeAndEndMoveThroughTheList() throws {
        let scratch = try TemporaryFolder("list-keys")
        var editor = try Self.opened(scratch)
        _ = editor.handle(KeyChord(.down))
        #expect(Self.name(editor) == "Archive" && editor.chooser?.selected == nil, "a folder takes the focus, not the selection")
        _ = editor.handle(KeyChord(.down))
        #expect(Self.name(editor) == "Écoute.inkstone" && editor.chooser?.selected == 1)
        _ = editor.handle(KeyChord(.end))
        #expect(Self.name(editor) == "zebra.inkstone")
        let rows = try #require(editor.chooserLayout?.visibleRows)
        let chooser = try #require(editor.chooser)
        #expect(chooser.firstRow + rows > chooser.entries.count - 1, "scrolled to show it")
        _ = editor.handle(KeyChord(.pageUp))
        #expect(editor.chooser?.selected == chooser.entries.count - 1 - (rows - 1))
        _ = editor.handle(KeyChord(.home))
        #expect(Self.name(editor) == "Archive" && editor.chooser?.firstRow == 0)
        _ = editor.handle(KeyChord(.up))
        #expect(Self.name(editor) == "Archive", "stays at the top")
        _ = editor.handle(KeyChord(.enter))
        #expect(editor.chooser?.folder.hasSuffix("/Archive") == true, "Enter enters the focused folder")
        _ = editor.handle(KeyChord(.backspace))
        #expect(editor.chooser?.folder == scratch.path, "Backspace goes back up")
    }

    /// Typing on at once after Enter entered a folder searches the new folder's names, from its
    /// first entry: the letters typed before carried over ("arch", Enter, "n" looked for
    /// "archn" and found nothing) and the focus kept the old folder's row number (in a shorter
    /// folder, a row that is not there: no ring, and Enter did nothing).
    @Test func aFolderEnteredStartsANewSearch() throws {
        let scratch = try TemporaryFolder("type-ahead-folder")
        var editor = try Self.opened(scratch)
        for name in ["a.inkstone", "notes.inkstone"] { FileManager.default.createFile(atPath: scratch.path + "/Archive/" + name, contents: Data()) }
        _ = editor.handle(KeyChord(.end))
        _ = editor.handle(KeyChord(.home))
        for c in "arch" { _ = editor.handle(KeyChord(.character(String(c)), text: String(c))) }
        _ = editor.handle(KeyChord(.enter))
        #expect(editor.chooser?.folder == scratch.path + "/Archive")
        #expect(editor.chooser?.focus == .row(0), "the focus on the first entry")
        _ = editor.handle(KeyChord(.character("n"), text: "n"))
        #expect(Self.name(editor) == "notes.inkstone")
        // A folder far down the list, entered from the keyboard, then one inside it.
        try FileManager.default.createDirectory(atPath: scratch.path + "/zz/pics", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: scratch.path + "/zz/pics/photo.jpg", contents: Data())
        _ = editor.handle(KeyChord(.backspace))
        _ = editor.advance(to: editor.now + 2000)
        for c in "zz" { _ = editor.handle(KeyChord(.character(String(c)), text: String(c))) }
        _ = editor.handle(KeyChord(.enter))
        #expect(editor.chooser?.folder == scratch.path + "/zz")
        for c in "pics" { _ = editor.handle(KeyChord(.character(String(c)), text: String(c))) }
        _ = editor.handle(KeyChord(.enter))
        #expect(editor.chooser?.folder == scratch.path + "/zz/pics")
        #expect(editor.chooser?.selected == 0, "its first file selected: Enter opens it")
        #expect(editor.handle(KeyChord(.enter)).effects == [.fileChosen(.open, path: scratch.path + "/zz/pics/photo.jpg")])
    }

    @Test func lettersTypedJumpToTheEntryAndEnterOpensIt() throws {
        let scratch = try TemporaryFolder("type-ahead")
        var editor = try Self.opened(scratch)
        for c in "lecture 3" { _ = editor.handle(KeyChord(.character(String(c)), text: String(c))) }
        #expect(Self.name(editor) == "Lecture 3.inkstone", "the first whose name begins so (natural order: 3 before 30)")
        _ = editor.advance(to: editor.now + 2000)
        _ = editor.handle(KeyChord(.character("e"), text: "e"))
        #expect(Self.name(editor) == "Écoute.inkstone", "after a pause a new search; accents and case ignored")
        _ = editor.advance(to: editor.now + 2000)
        _ = editor.handle(KeyChord(.character("z"), text: "z"))
        #expect(Self.name(editor) == "zebra.inkstone")
        let outcome = editor.handle(KeyChord(.enter))
        #expect(outcome.effects == [.fileChosen(.open, path: scratch.path + "/zebra.inkstone")])
    }

    @Test func theSameLetterAgainGoesToTheNextEntryBeginningWithIt() throws {
        let scratch = try TemporaryFolder("type-again")
        var editor = try Self.opened(scratch)
        _ = editor.handle(KeyChord(.character("l"), text: "l"))
        #expect(Self.name(editor) == "Lecture 1.inkstone")
        _ = editor.handle(KeyChord(.character("l"), text: "l"))
        #expect(Self.name(editor) == "Lecture 2.inkstone")
        _ = editor.handle(KeyChord(.character("q"), text: "q"))
        #expect(Self.name(editor) == "Lecture 2.inkstone", "no entry begins so: the focus stays")
    }

    @Test func savingTheKeysTypeTheNameUntilTabMovesIntoTheList() throws {
        let scratch = try TemporaryFolder("save-keys")
        var editor = try Self.opened(scratch, mode: .save)
        _ = editor.handle(KeyChord(.down))
        _ = editor.handle(KeyChord(.character("x"), text: "x"))
        #expect(editor.chooser?.name == "x" && Self.name(editor) == nil)
        _ = editor.handle(KeyChord(.tab)); _ = editor.handle(KeyChord(.tab))
        _ = editor.handle(KeyChord(.down)); _ = editor.handle(KeyChord(.down))
        #expect(Self.name(editor) == "Lecture 1.inkstone" && editor.chooser?.name == "Lecture 1.inkstone")
    }
}
