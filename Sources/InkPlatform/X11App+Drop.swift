import CX11
import InkWorkflow

/// Files dropped on the window: the XDND target's steps carried out by the document workflow.
extension X11App {
    /// A message of a drag over the window.
    func handleXdnd(_ message: XClientMessageEvent) {
        carryOut(xdnd.handle(message))
    }

    /// The dragged list of files arrived.
    func handleXdndSelection(_ event: XSelectionEvent) {
        carryOut(xdnd.selectionArrived(event))
    }

    private func carryOut(_ step: XdndTarget.Step) {
        switch step {
        case .none, .refusedDrop: break
        case .hover(let list, let point):
            let (accepted, outcome) = workflow.dragHovers(list, at: point, &editor)
            show(outcome)
            xdnd.answerPosition(accepted: accepted)
        case .leave:
            show(workflow.dragLeft(&editor))
        case .drop(let list, let point):
            let (taken, outcome) = workflow.dropped(list, at: point, &editor)
            // Shown before the answer: the source (a test, too) sees the result once answered.
            show(outcome)
            xdnd.finish(success: taken)
        }
    }
}
