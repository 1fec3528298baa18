import InkGeometry
import InkInterface
import InkWorkflow

/// What is remembered between runs (`StateKeeper`, in `$XDG_STATE_HOME/inkstone/state.json`):
/// taken up at start, written at the end (a window closed, Ctrl+Q, or asked to end).
extension X11App {
    /// Gives the editor the remembered tools and hint and the document's last view; a state
    /// file that cannot be used is said once on standard error (and replaced at the end).
    func startRemembering(environment: [String: String]) {
        let keeper = StateKeeper(store: StateFile(environment: environment))
        if let problem = keeper.problem { log("inkstone: \(problem)") }
        workflow.openedKey = options.documentKey
        workflow.stateKeeper = keeper
        _ = keeper.begin(&editor, documentKey: workflow.documentKey)
    }

    /// Writes the tools, the hint and the document's view.
    func saveRemembered() {
        do {
            try workflow.stateKeeper?.finish(editor, documentKey: workflow.documentKey)
        } catch {
            log("inkstone: " + tr("could not remember the tools and the view: %@", "\(error)"))
        }
    }
}
