import InkGeometry
import CX11
import Foundation
import Glibc

/// The app's part in the desktop's launching: the startup notification, and Ctrl+N's window.
extension X11App {
    /// Tells the launcher that the window is up (its startup notification ends), once.
    func completeStartup() {
        guard let id = startupID else { return }
        startupID = nil
        window.completeStartup(id)
    }

    /// Ctrl+N: this program again, as `inkstone --new` on the same display, in a process of
    /// its own (started through a shell that returns at once, so nothing is left to reap).
    /// With `paths`, as `inkstone [--dpi N] PATH...` instead: the files this window was opened
    /// on, when recovered work took its place (absolute paths, so none reads as an option).
    /// Either window is as large as this one was started (`--geometry`, or its default).
    func openNewWindow(opening paths: [String] = []) {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let displayName = XDisplayString(display.pointer).map { String(cString: $0) } ?? ""
        let geometry = ["--geometry", "\(Int(options.size.width))x\(Int(options.size.height))"]
        let what = geometry + (paths.isEmpty ? ["--new"] : options.dpi.map { ["--dpi", String($0)] + paths } ?? paths)
        let arguments = ["/bin/sh", "-c", "d=\"$1\"; shift; \"$0\" --display \"$d\" \"$@\" </dev/null &", executable, displayName] + what
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, "/bin/sh", nil, nil, &argv, environ)
        guard status == 0 else {
            show(editor.showNotice(tr("Could not open a new window: %@", String(cString: strerror(status)))))
            return
        }
        var ended: Int32 = 0
        while waitpid(pid, &ended, 0) < 0 && errno == EINTR {}
    }
}
