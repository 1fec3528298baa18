/// Saving without X: Ctrl+S asks where once, then saves in place; the title loses its star;
/// "save as" asks before replacing a file the person did not pick as it is; a failed save is
/// said and changes nothing.
import Foundation
import Testing
import InkDocument
import InkInput
import InkInterface
@testable import InkWorkflow

@Suite(.serialized) @MainActor struct SaveTests {
    @Test func theFirstSaveAsksWhereThenCtrlSSavesInPlace() throws {
        let state = try StateFolder()
        let chooser = FakeChooser()
        var s = Session(state: state, chooser: chooser)
        s.draw()
        #expect(s.title == "*Untitled — Inkstone")
        s.key("s")
        #expect(chooser.asked == ["save /home/ink/Untitled.inkstone"], "no file yet: the desktop's chooser asks where")
        #expect(s.files.saves.isEmpty)
        chooser.isWaiting = false
        s.show(s.workflow.desktopChose(.save, "/home/ink/Notes.inkstone", nameChanged: false, &s.editor))
        #expect(s.files.saves == ["/home/ink/Notes.inkstone"])
        #expect(s.files.documents["/home/ink/Notes.inkstone"] == s.editor.document)
        #expect(s.title == "Notes.inkstone — Inkstone")
        #expect(!s.workflow.hasUnsavedChanges(s.editor))
        #expect(s.editor.notice?.text == "Saved as /home/ink/Notes.inkstone")

        s.draw(y: 400)
        #expect(s.title == "*Notes.inkstone — Inkstone")
        s.key("s")
        #expect(chooser.asked.count == 1, "the document has a file now: no question")
        #expect(s.files.saves == ["/home/ink/Notes.inkstone", "/home/ink/Notes.inkstone"])
        #expect(s.title == "Notes.inkstone — Inkstone")
        #expect(s.editor.notice?.text == "Saved /home/ink/Notes.inkstone", "saved in place, not \"as\"")
    }

    @Test func fileKeysWaitWhileTheDesktopsChooserIsUp() throws {
        let state = try StateFolder()
        let chooser = FakeChooser()
        var s = Session(state: state, chooser: chooser)
        s.key("o")
        s.key("s", [.control, .shift])
        s.key("e")
        #expect(chooser.asked == ["open /home/ink"])
        #expect(s.files.exports.isEmpty)
    }

    @Test func withoutADesktopChooserTheAppsOwnOpens() throws {
        let state = try StateFolder()
        var s = Session(state: state)
        s.key("s", [.control, .shift])
        #expect(s.editor.chooser?.mode == .save)
        #expect(s.editor.chooser?.name == "Untitled.inkstone")
    }

    /// The app's own chooser is handed the desktop's recently used files (its Recent list).
    @Test func theAppsOwnChooserOffersRecentFiles() throws {
        let state = try StateFolder()
        let files = FakeFiles()
        files.recent = ["/docs/Lecture.inkstone", "/docs/photo.png"]
        var s = Session(state: state, files: files)
        s.key("o")
        #expect(s.editor.chooser?.recent == ["/docs/Lecture.inkstone", "/docs/photo.png"])
        s.show(s.editor.handle(KeyChord(.escape)))
        s.key("i")
        #expect(s.editor.chooser?.recent == ["/docs/photo.png"])
    }

    @Test func saveAsAsksBeforeReplacingAFile() throws {
        let state = try StateFolder()
        let files = FakeFiles()
        files.taken = ["/home/ink/Old.inkstone"]
        var s = Session(state: state, files: files)
        s.draw()
        // The app's own chooser chose a file that is there: asked, nothing written yet.
        s.show(Outcome(effects: [.fileChosen(.save, path: "/home/ink/Old.inkstone")]))
        #expect(s.editor.prompt?.topic == .overwrite)
        #expect(s.editor.prompt?.message == "Replace Old.inkstone?")
        #expect(files.saves.isEmpty)
        s.show(s.editor.handle(KeyChord(.escape)))   // Cancel
        #expect(s.editor.prompt == nil)
        #expect(files.saves.isEmpty)
        #expect(s.workflow.hasUnsavedChanges(s.editor))

        s.show(Outcome(effects: [.fileChosen(.save, path: "/home/ink/Old.inkstone")]))
        s.answer(0)   // Replace
        #expect(files.saves == ["/home/ink/Old.inkstone"])
        #expect(s.workflow.documentPath == "/home/ink/Old.inkstone")
        #expect(!s.workflow.hasUnsavedChanges(s.editor))
    }

