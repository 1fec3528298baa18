import Foundation
import Glibc
import InkGeometry
import InkWorkflow

/// Crash protection when the event loop cannot go on: the journal is written before the
/// process ends (what the workflow says about the journal comes with its outcomes).
extension X11App {
    /// The event loop cannot wait for events (`poll` failed with `code`): says why, writes the
    /// journal, and gives the exit status.
    func waitFailed(_ code: Int32) -> Int32 {
        log("inkstone: " + tr("cannot wait for events (%@); unsaved work stays in the journal", String(cString: strerror(code))))
        workflow.flushJournal()
        return 1
    }

    /// Installs the X error hooks: protocol errors are logged with `--debug-input`; a lost
    /// display writes the journal before the process exits. Writes to a closed pipe or
    /// socket fail with EPIPE instead of killing the app.
    func installErrorHooks(logProtocolErrors: Bool) {
        signal(SIGPIPE, SIG_IGN)
        XErrorHooks.logProtocolErrors = logProtocolErrors
        let workflow = self.workflow
        XErrorHooks.onConnectionLost = {
            MainActor.assumeIsolated {
                printError(workflow.connectionLost())
            }
        }
    }
}
