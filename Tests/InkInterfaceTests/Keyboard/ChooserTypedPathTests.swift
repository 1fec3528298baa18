/// A name typed in the save chooser may be a path, as in GTK's: `/tmp/x/notes`, `~/notes`,
/// `sub/notes`, `../notes`; a folder's path enters that folder; what cannot be saved is said
/// in the chooser. Before, Enter did nothing at all on a name with a `/` or on an empty name.
import Foundation
import Testing
import InkDocument
import InkGeometry
import InkInput
import InkInterface
import InkTestSupport

@MainActor
@Suite struct ChooserTypedPathTests {
    /// The save chooser open on `folder`, its suggestion replaced by `typed`, then Enter.
    static func typed(_ typed: String, in folder: String) -> (Editor, Outcome) {
        var editor = Editor.fresh()
        _ = editor.openChooser(.save, folder: folder, name: "notes.inkstone")
        for c in typed { _ = editor.handle(KeyChord(.character(String(c)), text: String(c))) }
        let outcome = editor.handle(KeyChord(.enter))
        return (editor, outcome)
    }

    @Test func aPathTypedSavesThere() throws {
        let scratch = try TemporaryFolder("typed-path")
        let elsewhere = try TemporaryFolder("typed-path-elsewhere")
        try FileManager.default.createDirectory(atPath: scratch.path + "/Week 1", withIntermediateDirectories: true)
        #expect(Self.typed(elsewhere.path + "/essay", in: scratch.path).1.effects == [.fileChosen(.save, path: elsewhere.path + "/essay.inkstone")])
        #expect(Self.typed("Week 1/draft.inkstone", in: scratch.path).1.effects == [.fileChosen(.save, path: scratch.path + "/Week 1/draft.inkstone")])
        #expect(Self.typed("../up", in: scratch.path + "/Week 1").1.effects == [.fileChosen(.save, path: scratch.path + "/up.inkstone")])
        let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
        #expect(Self.typed("~/diary", in: scratch.path).1.effects == [.fileChosen(.save, path: home + "/diary.inkstone")])
    }

    @Test func aFoldersPathEntersIt() throws {
        let scratch = try TemporaryFolder("typed-folder")
        try FileManager.default.createDirectory(atPath: scratch.path + "/Week 1", withIntermediateDirectories: true)
        for typed in ["Week 1", scratch.path + "/Week 1/"] {
            let (editor, outcome) = Self.typed(typed, in: scratch.path)
            #expect(outcome.effects.isEmpty, "nothing saved")
            let chooser = try #require(editor.chooser)
            #expect(chooser.folder == scratch.path + "/Week 1")
            #expect(chooser.name == "notes.inkstone" && chooser.nameSelected, "the suggestion comes back, ready to replace")
            #expect(chooser.problem == nil)
        }
    }

    @Test func whatCannotBeSavedIsSaidInTheChooser() throws {
        let scratch = try TemporaryFolder("typed-problem")
        FileManager.default.createFile(atPath: scratch.path + "/plain", contents: Data())
        let cases: [(String, String)] = [
            ("   ", "Type a name for the file."),
            ("Nowhere/notes", "There is no folder \(scratch.path)/Nowhere."),
            ("plain/notes", "\(scratch.path)/plain is a file, not a folder."),
            ("Missing/", "There is no folder \(scratch.path)/Missing."),
        ]
        for (typed, said) in cases {
            var (editor, outcome) = Self.typed(typed, in: scratch.path)
            #expect(outcome.effects.isEmpty, "nothing chosen for \(typed)")
            #expect(editor.chooser?.problem == said)
            #expect(editor.chooser?.folder == scratch.path && editor.chooser?.name == typed, "the chooser and the name stay to be corrected")
            _ = editor.handle(KeyChord(.backspace))
            #expect(editor.chooser?.problem == nil, "typing takes the message away")
        }
    }

    @Test func theProblemShowsInThePathsPlace() throws {
        let scratch = try TemporaryFolder("typed-scene")
        let (editor, _) = Self.typed("Nowhere/notes", in: scratch.path)
        guard case .chooser(let view)? = editor.scene.surfaces.last else {
            Issue.record("the chooser is the top surface"); return
        }
        #expect(view.chooser.problem == "There is no folder \(scratch.path)/Nowhere.")
    }

    /// Opening or inserting, "/" or "~" begins a location in a field below the list (GTK's
    /// location bar): Enter enters a folder, opens a file, or says why not; Escape, or
    /// Backspace past its first letter, goes back to the list.
    @Test func openingALocationTypedGoesThere() throws {
        let scratch = try TemporaryFolder("typed-location")
        try FileManager.default.createDirectory(atPath: scratch.path + "/Week 1", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: scratch.path + "/Week 1/notes.inkstone", contents: Data())
        FileManager.default.createFile(atPath: scratch.path + "/Week 1/list.txt", contents: Data())
        func type(_ editor: inout Editor, _ text: String) {
            for c in text { _ = editor.handle(KeyChord(.character(String(c)), text: String(c))) }
        }
        var editor = Editor.fresh()
        _ = editor.openChooser(.open, folder: NSTemporaryDirectory())
        #expect(editor.chooserLayout?.nameField == nil)
        type(&editor, scratch.path + "/Week 1")
        #expect(editor.chooser?.typingLocation == true && editor.chooser?.name == scratch.path + "/Week 1")
        #expect(editor.chooserLayout?.nameField != nil, "the field shows")
        _ = editor.handle(KeyChord(.enter))
        #expect(editor.chooser?.folder == scratch.path + "/Week 1" && editor.chooser?.typingLocation == false)
        #expect(editor.chooserLayout?.nameField == nil, "back to the list")
        type(&editor, "/nowhere")
        _ = editor.handle(KeyChord(.enter))
        #expect(editor.chooser?.problem == "There is no file or folder /nowhere.")
        _ = editor.handle(KeyChord(.escape))
        #expect(editor.chooser?.typingLocation == false && editor.chooser?.problem == nil && editor.chooser != nil, "Escape leaves the field only")
        type(&editor, "~")
        _ = editor.handle(KeyChord(.backspace))
        #expect(editor.chooser?.typingLocation == false, "Backspace past the first letter")
        type(&editor, scratch.path + "/Week 1/list.txt")
        _ = editor.handle(KeyChord(.enter))
        #expect(editor.chooser?.problem == "Inkstone cannot open \(scratch.path)/Week 1/list.txt.")
        _ = editor.handle(KeyChord(.escape))
        type(&editor, scratch.path + "/Week 1/notes.inkstone")
        #expect(editor.handle(KeyChord(.enter)).effects == [.fileChosen(.open, path: scratch.path + "/Week 1/notes.inkstone")])
        #expect(editor.chooser == nil)
    }
}