    /// Saving or exporting a PDF: the desktop's dialog asked before replacing a file it shows;
    /// a name the app completed (".inkstone", ".pdf") the app asks about itself.
    @Test(arguments: [FileChooser.Mode.save, .exportPDF])
    func theDesktopsChooserAsksItselfUnlessTheAppChangedTheName(_ mode: FileChooser.Mode) throws {
        let state = try StateFolder()
        let files = FakeFiles()
        let ext = mode.writtenExtension, a = "/home/ink/A" + ext, b = "/home/ink/B" + ext
        files.taken = [a, b]
        let chooser = FakeChooser()
        var s = Session(state: state, files: files, chooser: chooser)
        let written = { mode == .save ? files.saves : files.pdfExports }
        s.draw()
        s.show(s.workflow.desktopChose(mode, a, nameChanged: false, &s.editor))
        #expect(written() == [a], "the desktop's dialog already asked")
        if mode == .save { s.draw(y: 400) } else { _ = s.workflow.pageExport(.finished(count: 1), &s.editor) }
        s.show(s.workflow.desktopChose(mode, b, nameChanged: true, &s.editor))
        #expect(s.editor.prompt?.detail == "Inkstone adds \(ext) to the name, and that file already exists.")
        #expect(written() == [a])
    }

    @Test func aFailedSaveIsSaidAndChangesNothing() throws {
        let state = try StateFolder()
        let files = FakeFiles()
        files.saveFailure = FakeFileError(description: "the disk is full")
        var s = Session(state: state, files: files, path: "/home/ink/Doc.inkstone")
        s.draw()
        s.key("s")
        #expect(s.editor.notice?.text == "Not saved: the disk is full")
        #expect(s.reports == ["inkstone: not saved: the disk is full"])
        #expect(s.workflow.hasUnsavedChanges(s.editor))
        #expect(s.title == "*Untitled — Inkstone")
    }

    @Test func aFirstSaveGoesBesideTheImagesNeverOverAFile() throws {
        let state = try StateFolder()
        let files = FakeFiles()
        files.taken = ["/pics/Trip.inkstone", "/pics/Trip 2.inkstone"]
        let s = Session(state: state, files: files, title: "Trip", sourceFolder: "/pics")
        #expect(s.workflow.defaultSavePath() == "/pics/Trip 3.inkstone")
        let home = Session(state: state, files: files, title: "Trip")
        #expect(home.workflow.defaultSavePath() == "/home/ink/Trip.inkstone")
    }

    /// Saved, closed (Ctrl+W), Ctrl+O: the chooser opens in the folder just worked in, not
    /// the home folder.
    @Test func afterClosingADocumentOpenStartsInItsFolder() throws {
        var s = Session(state: try StateFolder(), chooser: FakeChooser(), path: "/docs/week 3/Talk.inkstone")
        for key in ["w", "o"] { s.key(key) }
        #expect(s.chooser?.asked == ["open /docs/week 3"])
    }

    @Test func exportGoesToAFreeFolderBesideTheDocument() throws {
        let state = try StateFolder()
        let files = FakeFiles()
        files.taken = ["/docs/Talk pages"]   // not this window's export
        var s = Session(state: state, files: files, path: "/docs/Talk.inkstone")
        s.key("e")
        #expect(files.exports == ["/docs/Talk pages 2"])
        #expect(s.editor.notice?.text == "Exporting 1 page to /docs/Talk pages 2…")
        _ = s.workflow.pageExport(.finished(count: 1), &s.editor)
        #expect(s.editor.notice?.text == "Exported 1 page to /docs/Talk pages 2")
    }

