import CXTest
import Foundation
import InkTestSupport
import Testing

/// `inkstone notes.pdf` after a crash while sketching on something else: Recover brings the
/// sketch into the window, and the PDF asked for opens in a window of its own instead of
/// disappearing.
@Suite struct RecoveryBesideInputsEndToEndTests {
    @Test func recoveringOtherWorkOpensTheFileAskedForInANewWindow() throws {
        let scratch = try ExportCommandTests.Scratch()
        let state = scratch.path + "/state"
        let env = ["XDG_STATE_HOME": state]
        let pdf = scratch.path + "/notes.pdf"
        try #require(TestPDF.write(to: pdf, pages: [(595, 842)]))
        let first = try AppSession(environment: env)   // owns the X server both share
        first.client.drag(first.window, through: DrawingTests.line(450, 100, 600, 120))
        first.check(waitUntil { Journals.strokeCounts(state) == [1] }, "the stroke never reached the journal")
        kill(first.app.pid, SIGKILL)
        #expect(first.app.wait(timeout: 5) == 128 + SIGKILL)

        let s = try AppSession(server: first.server, arguments: [pdf], environment: env)
        #expect(s.client.utf8Property(s.window, "_NET_WM_NAME") == "notes.pdf — Inkstone")
        Journals.recover(in: s)
        s.expectPixels("the recovered stroke in this window") { $0.isDark(525, 110) && !Journals.showsPrompt($0) }
        #expect(waitUntil { s.client.utf8Property(s.window, "_NET_WM_NAME") == "*Recovered — Inkstone" })
        let other = DocumentKeysTests.waitForOtherInkstoneWindow(s)
        #expect(other != nil, "the PDF opened in no second window\n\(s.log)")
        guard let other else { return }
        defer { kill(pid_t(other.pid), SIGTERM) }
        #expect(waitUntil { s.client.utf8Property(other.window, "_NET_WM_NAME") == "notes.pdf — Inkstone" },
                "the second window shows the PDF")
        // Not offering the work this window recovered (it may open the old journal just before
        // this app deletes it): the page undimmed, no prompt.
        #expect(waitUntil { s.client.snapshot(other.window).map { $0.pixel(300, 600) == 0xffffff } ?? false },
                "the second window's page is dimmed")
        #expect(s.client.snapshot(other.window).map { !Journals.showsPrompt($0) } ?? false, "the second window offers the work again")
        // The recovered work stays journaled by this app, the PDF's window journals its own.
        s.check(waitUntil { Journals.strokeCounts(state).sorted() == [0, 1] }, "journals: \(Journals.strokeCounts(state))")
    }
}
