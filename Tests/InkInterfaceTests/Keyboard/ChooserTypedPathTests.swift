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
        let home = NSHomeDirectory()
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
}