    /// Quitting while the pages are being exported asks first (the export would be stopped and
    /// leave nothing); Cancel keeps both, Quit goes on as a quit does (here: nothing unsaved).
    @Test func quittingDuringAnExportAsksFirst() throws {
        let state = try StateFolder()
        var s = Session(state: state, path: "/docs/Talk.inkstone")
        s.key("e")
        s.key("q")
        #expect(s.editor.prompt?.topic == .quitDuringExport && !s.platform.contains(.quit))
        #expect(s.editor.prompt?.detail.contains("/docs/Talk pages") == true)
        s.answer(1)
        #expect(s.editor.prompt == nil && !s.platform.contains(.quit), "Cancel: still running")
        s.key("q")
        s.answer(0)
        #expect(s.platform.contains(.quit))
        var after = Session(state: state, path: "/docs/Talk.inkstone")
        after.key("e")
        _ = after.workflow.pageExport(.finished(count: 1), &after.editor)
        after.key("q")
        #expect(after.platform.contains(.quit), "no export under way: no question")
    }

    /// The export runs in the background (a 300-page PDF froze the window ~17 s): a notice
    /// counts the pages, a second Ctrl+E meanwhile starts none (it asks whether to stop the
    /// one under way: `aSecondExportAsksWhetherToStopTheFirst`), and the end says where they
    /// are or why there are none.
    @Test func anExportUnderWaySaysHowFarItIs() throws {
        let state = try StateFolder()
        let files = FakeFiles()
        var s = Session(state: state, files: files, path: "/docs/Talk.inkstone")
        s.key("e")
        _ = s.workflow.pageExport(.progress(done: 120, total: 300), &s.editor)
        #expect(s.editor.notice?.text == "Exporting the pages to /docs/Talk pages: 120 of 300 written…")
        s.key("e")
        #expect(files.exports == ["/docs/Talk pages"], "none started while one runs")
        s.answer(1)   // Continue
        _ = s.workflow.pageExport(.failed("the disk is full"), &s.editor)
        #expect(s.editor.notice?.text == "Not exported: the disk is full")
        _ = s.workflow.pageExport(.finished(count: 3), &s.editor)
        #expect(s.editor.notice?.text == "Not exported: the disk is full", "an update with no export under way is ignored")
        s.key("e")
        #expect(files.exports.count == 2, "a new export once the last one ended")
    }

    /// Ctrl+E (or the Document menu's Export pages) while an export runs asks whether to stop
    /// it: Continue (and Escape) leave it running; Stop asks the export to stop, and its end
    /// says that no file was kept. The export's `.cancelled` was reachable only by quitting.
    @Test func aSecondExportAsksWhetherToStopTheFirst() throws {
        let state = try StateFolder()
        let files = FakeFiles()
        var s = Session(state: state, files: files, path: "/docs/Talk.inkstone")
        s.key("e")
        s.key("e")
        #expect(s.editor.prompt?.topic == .stopExport)
        #expect(s.editor.prompt?.detail == "The pages being written to /docs/Talk pages will not be kept.")
        s.answer(1)
        #expect(files.exportsCancelled == 0 && s.editor.prompt == nil, "Continue: it runs on")
        s.key("e")
        s.answer(0)
        #expect(files.exportsCancelled == 1, "Stop")
        #expect(files.exports == ["/docs/Talk pages"], "none started")
        _ = s.workflow.pageExport(.cancelled, &s.editor)
        #expect(s.editor.notice?.text == "Export of the pages stopped; no file was written.")
        s.key("e")
        #expect(files.exports.count == 2 && s.editor.prompt == nil, "a new export once it stopped")
    }
}
