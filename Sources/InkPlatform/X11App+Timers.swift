import Foundation
import InkInput

/// The event loop's timers: the journal's flush and its retry after a failure, the editor's
/// deadlines (deferred clicks, long presses, notes), and the silent-pen proximity fallback. The loop polls with the timeout and
/// fires what is due when it wakes. Both run on every pass of the loop, so they allocate
/// nothing, copy no `Editor` (`inEditor`) and do nothing when nothing is due.
extension X11App {
    /// Milliseconds until the next timer, or -1 for none; keeps the deadlines in `waitedFor`.
    func pollTimeout() -> Int32 {
        let now = Date()
        // Before the loop waits: a change to what is remembered between runs sets its write.
        for case .report(let line) in workflow.noteRemembered(&editor, now: now).effects { log(line) }
        waitedFor = TimerDeadlines(journal: workflow.nextDeadline, selection: selectionDeadline, editor: inEditor({ $0.nextDeadline }))
        var soonest = Double.infinity
        if let journal = waitedFor.journal { soonest = min(soonest, journal.timeIntervalSince(now) * 1000) }
        if let deadline = silentPenDeadline?.at { soonest = min(soonest, deadline.timeIntervalSince(now) * 1000) }
        if let deadline = waitedFor.selection { soonest = min(soonest, deadline.timeIntervalSince(now) * 1000) }
        if let due = waitedFor.editor { soonest = min(soonest, Double(Int64(due) - Int64(clock.now))) }
        guard soonest.isFinite else { return -1 }
        return Int32(max(0, min(60_000, soonest)).rounded(.up))
    }

    /// Fires what was due by the deadlines read before the wait. One that came meanwhile (a
    /// notice a finished tile posted) is read by the next pass's `pollTimeout`, whose wait then
    /// ends at once; each timer's own handler looks again at what is due, so one that went
    /// meanwhile fires nothing.
    func fireTimers() {
        let now = Date()
        if let due = waitedFor.journal, due <= now { show(workflow.fireTimers(at: now, &editor)) }
        if let due = waitedFor.selection, due <= now { expireSelections(now: now) }
        if let due = waitedFor.editor, due <= clock.now { show(editor.advance(to: clock.now)) }
        if let (device, at) = silentPenDeadline, at <= now {
            silentPenDeadline = nil
            deliver(InputEvent(action: .proximityOut, device: device, position: editor.hover?.position ?? .zero, time: clock.now))
        }
    }
}

/// The loop's timers' deadlines read once a pass: the journal's flush, a stalled selection
/// transfer's end, the editor's next deadline (on the server's clock).
struct TimerDeadlines {
    var journal: Date?
    var selection: Date?
    var editor: UInt64?
}
