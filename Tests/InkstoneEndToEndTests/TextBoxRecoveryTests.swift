import CXTest
import Foundation
import InkDocument
import Testing

/// The data-safety rule for text (issue 18): text typed into a box that is still open reaches
/// the journal as it is typed, so a kill -9 before the box is finished loses none of it; the
/// next start offers it, and the recovered page shows it where it was typed.
@Suite struct TextBoxRecoveryTests {
    /// The texts of the boxes in each readable journal's document.
    static func journaledTexts(_ stateHome: String) -> [[String]] {
        Journals.files(stateHome).filter { $0.hasSuffix(".journal") }.compactMap { name in
            (try? JournalReplay(contentsOf: Journals.folder(stateHome) + "/" + name))?.document.map { $0.pages.flatMap { $0.texts.map(\.text) } }
        }
    }

    @Test func textTypedIntoAnOpenBoxSurvivesAKillMinusNine() throws {
        let scratch = try ExportCommandTests.Scratch()
        let state = scratch.path + "/state"
        let env = ["XDG_STATE_HOME": state, "XDG_CONFIG_HOME": scratch.path + "/config"]
        let s = try AppSession(environment: env)
        let at = (x: 300.0, y: 200.0)
        TextBoxEndToEndTests.openBox(s, at: at, typing: ["H", "e", "l", "l", "o", "space", "I", "n", "k"])
        s.expectPixels("the typed text in the open box") { TextBoxEndToEndTests.darkCount($0, x: Int(at.x)..<Int(at.x) + 80, y: Int(at.y) - 10..<Int(at.y) + 10) > 40 }
        // The box is still open (no Escape, no click outside): the journal has the text all the same.
        s.check(waitUntil { Self.journaledTexts(state) == [["Hello Ink"]] }, "the open box's text never reached the journal: \(Self.journaledTexts(state))")
        kill(s.app.pid, SIGKILL)
        s.check(waitUntilEnded(s.app.pid), "the app did not end")

        let next = try AppSession(environment: env)
        #expect(s.app.wait(timeout: 5) == 128 + SIGKILL)
        next.expectPixels("the recovery prompt") { Journals.showsPrompt($0) }
        next.client.click(next.window, Journals.recover.x, Journals.recover.y)
        next.expectPixels("the recovered text where it was typed, the prompt gone") {
            !Journals.showsPrompt($0) && TextBoxEndToEndTests.darkCount($0, x: Int(at.x)..<Int(at.x) + 80, y: Int(at.y) - 10..<Int(at.y) + 10) > 40
        }
        next.screenshot("text-box-recovered")
        next.check(waitUntil { Self.journaledTexts(state) == [["Hello Ink"]] && Journals.files(state).count == 1 },
                   "one journal, holding the recovered box: \(Journals.files(state)) \(Self.journaledTexts(state))")
    }
}
