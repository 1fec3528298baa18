import Foundation
import InkInput

/// The event loop's timers: the journal's flush and its retry after a failure, the editor's
/// deadlines (deferred clicks, long presses, notes), and the silent-pen proximity fallback. The loop polls with the timeout and
/// fires what is due when it wakes. Both run on every pass of the loop, so they allocate
/// nothing, copy no `Editor` (`inEditor`) and do nothing when nothing is due.
extension X11App {
    /// Milliseconds until the next timer, or -1 for none.
    func pollTimeout() -> Int32 {
        // Before the loop waits: a change to what is remembered between runs sets its write.
        for case .report(let line) in workflow.noteRemembered(&editor, now: Date()).effects { log(line) }
        var soonest = Double.infinity
        if let journal = workflow.nextDeadline { soonest = min(soonest, journal.timeIntervalSinceNow * 1000) }
        if let deadline = silentPenDeadline?.at { soonest = min(soonest, deadline.timeIntervalSinceNow * 1000) }
        if let deadline = selectionDeadline { soonest = min(soonest, deadline.timeIntervalSinceNow * 1000) }
        if let due = inEditor({ $0.nextDeadline }) { soonest = min(soonest, Double(Int64(due) - Int64(clock.now))) }
        guard soonest.isFinite else { return -1 }
        return Int32(max(0, min(60_000, soonest)).rounded(.up))
    }

    func fireTimers() {
        let now = Date()
        if let due = workflow.nextDeadline, due <= now { show(workflow.fireTimers(at: now, &editor)) }
        if let due = selectionDeadline, due <= now { expireSelections(now: now) }
        if let due = inEditor({ $0.nextDeadline }), due <= clock.now { show(editor.advance(to: clock.now)) }
        if let (device, at) = silentPenDeadline, at <= now {
            silentPenDeadline = nil
            deliver(InputEvent(action: .proximityOut, device: device, position: editor.hover?.position ?? .zero, time: clock.now))
        }
    }
}
