import Foundation
import Testing

/// Work on a document never saved, killed with -9, comes back on the page it was done on: a
/// new window, Ctrl+B (two sheets, the second shown), a stroke on the second, kill -9, the next
/// start's Recover shows the stroke where it was drawn. Before, recovered untitled work opened
/// on its first page (no file, so no remembered view), the stroke a page below, out of sight.
@Suite struct RecoveredPageEndToEndTests {
    @Test func untitledWorkIsRecoveredOnThePageItWasDoneOn() throws {
        let scratch = try ExportCommandTests.Scratch()
        let env = ["XDG_CONFIG_HOME": scratch.path + "/config"]
        let state = scratch.path + "/config/state"
        let first = try AppSession(environment: env)
        let desk: UInt32 = 0xe4e4e9
        first.waitForAck { first.client.key("b", with: ["Control_L"]) }
        first.expectPixels("sheets on the desk") { $0.pixel($0.width / 2, 4) == desk }
        first.waitForAck { first.client.key("p") }
        first.client.drag(first.window, through: DrawingTests.line(450, 300, 600, 320))
        first.expectPixels("the stroke on page 2") { $0.isDark(525, 310) }
        first.check(waitUntil { Journals.strokeCounts(state) == [1] }, "the stroke never reached the journal: \(Journals.strokeCounts(state))")
        kill(first.app.pid, SIGKILL)
        #expect(first.app.wait(timeout: 5) == 128 + SIGKILL)

        let second = try AppSession(environment: env)
        Journals.recover(in: second)
        second.expectPixels("the recovered stroke where it was drawn, page 2 in view") { $0.isDark(525, 310) }
        second.screenshot("recovered-on-page-2")
    }
}
