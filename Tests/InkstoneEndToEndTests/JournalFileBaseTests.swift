import CXTest
import Foundation
import InkDocument
import InkTestSupport
import Testing

/// A saved notebook is journaled as a reference to its file, not a copy: the journal stays a
/// few hundred bytes however big the notebook, ink drawn on it reaches the journal without
/// waiting for anything else and survives kill -9; if the file is changed behind the journal's
/// back, the next start says the work cannot be recovered and keeps the journal.
@Suite struct JournalFileBaseTests {
    /// A saved notebook of handwriting with `points` points; its path and stroke count.
    static func notebook(_ scratch: ExportCommandTests.Scratch, points: Int) throws -> (path: String, strokes: Int) {
        let document = HandwritingDocument(pages: 2, pointsPerPage: points / 2).document()
        let path = scratch.path + "/notes.inkstone"
        try DocumentFile.save(document, to: URL(fileURLWithPath: path))
        return (path, document.pages.reduce(0) { $0 + $1.strokes.count })
    }

    static func size(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int) ?? -1
    }

    /// The file's inode number: a save replaces the file (an atomic rename), so it changes even
    /// when the new content is as long as the old.
    static func inode(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber]) as? Int) ?? -1
    }

    /// Starts the app on the notebook, draws a stroke and waits until the journal holds it.
    static func drawOnNotebook(_ scratch: ExportCommandTests.Scratch, state: String) throws -> (AppSession, path: String, strokes: Int) {
        let (path, strokes) = try notebook(scratch, points: 100_000)
        let s = try AppSession(arguments: [path], environment: ["XDG_STATE_HOME": state])
        s.check(waitUntil(timeout: 30) { Journals.baseFiles(state) == [path] }, "no journal referring to the notebook: \(Journals.files(state))")
        let journal = Journals.folder(state) + "/" + (Journals.files(state).first ?? "")
        s.check(size(journal) < 4096, "the notebook was copied into the journal (\(size(journal)) bytes)")
        s.waitForAck { s.client.drag(s.window, through: DrawingTests.line(450, 100, 600, 120)) }
        s.check(waitUntil(timeout: 30) { Journals.strokeCounts(state) == [strokes + 1] }, "the stroke never reached the journal")
        s.check(size(journal) < 8192, "the journal holds more than the stroke (\(size(journal)) bytes)")
        return (s, path, strokes)
    }

    @Test func inkOnASavedNotebookSurvivesKillDashNine() throws {
        let scratch = try ExportCommandTests.Scratch()
        let state = scratch.path + "/state"
        let (first, _, strokes) = try Self.drawOnNotebook(scratch, state: state)
        kill(first.app.pid, SIGKILL)
        #expect(first.app.wait(timeout: 5) == 128 + SIGKILL)

        let second = try AppSession(environment: ["XDG_STATE_HOME": state])
        second.expectPixels("the recovery prompt") { Journals.showsPrompt($0) }
        second.client.click(second.window, Journals.recover.x, Journals.recover.y)
        second.check(waitUntil { second.client.utf8Property(second.window, "_NET_WM_NAME") == "*notes.inkstone — Inkstone" },
                     "title: \(second.client.utf8Property(second.window, "_NET_WM_NAME") ?? "")")
        // The recovered work is journaled whole (it is in no file); the old journal goes then.
        second.check(waitUntil(timeout: 30) { Journals.files(state).count == 1 && Journals.strokeCounts(state) == [strokes + 1] },
                     "journals: \(Journals.files(state)) \(Journals.strokeCounts(state))")
    }

    /// The journal's promise at size: a stroke completed a second and a bit before a kill -9 is
    /// recovered (time must pass here: the promise is about time; the stroke itself is awaited
    /// by acknowledgement).
    @Test func aStrokeASecondBeforeAKillOnASavedNotebookIsRecovered() throws {
        let scratch = try ExportCommandTests.Scratch()
        let state = scratch.path + "/state"
        let (path, strokes) = try Self.notebook(scratch, points: 100_000)
        let first = try AppSession(arguments: [path], environment: ["XDG_STATE_HOME": state])
        first.waitForAck { first.client.drag(first.window, through: DrawingTests.line(450, 100, 600, 120)) }
        usleep(1_200_000)
        kill(first.app.pid, SIGKILL)
        #expect(first.app.wait(timeout: 5) == 128 + SIGKILL)
        #expect(Journals.strokeCounts(state) == [strokes + 1], "the stroke of a second ago is not in the journal")
    }

    @Test func aNotebookChangedAfterACrashIsNotReplayedAndItsJournalIsKept() throws {
        let scratch = try ExportCommandTests.Scratch()
        let state = scratch.path + "/state"
        let (first, path, _) = try Self.drawOnNotebook(scratch, state: state)
        kill(first.app.pid, SIGKILL)
        #expect(first.app.wait(timeout: 5) == 128 + SIGKILL)
        let journals = Journals.files(state)
        // Another program rewrites the notebook meanwhile.
        try DocumentFile.save(Document(), to: URL(fileURLWithPath: path))

        let second = try AppSession(environment: ["XDG_STATE_HOME": state])
        second.expectPixels("a notice, no recovery prompt") { Journals.showsNotice($0) && !Journals.showsPrompt($0) }
        second.check(waitUntil { second.log.contains("cannot be recovered: its changes apply to \(path), but it was changed") },
                     "stderr: \(second.log)")
        second.screenshot("journal-base-changed")
        second.check(journals.allSatisfy { Journals.files(state).contains($0) }, "the journal was not kept: \(Journals.files(state))")
    }
}
