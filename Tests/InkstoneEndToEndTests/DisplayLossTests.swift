import CXTest
import Foundation
import InkDocument
import Testing

/// Errors from the X server are survived and, with --debug-input, logged; losing the server
/// altogether writes the journal before the app exits, so a stroke finished just before is
/// offered at the next start.
@Suite struct DisplayLossTests {
    @Test func aStrokeFinishedJustBeforeTheServerDiesIsRecovered() throws {
        let scratch = try ExportCommandTests.Scratch()
        let state = scratch.path + "/state"
        let env = ["XDG_STATE_HOME": state]
        let server = try Xvfb()
        let s = try AppSession(server: server, environment: env)
        s.client.drag(s.window, through: DrawingTests.line(450, 100, 600, 120))
        // The title turns "*" as the stroke is committed and queued for the journal (flushed
        // within half a second): kill the server at once, before that flush.
        s.check(waitUntil { s.client.utf8Property(s.window, "_NET_WM_NAME")?.hasPrefix("*") == true }, "the stroke was not committed")
        s.client.close()   // the test's own connection must not notice the server go
        server.crash()
        #expect(s.app.wait(timeout: 10) == 1)
        s.check(s.log.contains("lost the connection to the X server"), "nothing said")
        s.check(Journals.strokeCounts(state) == [1], "the journal lacks the stroke: \(Journals.strokeCounts(state))")

        let again = try AppSession(environment: env)
        again.expectPixels("the recovery prompt") { Journals.showsPrompt($0) }
        again.client.click(again.window, Journals.recover.x, Journals.recover.y)
        again.expectPixels("the recovered stroke") { $0.isDark(525, 110) && !Journals.showsPrompt($0) }
    }

    @Test func xProtocolErrorsAreLoggedWithDebugInputAndSurvived() throws {
        let s = try AppSession(arguments: ["--debug-input"])
        // Another client destroys the app's window: every later drawing request fails.
        XDestroyWindow(s.client.dpy, s.window)
        XSync(s.client.dpy, 0)
        let r = try s.runCommand(["prefs", "set", "handedness", "left"])   // the app redraws
        #expect(r.status == 0, "\(r.output)")
        s.check(waitUntil { s.log.contains("X error") }, "no X error logged")
        #expect(s.app.poll() == nil, "the app still runs")
    }
}
