/// The app's own chooser's Recent list: the desktop's recently used files that the mode takes,
/// each with its folder, most recent first, files gone since left out; a tap on one (twice)
/// opens it; Recent again, Up or Backspace goes back to the folder. Saving offers none.
import Foundation
import Testing
import InkGeometry
import InkInput
import InkInterface
import InkTestSupport

@MainActor
@Suite struct ChooserRecentTests {
    struct Files {
        let here: TemporaryFolder, elsewhere: TemporaryFolder
        var recent: [String] {
            [elsewhere.path + "/Lecture.inkstone", here.path + "/notes.txt", elsewhere.path + "/paper.pdf",
             elsewhere.path + "/gone.pdf", here.path + "/photo.png"]
        }
        init() throws {
            here = try TemporaryFolder("recent-here")
            elsewhere = try TemporaryFolder("recent-elsewhere")
            for path in [elsewhere.path + "/Lecture.inkstone", here.path + "/notes.txt", elsewhere.path + "/paper.pdf", here.path + "/photo.png"] {
                FileManager.default.createFile(atPath: path, contents: Data())
            }
        }
    }

    func tap(_ editor: inout Editor, _ control: ChooserControl) throws -> Outcome {
        let frame = try #require(editor.chooserLayout?.frame(of: control), "\(control) not shown")
        _ = editor.handle(PointerEvents.press(frame.center))
        return editor.handle(PointerEvents.release(frame.center))
    }

    @Test func recentFilesOpenFromTheirFolders() throws {
        let files = try Files()
        var editor = Editor.fresh()
        _ = editor.openChooser(.open, folder: files.here.path, recent: files.recent)
        #expect(editor.chooser?.entries.map(\.name) == ["photo.png"], "the folder first")
        _ = try tap(&editor, .recent)
        let c = try #require(editor.chooser)
        #expect(c.showingRecent)
        #expect(c.entries.map(\.name) == ["Lecture.inkstone", "paper.pdf", "photo.png"], "kinds it opens, there now, most recent first")
        #expect(c.entries.map(\.location) == [files.elsewhere.path, files.elsewhere.path, files.here.path])
        #expect(editor.chooserLayout?.frame(of: .openFolder) == nil, "no folder to open as images")
        _ = try tap(&editor, .row(1))
        let outcome = try tap(&editor, .row(1))
        #expect(outcome.effects == [.fileChosen(.open, path: files.elsewhere.path + "/paper.pdf")])
    }

    @Test func recentAgainUpOrBackspaceGoBackToTheFolder() throws {
        let files = try Files()
        var editor = Editor.fresh()
        _ = editor.openChooser(.open, folder: files.here.path, recent: files.recent)
        for back in ["recent", "up", "backspace"] {
            _ = try tap(&editor, .recent)
            #expect(editor.chooser?.showingRecent == true)
            switch back {
            case "recent": _ = try tap(&editor, .recent)
            case "up": _ = try tap(&editor, .up)
            default: _ = editor.handle(KeyChord(.backspace))
            }
            #expect(editor.chooser?.showingRecent == false, "\(back)")
            #expect(editor.chooser?.folder == files.here.path, "\(back): the folder it was opened over")
            #expect(editor.chooser?.entries.map(\.name) == ["photo.png"])
        }
    }

    @Test func eachModeOffersWhatItTakes() throws {
        let files = try Files()
        let images = FileChooser(mode: .insertImage, folder: files.here.path, recent: files.recent)
        #expect(images.recent == [files.here.path + "/photo.png"])
        for mode in [FileChooser.Mode.save, .exportPDF] {
            let chooser = FileChooser(mode: mode, folder: files.here.path, recent: files.recent)
            #expect(chooser.recent.isEmpty)
            #expect(ChooserLayout(chooser, window: Size(1024, 720)).frame(of: .recent) == nil)
        }
        let none = FileChooser(mode: .open, folder: files.here.path)
        #expect(ChooserLayout(none, window: Size(1024, 720)).frame(of: .recent) == nil, "no button without recent files")
    }
}
