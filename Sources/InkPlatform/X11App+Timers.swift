import Foundation
import InkInput

/// The event loop's timers: the journal's flush and its retry after a failure, the editor's
/// deadlines (deferred clicks, long presses, notes), and the silent-pen proximity fallback. The loop polls with the timeout and
/// fires what is due when it wakes.
extension X11App {
    /// Milliseconds until the next timer, or -1 for none.
    func pollTimeout() -> Int32 {
        var ms: [Double] = []
        if let journal = workflow.nextDeadline { ms.append(journal.timeIntervalSinceNow * 1000) }
        if let deadline = silentPenDeadline?.at { ms.append(deadline.timeIntervalSinceNow * 1000) }
        if let due = editor.nextDeadline { ms.append(Double(Int64(due) - Int64(clock.now))) }
        guard let soonest = ms.min() else { return -1 }
        return Int32(max(0, min(60_000, soonest)).rounded(.up))
    }

    func fireTimers() {
        show(workflow.fireTimers(at: Date(), &editor))
        if let due = editor.nextDeadline, due <= clock.now { show(editor.advance(to: clock.now)) }
        if let (device, at) = silentPenDeadline, at <= Date() {
            silentPenDeadline = nil
            deliver(InputEvent(action: .proximityOut, device: device, position: editor.hover?.position ?? .zero, time: clock.now))
        }
    }
}
