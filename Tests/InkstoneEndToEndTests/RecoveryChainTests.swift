import CXTest
import Foundation
import InkDocument
import Testing

/// Recovered work is never thrown away: crash → recover → crash → recover → crash → recover
/// keeps the ink (kill -9 and SIGTERM alike), each start coming at once after the end (the
/// ended app not yet reaped); two apps started together offer a journal once between them.
@Suite struct RecoveryChainTests {
    @Test(arguments: [SIGKILL, SIGTERM])
    func recoveredInkSurvivesCrashAfterCrash(signal: Int32) throws {
        let scratch = try ExportCommandTests.Scratch()
        let state = scratch.path + "/state"
        let env = ["XDG_STATE_HOME": state]
        var session = try AppSession(environment: env)
        session.client.drag(session.window, through: DrawingTests.line(450, 100, 600, 120))
        session.expectPixels("the stroke") { $0.isDark(525, 110) }
        session.check(waitUntil { Journals.strokeCounts(state) == [1] }, "the stroke never reached the journal")
        for round in 1...3 {
            kill(session.app.pid, signal)
            session.check(waitUntilEnded(session.app.pid), "round \(round): the app did not end")
            // Start again at once: the ended app is not reaped yet (a zombie).
            let next = try AppSession(environment: env)
            #expect(session.app.wait(timeout: 5) == (signal == SIGKILL ? 128 + SIGKILL : 0))
            next.expectPixels("round \(round): the recovery prompt") { Journals.showsPrompt($0) }
            next.client.click(next.window, Journals.recover.x, Journals.recover.y)
            next.expectPixels("round \(round): the recovered stroke, the prompt gone") { $0.isDark(525, 110) && !Journals.showsPrompt($0) }
            next.check(waitUntil { Journals.strokeCounts(state) == [1] && Journals.files(state).count == 1 },
                       "round \(round): one journal, holding the recovered stroke: \(Journals.files(state)) \(Journals.strokeCounts(state))")
            session = next
        }
    }

    /// A start at the very moment of a kill -9, while the kernel is still ending the old app
    /// (it may still hold the journal's lock), offers the journal all the same.
    @Test func aStartAtTheMomentOfAKillOffersTheJournal() throws {
        let scratch = try ExportCommandTests.Scratch()
        let state = scratch.path + "/state"
        let env = ["XDG_STATE_HOME": state]
        let first = try AppSession(environment: env)   // owns the X server every round shares
        first.client.drag(first.window, through: DrawingTests.line(450, 100, 600, 120))
        first.check(waitUntil { Journals.strokeCounts(state) == [1] }, "the stroke never reached the journal")
        var previous = first.app
        var rounds: [AppSession] = []
        for round in 1...4 {
            kill(previous.pid, SIGKILL)
            let next = try AppSession(server: first.server, environment: env)   // no wait for the end
            next.expectPixels("round \(round): the recovery prompt \(next.log)") { Journals.showsPrompt($0) }
            #expect(previous.wait(timeout: 5) == 128 + SIGKILL)
            previous = next.app
            rounds.append(next)
        }
    }

    @Test func twoAppsStartedTogetherOfferAJournalOnce() throws {
        let scratch = try ExportCommandTests.Scratch()
        let state = scratch.path + "/state"
        let env = ["XDG_STATE_HOME": state]
        let first = try AppSession(environment: env)
        first.client.drag(first.window, through: DrawingTests.line(450, 100, 600, 120))
        first.check(waitUntil { Journals.strokeCounts(state) == [1] }, "the stroke never reached the journal")
        kill(first.app.pid, SIGKILL)
        #expect(first.app.wait(timeout: 5) == 128 + SIGKILL)

        let a = try AppSession(environment: env), b = try AppSession(environment: env)
        let offering = [a, b].filter { s in s.snapshot().map(Journals.showsPrompt) ?? false }
        #expect(offering.count == 1, "offered by \(offering.count) apps")
        guard offering.count == 1, let winner = offering.first else { return }
        let other = winner === a ? b : a
        winner.client.click(winner.window, Journals.recover.x, Journals.recover.y)
        winner.expectPixels("the recovered stroke") { $0.isDark(525, 110) && !Journals.showsPrompt($0) }
        other.check(other.snapshot().map { !Journals.showsPrompt($0) && !$0.isDark(525, 110) } ?? false, "the other app offers nothing")
        other.check(!other.log.contains("could not be completed"), "a vague error: \(other.log)")
        // The recovered work is journaled again by the app that took it (the other journals its blank page).
        winner.check(waitUntil { Journals.strokeCounts(state).sorted() == [0, 1] && Journals.files(state).count == 2 },
                     "journals: \(Journals.files(state))")
    }

    @Test func recoveringASecondJournalKeepsTheFirstsWorkForTheNextStart() throws {
        let scratch = try ExportCommandTests.Scratch()
        let state = scratch.path + "/state"
        try FileManager.default.createDirectory(atPath: Journals.folder(state), withIntermediateDirectories: true)
        // Two runs that ended with unsaved work: two and three strokes.
        for name in ["recovered-base-no-edits.journal", "stroke-id-max-in-edit.journal"] {
            try FileManager.default.copyItem(atPath: Journals.corpus(name), toPath: Journals.folder(state) + "/" + name)
        }
        let s = try AppSession(environment: ["XDG_STATE_HOME": state])
        for offer in 1...2 {
            s.expectPixels("offer \(offer)") { Journals.showsPrompt($0) }
            s.client.click(s.window, Journals.recover.x, Journals.recover.y)
            // The first recovery is taken (journaled anew, its old journal and the blank page's gone) before the second prompt is answered.
            if offer == 1 { s.check(waitUntil { Journals.files(state).count == 2 }, "\(Journals.files(state))") }
        }
        s.expectPixels("both offers answered") { !Journals.showsPrompt($0) }
        // The first recovered document was replaced while unsaved: its work stays journaled.
        s.check(waitUntil { Journals.strokeCounts(state).sorted() == [2, 3] }, "journals hold \(Journals.strokeCounts(state))")
        kill(s.app.pid, SIGKILL)
        #expect(s.app.wait(timeout: 5) == 128 + SIGKILL)
        let next = try AppSession(environment: ["XDG_STATE_HOME": state])
        next.expectPixels("offered again") { Journals.showsPrompt($0) }
    }
}
