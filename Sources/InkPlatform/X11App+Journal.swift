import Foundation
import Glibc
import InkInterface

/// Crash protection as the person sees it: a journal that cannot be written is said in the
/// window (a standing notice until it works again) and on standard error, once; journals found
/// at start that cannot be used are named; losing the X server writes the journal first.
extension X11App {
    /// Says what changed about the journal since the last call.
    func reportJournal() {
        switch keeper.takeNews() {
        case .failing(let full, let short)?:
            log("inkstone: crash protection is off: \(full); trying again every \(Int(DocumentKeeper.retryInterval)) s")
            show(editor.setStandingNotice("Crash protection is off: \(short). Save your work to keep it."))
        case .working?:
            log("inkstone: crash protection works again")
            show(editor.setStandingNotice(nil))
            show(editor.showNotice("Crash protection works again."))
        case nil:
            break
        }
        // After the standing notice, which returns when these pass.
        for problem in keeper.takeStartProblems() {
            log("inkstone: \(problem)")
            show(editor.showNotice("Work from an earlier run cannot be recovered: \(problem.summary)."))
        }
    }

    /// The event loop cannot wait for events (`poll` failed with `code`): says why, writes the
    /// journal, and gives the exit status.
    func waitFailed(_ code: Int32) -> Int32 {
        log("inkstone: cannot wait for events (\(String(cString: strerror(code)))); unsaved work stays in the journal")
        keeper.flush()
        return 1
    }

    /// Installs the X error hooks: protocol errors are logged with `--debug-input`; a lost
    /// display writes the journal before the process exits. Writes to a closed pipe or
    /// socket fail with EPIPE instead of killing the app.
    func installErrorHooks(logProtocolErrors: Bool) {
        signal(SIGPIPE, SIG_IGN)
        XErrorHooks.logProtocolErrors = logProtocolErrors
        let keeper = self.keeper
        XErrorHooks.onConnectionLost = {
            MainActor.assumeIsolated {
                keeper.flush()
                if let problem = keeper.problem {
                    fputs("inkstone: lost the connection to the X server; crash protection is off: \(problem)\n", stderr)
                } else {
                    fputs("inkstone: lost the connection to the X server; unsaved work is in the journal and is offered at the next start\n", stderr)
                }
            }
        }
    }
}
